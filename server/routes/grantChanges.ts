import { type AuditChange } from '../../src/services/contract/audit';
import { type GroupGrants } from '../../src/services/contract/groupPermissions';
import { type Db } from '../db/openDatabase';

const menuNames = (db: Db, ids: readonly string[]): string => {
  if (ids.length === 0) return '';
  const names = db
    .prepare<[string], { function_id: string; function_name: string }>(
      'SELECT function_id, function_name FROM functions WHERE function_id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify(ids));
  const byId = new Map(names.map((row) => [row.function_id, row.function_name]));
  return ids.map((id) => byId.get(id) ?? id).join('、');
};

const difference = (from: readonly string[], to: readonly string[]): string[] => {
  const kept = new Set(to);
  return from.filter((id) => !kept.has(id));
};

/**
 * A group's grants before and after a save, as the trail shows them: the menus (by name) and the
 * buttons (by operation code) granted and taken away.
 */
export const grantChanges = (db: Db, before: GroupGrants, after: GroupGrants): AuditChange[] => {
  const rows: [string, string, string | null, string | null][] = [
    [
      'functionIds',
      '新增菜单',
      null,
      menuNames(db, difference(after.functionIds, before.functionIds)),
    ],
    [
      'functionIds',
      '取消菜单',
      menuNames(db, difference(before.functionIds, after.functionIds)),
      null,
    ],
    [
      'funDetailIds',
      '新增按钮',
      null,
      difference(after.funDetailIds, before.funDetailIds).join('、'),
    ],
    [
      'funDetailIds',
      '取消按钮',
      difference(before.funDetailIds, after.funDetailIds).join('、'),
      null,
    ],
  ];
  return rows
    .filter(([, , removed, added]) => (removed ?? added ?? '') !== '')
    .map(([field, label, removed, added]) => ({ field, label, before: removed, after: added }));
};
