import { recordAuditEvent } from '../../audit/auditLog';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/resourceErrors';
import { mergeArchives, mergeHistoryPage, type MergeState, undoMerge } from '../archiveMerges';
import { MAX_PAGE_SIZE } from '../store/listQuery';
import { isPlainObject } from '../validation/validateInput';
import { pageNumber, rootOf, summaryOf } from './duplicateHandlers';
import { queryValue, type ResourceCall, type ResourceHandler } from './handlerTypes';

/**
 * 档案合并, 撤销合并 and the 已合并 list of 重复档案 (server/resources/archiveMerges.ts): each
 * write is one transaction and one lifecycle event in the audit trail naming who, the archives,
 * the records moved and why.
 */

/** The longest merge reason kept (the trail's detail holds 500 characters). */
const MERGE_REASON_MAX = 200;

/**
 * POST persons/fileMerge {personNum, mergePersonNums, reason?}: moves every record of the
 * duplicate archives (all families keyed by the resident) to the one kept and writes the
 * duplicates off (注销, 合并注销 in the trail); each merged archive's row keeps the records moved,
 * so the merge can be undone (persons/fileMergeUndo).
 */
export const fileMergeHandler: ResourceHandler = ({ rc, body, request }) => {
  if (!isPlainObject(body)) throw badRequest('请求体应为 {personNum, mergePersonNums}');
  const keep = typeof body.personNum === 'string' ? body.personNum : '';
  const merge = Array.isArray(body.mergePersonNums)
    ? (body.mergePersonNums as unknown[]).filter((v): v is string => typeof v === 'string')
    : [];
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!keep) throw badRequest('请填写保留的个人编号', 'personNum');
  if (merge.length === 0 || merge.includes(keep) || new Set(merge).size !== merge.length) {
    throw badRequest('请选择要合并的其他档案', 'mergePersonNums');
  }
  if (reason.length > MERGE_REASON_MAX) {
    throw badRequest(`合并原因不能超过${MERGE_REASON_MAX}个字`, 'reason');
  }
  const result = rc.store.db.transaction(() => {
    const outcome = mergeArchives(rc, keep, merge, reason || '未填写');
    recordAuditEvent(rc.store.db, request, rc.access.user, {
      action: 'lifecycle',
      resource: 'persons',
      recordIds: [keep, ...merge, ...outcome.movedIds],
      personNum: keep,
      detail: `档案合并：保留${keep}，合并注销${merge.join('、')}，移入${outcome.movedRecords}条记录；原因：${reason || '未填写'}`,
    });
    return outcome;
  })();
  return ok(
    {
      personNum: result.personNum,
      merged: result.merged,
      movedRecords: result.movedRecords,
      mergeIds: result.mergeIds,
    },
    '档案合并成功',
  );
};

/**
 * POST persons/fileMergeUndo {mergeId, reason}: 撤销合并. The merged archive is back in the file
 * and exactly the records the merge moved are its own again; refused (409) when a moved record or
 * the archive changed since. Needs the merge's button and both archives in the user's scope.
 */
export const fileMergeUndoHandler: ResourceHandler = ({ rc, body, request }) => {
  if (!isPlainObject(body)) throw badRequest('请求体应为 {mergeId, reason}');
  const mergeId = Number(body.mergeId);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!Number.isSafeInteger(mergeId) || mergeId < 1) {
    throw badRequest('请选择要撤销的合并记录', 'mergeId');
  }
  if (!reason) throw badRequest('请填写撤销合并的原因', 'reason');
  const outcome = rc.store.db.transaction(() => {
    const undone = undoMerge(rc, mergeId, reason);
    recordAuditEvent(rc.store.db, request, rc.access.user, {
      action: 'lifecycle',
      resource: 'persons',
      recordIds: [undone.restored, undone.kept, ...undone.movedBack],
      personNum: undone.restored,
      detail: `撤销档案合并：恢复${undone.restored}，从${undone.kept}移回${undone.movedBack.length}条记录；原因：${reason}`,
    });
    return undone;
  })();
  return ok(
    {
      mergeId: outcome.mergeId,
      personNum: outcome.restored,
      keptPersonNum: outcome.kept,
      movedBack: outcome.movedBack.length,
    },
    '已撤销合并，档案已恢复',
  );
};

const stateOf = (call: ResourceCall): MergeState | undefined => {
  const state = queryValue(call.query, 'state');
  if (state === undefined) return undefined;
  if (state !== 'merged' && state !== 'undone')
    throw badRequest('state应为merged或undone', 'state');
  return state;
};

/**
 * GET persons/mergeHistory[?state=merged|undone&hospitalId=&PageNumber=&PageSize=]: the merges
 * of the user's scope (both archives under it), the latest first, with both archives' summaries.
 */
export const mergeHistoryHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const filter = { root: rootOf(call), state: stateOf(call) };
  const PageNumber = pageNumber(call, 'PageNumber', 1, 1_000_000);
  const PageSize = pageNumber(call, 'PageSize', 20, MAX_PAGE_SIZE);
  const page = mergeHistoryPage(rc, filter, (PageNumber - 1) * PageSize, PageSize);
  return ok({
    items: page.rows.map((row) => ({
      ...row,
      archives: [summaryOf(rc, row.kept), summaryOf(rc, row.merged)],
    })),
    total: page.total,
    PageNumber,
    PageSize,
  });
};
