import { ok } from '../../http/envelope';
import { conflict, recordNotFound } from '../../http/resourceErrors';
import { nestByParent } from '../../shared/nestByParent';
import { familyModel } from '../familyModel';
import { stampRecord } from '../lifecycle';
import { type RecordContext, toOutput } from '../recordOps';
import { exportRecords } from '../resourceService';
import { excelReply } from './excelHandlers';
import { type ResourceHandler, idOf, queryValue } from './handlerTypes';
import { stateBody } from './stateBody';

interface RegionRow {
  region_code: string;
  parent_code: string | null;
  region_name: string;
  region_level: number;
}

const regionRows = (rc: RecordContext): RegionRow[] =>
  rc.store.db
    .prepare<[], RegionRow>(
      'SELECT region_code, parent_code, region_name, region_level FROM regions ORDER BY sort_no',
    )
    .all();

interface RegionNode {
  value: string;
  label: string;
  level: number;
  children?: RegionNode[];
}

/** GET regions/cascader?regionCode=: the division tree (below a region, or all of it). */
const regionCascaderHandler: ResourceHandler = ({ rc, query }) => {
  const rows = regionRows(rc);
  const nodes = new Map<string, RegionNode>(
    rows.map((row) => [
      row.region_code,
      { value: row.region_code, label: row.region_name, level: row.region_level },
    ]),
  );
  const roots = nestByParent(rows, nodes, {
    id: (row) => row.region_code,
    parent: (row) => row.parent_code || null,
    children: (node) => (node.children ??= []),
    orphans: 'roots',
  });
  const root = queryValue(query, 'regionCode');
  if (!root) return ok(roots);
  const node = nodes.get(root);
  if (!node) throw recordNotFound('区划不存在');
  return ok([node]);
};

const regionChain = (rc: RecordContext, code: string): RegionRow[] => {
  const byCode = new Map(regionRows(rc).map((row) => [row.region_code, row]));
  const chain: RegionRow[] = [];
  for (
    let row = byCode.get(code);
    row;
    row = row.parent_code ? byCode.get(row.parent_code) : undefined
  ) {
    chain.unshift(row);
  }
  if (chain.length === 0) throw recordNotFound('区划不存在');
  return chain;
};

const regionOut = (row: RegionRow) => ({
  regionCode: row.region_code,
  regionName: row.region_name,
  parentCode: row.parent_code,
  regionLevel: row.region_level,
});

/** GET regions/AllParentRegion?regionCode=: the region and those above it, top first. */
const allParentHandler: ResourceHandler = ({ rc, query }) =>
  ok(regionChain(rc, queryValue(query, 'regionCode') ?? '').map(regionOut));

/** GET regions/levelOfRegion?regionCode=: 1 province … 5 village. */
const levelHandler: ResourceHandler = ({ rc, query }) => {
  const chain = regionChain(rc, queryValue(query, 'regionCode') ?? '');
  return ok(regionOut(chain[chain.length - 1] as RegionRow));
};

export const REGION_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  cascader: regionCascaderHandler,
  AllParentRegion: allParentHandler,
  levelOfRegion: levelHandler,
};

/**
 * PUT sysUsers/state/{id} {state}: enables ('1') or disables ('2') the account. The sign-in
 * account follows its record (sysUserHooks): disabled, its tokens and sessions end at once.
 */
const userStateHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const sysUsers = familyModel('sysUsers');
  const record = rc.store.get('sysUsers', idOf(call));
  const body = stateBody(call.body, record);
  if (
    typeof record?.data.userAcc === 'string' &&
    record.data.userAcc.toLowerCase() === rc.access.user.account.toLowerCase()
  ) {
    throw conflict('不能停用或启用当前登录的账号');
  }
  const updated = stampRecord(rc, sysUsers, idOf(call), 'state', body);
  return ok(
    toOutput(sysUsers, updated, rc.today),
    updated.data.state === '1' ? '已启用' : '已停用',
  );
};

/** PUT sysUsers/unlock/{id}: lifts a lockout after wrong passwords. */
const unlockHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const sysUsers = familyModel('sysUsers');
  const updated = rc.store.db.transaction(() => {
    const result = stampRecord(rc, sysUsers, idOf(call), 'unlock', undefined, { isLocked: false });
    rc.store.db
      .prepare('DELETE FROM login_failures WHERE identifier = ?')
      .run(String(result.data.userAcc).trim().toLowerCase());
    return result;
  })();
  return ok(toOutput(sysUsers, updated, rc.today), '已解锁');
};

const userExcelHandler: ResourceHandler = (call) =>
  excelReply(call, '系统用户', 'sysUsers', (maxRows) =>
    exportRecords(call.rc, familyModel('sysUsers'), call.query, maxRows),
  );

export const SYS_USER_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  state: userStateHandler,
  unlock: unlockHandler,
  userExcel: userExcelHandler,
};
