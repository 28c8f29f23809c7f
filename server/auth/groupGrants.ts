import {
  type GroupGrants,
  type NewUserGroup,
  type PermissionMenuNode,
  type UserGroupItem,
} from '../../src/services/contract/groupPermissions';
import { type Db } from '../db/openDatabase';
import { HttpError } from '../http/errors';
import { type Nesting, nestByParent } from '../shared/nestByParent';

/** Rows of `functions` whose link is this carry a page's buttons; they are no menu item. */
const FORM_BUTTONS_LINK = 'formBtns';
const CONTAINER_COMPONENT = 'Layout';

interface FunctionRow {
  function_id: string;
  parent_id: string | null;
  menu_link: string;
  menu_componet: string;
  function_name: string;
}

const badRequest = (message: string) => new HttpError(400, message);

export const listUserGroups = (db: Db): UserGroupItem[] =>
  db
    .prepare<[], UserGroupItem>(
      `SELECT g.group_id AS groupId, g.group_code AS groupCode, g.group_name AS groupName,
              g.remark AS remark, COUNT(u.user_id) AS userCount
       FROM user_groups g LEFT JOIN users u ON u.group_id = g.group_id
       GROUP BY g.group_id ORDER BY g.group_id`,
    )
    .all();

const requireGroup = (db: Db, groupId: number): void => {
  const found = db
    .prepare<[number], { id: number }>('SELECT group_id AS id FROM user_groups WHERE group_id = ?')
    .get(groupId);
  if (!found) throw new HttpError(404, '用户组不存在');
};

export const createUserGroup = (db: Db, input: NewUserGroup): UserGroupItem => {
  const groupCode = input.groupCode.trim();
  const groupName = input.groupName.trim();
  if (!groupCode || !groupName) throw badRequest('请填写用户组编码和名称');
  const taken = db
    .prepare<[string, string], { id: number }>(
      'SELECT group_id AS id FROM user_groups WHERE group_code = ? COLLATE NOCASE OR group_name = ?',
    )
    .get(groupCode, groupName);
  if (taken) throw badRequest('用户组编码或名称已存在');
  const result = db
    .prepare('INSERT INTO user_groups (group_code, group_name, remark) VALUES (?, ?, ?)')
    .run(groupCode, groupName, input.remark?.trim() ?? '');
  const groupId = Number(result.lastInsertRowid);
  return { groupId, groupCode, groupName, remark: input.remark?.trim() ?? '', userCount: 0 };
};

/** Deletes groups and their grants; refuses (400) while an account still belongs to one. */
export const deleteUserGroups = (db: Db, ids: readonly number[]): number =>
  db.transaction(() => {
    for (const id of ids) requireGroup(db, id);
    const used = db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM users WHERE group_id = ?',
    );
    for (const id of ids) {
      if ((used.get(id)?.n ?? 0) > 0) throw badRequest('该用户组下还有用户，不能删除');
    }
    for (const id of ids) {
      db.prepare('DELETE FROM group_function_details WHERE group_id = ?').run(id);
      db.prepare('DELETE FROM group_functions WHERE group_id = ?').run(id);
      db.prepare('DELETE FROM user_groups WHERE group_id = ?').run(id);
    }
    return ids.length;
  })();

const allFunctions = (db: Db): FunctionRow[] =>
  db
    .prepare<[], FunctionRow>(
      `SELECT function_id, parent_id, menu_link, menu_componet, function_name
       FROM functions ORDER BY sort_no, function_id`,
    )
    .all();

const allButtons = (db: Db) =>
  db
    .prepare<[], { fun_detail_id: string; function_id: string; detail_name: string }>(
      `SELECT fun_detail_id, function_id, detail_name FROM function_details
       ORDER BY sort_no, fun_detail_id`,
    )
    .all();

const kindOf = (row: FunctionRow): PermissionMenuNode['kind'] => {
  if (row.menu_componet === CONTAINER_COMPONENT) return 'container';
  return /^https?:\/\//i.test(row.menu_link) ? 'link' : 'page';
};

const MENU_NESTING: Nesting<FunctionRow, PermissionMenuNode> = {
  id: (row) => row.function_id,
  parent: (row) => row.parent_id,
  children: (node) => node.children,
  orphans: 'dropped',
};

/** Every menu item with its buttons: a page's formBtns rows fold into its `buttons`. */
export const loadPermissionTree = (db: Db): PermissionMenuNode[] => {
  const rows = allFunctions(db);
  const byId = new Map(rows.map((row) => [row.function_id, row]));
  const nodes = new Map<string, PermissionMenuNode>();
  for (const row of rows) {
    if (row.menu_link === FORM_BUTTONS_LINK) continue;
    nodes.set(row.function_id, {
      functionId: row.function_id,
      functionName: row.function_name,
      menuComponet: row.menu_componet,
      kind: kindOf(row),
      buttons: [],
      children: [],
    });
  }
  for (const button of allButtons(db)) {
    const holder = byId.get(button.function_id);
    const page = holder?.menu_link === FORM_BUTTONS_LINK ? holder.parent_id : button.function_id;
    const node = page ? nodes.get(page) : undefined;
    node?.buttons.push({ funDetailId: button.fun_detail_id, detailName: button.detail_name });
  }
  return nestByParent(rows, nodes, MENU_NESTING);
};

export const loadGroupGrants = (db: Db, groupId: number): GroupGrants => {
  requireGroup(db, groupId);
  const functionIds = db
    .prepare<[number, string], string>(
      `SELECT f.function_id FROM group_functions g JOIN functions f ON f.function_id = g.function_id
       WHERE g.group_id = ? AND f.menu_link <> ? ORDER BY f.sort_no, f.function_id`,
    )
    .pluck()
    .all(groupId, FORM_BUTTONS_LINK);
  const funDetailIds = db
    .prepare<[number], string>(
      `SELECT fun_detail_id FROM group_function_details WHERE group_id = ?
       ORDER BY fun_detail_id`,
    )
    .pluck()
    .all(groupId);
  return { functionIds, funDetailIds };
};

/**
 * Replaces a group's grants in one transaction. The stored grants stay whole: a granted item
 * brings its ancestors, a granted button its page and the page's formBtns row, and a container
 * left with no granted item under it is dropped.
 */
export const saveGroupGrants = (db: Db, groupId: number, grants: GroupGrants): GroupGrants => {
  requireGroup(db, groupId);
  const rows = allFunctions(db);
  const byId = new Map(rows.map((row) => [row.function_id, row]));
  const buttonHolder = new Map(allButtons(db).map((b) => [b.fun_detail_id, b.function_id]));

  const unknownMenu = grants.functionIds.find(
    (id) => byId.get(id) === undefined || byId.get(id)?.menu_link === FORM_BUTTONS_LINK,
  );
  if (unknownMenu !== undefined) throw badRequest(`菜单不存在：${unknownMenu}`);
  const unknownButton = grants.funDetailIds.find((id) => !buttonHolder.has(id));
  if (unknownButton !== undefined) throw badRequest(`按钮不存在：${unknownButton}`);

  const granted = new Set<string>();
  const grantWithAncestors = (id: string | null) => {
    for (let at = id; at !== null && !granted.has(at); at = byId.get(at)?.parent_id ?? null) {
      granted.add(at);
    }
  };
  for (const id of grants.functionIds) {
    if (byId.get(id)?.menu_componet !== CONTAINER_COMPONENT) grantWithAncestors(id);
  }
  const buttons = [...new Set(grants.funDetailIds)];
  for (const code of buttons) grantWithAncestors(buttonHolder.get(code) ?? null);
  // A page's formBtns row goes with the page, so the menu lists its buttons under it.
  for (const row of rows) {
    if (row.menu_link === FORM_BUTTONS_LINK && row.parent_id && granted.has(row.parent_id)) {
      granted.add(row.function_id);
    }
  }

  db.transaction(() => {
    db.prepare('DELETE FROM group_function_details WHERE group_id = ?').run(groupId);
    db.prepare('DELETE FROM group_functions WHERE group_id = ?').run(groupId);
    const grantFunction = db.prepare(
      'INSERT INTO group_functions (group_id, function_id) VALUES (?, ?)',
    );
    const grantButton = db.prepare(
      'INSERT INTO group_function_details (group_id, fun_detail_id) VALUES (?, ?)',
    );
    for (const id of granted) grantFunction.run(groupId, id);
    for (const code of buttons) grantButton.run(groupId, code);
  })();
  return loadGroupGrants(db, groupId);
};
