import {
  differingFields,
  type DuplicateRuleCode,
  isDuplicateRuleCode,
} from '../../../src/domain/archives';
import { recordAuditEvent } from '../../audit/auditLog';
import { ok } from '../../http/envelope';
import { badRequest, outOfScope } from '../../http/resourceErrors';
import {
  dismissalOf,
  dismissPair,
  duplicatePairsPage,
  inDuplicatePairCondition,
  pairRules,
} from '../../readModels/duplicateQueries';
import { familyModel } from '../familyModel';
import { readRecord, type RecordContext, toOutput, writableRecord } from '../recordOps';
import { exportRecords } from '../resourceService';
import { MAX_PAGE_SIZE } from '../store/listQuery';
import { isPlainObject } from '../validation/validateInput';
import { excelReply } from './excelHandlers';
import { queryValue, type ResourceCall, type ResourceHandler } from './handlerTypes';
import { serviceSummary } from './personServices';

/**
 * 重复档案 (kernel src/domain/archives/duplicates): the suspected pairs of the user's scope from
 * the read model (server/readModels/duplicateQueries.ts), the side-by-side comparison of a pair,
 * 非重复 (a pair dismissed for good, with who and why in the trail) and the workbook. The merge
 * itself is persons/fileMerge.
 */

const persons = () => familyModel('persons');

/** The longest 非重复 reason kept (the trail's detail holds 500 characters). */
const DISMISS_REASON_MAX = 200;

/** What the list shows of each archive of a pair. */
const SUMMARY_FIELDS = [
  'personNum',
  'fileNum',
  'name',
  'sex',
  'birthDate',
  'age',
  'IDCardNo',
  'phone',
  'address',
  'responsibleDoctor',
  'buildDate',
  'status',
  'hospitalId',
  'hospitalName',
] as const;

export const summaryOf = (rc: RecordContext, personNum: string) => {
  const output = toOutput(persons(), readRecord(rc, persons(), personNum), rc.today);
  return Object.fromEntries(SUMMARY_FIELDS.map((name) => [name, output[name] ?? null]));
};

const ruleOf = (call: ResourceCall): DuplicateRuleCode | undefined => {
  const rule = queryValue(call.query, 'rule');
  if (!rule) return undefined;
  if (!isDuplicateRuleCode(rule)) throw badRequest(`重复规则“${rule}”不存在`, 'rule');
  return rule;
};

/** The institution whose subtree is listed: `hospitalId=` of the scope, else the user's root. */
export const rootOf = (call: ResourceCall): string => {
  const asked = queryValue(call.query, 'hospitalId');
  if (asked && !call.rc.access.managed.has(asked)) throw outOfScope();
  return asked ?? call.rc.access.user.manageRoot;
};

export const pageNumber = (
  call: ResourceCall,
  name: string,
  fallback: number,
  max: number,
): number => {
  const value = queryValue(call.query, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw badRequest(`${name}应为正整数`, name);
  }
  return Math.min(number, max);
};

/**
 * GET persons/duplicatePairs[?rule=&hospitalId=&PageNumber=&PageSize=]: the suspected pairs
 * whose two archives are both in the user's scope, less those dismissed as 非重复; each with the
 * rules that pair it and both archives' summaries.
 */
const duplicatePairsHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const filter = { root: rootOf(call), rule: ruleOf(call) };
  const PageNumber = pageNumber(call, 'PageNumber', 1, 1_000_000);
  const PageSize = pageNumber(call, 'PageSize', 20, MAX_PAGE_SIZE);
  rc.readModels.refresh();
  const page = duplicatePairsPage(rc.store.db, filter, (PageNumber - 1) * PageSize, PageSize);
  return ok({
    items: page.rows.map((row) => ({
      pairKey: `${row.personA}-${row.personB}`,
      rules: row.rules,
      archives: [summaryOf(rc, row.personA), summaryOf(rc, row.personB)],
    })),
    total: page.total,
    PageNumber,
    PageSize,
  });
};

const pairOfQuery = (call: ResourceCall): [string, string] => {
  const one = queryValue(call.query, 'personNum');
  const other = queryValue(call.query, 'otherPersonNum');
  if (!one || !other)
    throw badRequest('请提供两份档案的个人编号', one ? 'otherPersonNum' : 'personNum');
  if (one === other) throw badRequest('请选择两份不同的档案', 'otherPersonNum');
  return [one, other];
};

/** The fields compared side by side: what staff write on the cover and the personal form. */
const comparedFields = (): string[] => [...persons().inputFields.keys(), 'hospitalId'];

/**
 * GET persons/duplicateCompare?personNum=&otherPersonNum=: both archives whole, the records of
 * each per family, the fields on which they differ, the rules pairing them and any 非重复
 * judgement. A view of both archives in the access trail.
 */
const duplicateCompareHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const [one, other] = pairOfQuery(call);
  const records = [readRecord(rc, persons(), one), readRecord(rc, persons(), other)];
  const [first, second] = records.map((record) => toOutput(persons(), record, rc.today));
  recordAuditEvent(rc.store.db, call.request, rc.access.user, {
    action: 'view',
    resource: 'persons',
    recordIds: [one, other],
    personNum: one,
    detail: '重复档案对比',
  });
  return ok({
    archives: [first, second],
    services: [serviceSummary(rc, one), serviceSummary(rc, other)],
    differences: differingFields(first ?? {}, second ?? {}, comparedFields()),
    rules: pairRules(rc.store.db, one, other),
    dismissal: dismissalOf(rc.store.db, one, other) ?? null,
  });
};

/**
 * POST persons/duplicateDismiss {personNum, otherPersonNum, reason}: the pair is two residents
 * (非重复); it leaves the list for good. Both archives must be the user's to change, the pair a
 * suspected one, and the reason given; the trail names who and why.
 */
const duplicateDismissHandler: ResourceHandler = ({ rc, body, request }) => {
  if (!isPlainObject(body)) throw badRequest('请求体应为 {personNum, otherPersonNum, reason}');
  const one = typeof body.personNum === 'string' ? body.personNum : '';
  const other = typeof body.otherPersonNum === 'string' ? body.otherPersonNum : '';
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!one || !other)
    throw badRequest('请提供两份档案的个人编号', one ? 'otherPersonNum' : 'personNum');
  if (one === other) throw badRequest('请选择两份不同的档案', 'otherPersonNum');
  if (!reason) throw badRequest('请填写判定为非重复的原因', 'reason');
  if (reason.length > DISMISS_REASON_MAX) {
    throw badRequest(`原因不能超过${DISMISS_REASON_MAX}个字`, 'reason');
  }
  rc.store.db.transaction(() => {
    writableRecord(rc, persons(), one);
    writableRecord(rc, persons(), other);
    rc.readModels.refresh();
    if (pairRules(rc.store.db, one, other).length === 0) {
      throw badRequest('这两份档案不是疑似重复档案', 'otherPersonNum');
    }
    dismissPair(rc.store.db, one, other, {
      reason,
      dismissedBy: rc.access.userName,
      dismissedAt: rc.now,
    });
    recordAuditEvent(rc.store.db, request, rc.access.user, {
      action: 'update',
      resource: 'persons',
      recordIds: [one, other],
      personNum: one,
      detail: `重复档案判定为非重复：${one}、${other}；原因：${reason}`,
    });
  })();
  return ok({ personNum: one, otherPersonNum: other }, '已标记为非重复档案');
};

/** GET persons/duplicateexcel[?rule=&hospitalId=]: the archives of the scope's pairs, by name. */
const duplicateExcelHandler: ResourceHandler = (call) => {
  const condition = inDuplicatePairCondition('r.id', { root: rootOf(call), rule: ruleOf(call) });
  call.rc.readModels.refresh();
  const query = Object.fromEntries(
    Object.entries(call.query).filter(([name]) => name !== 'rule' && name !== 'hospitalId'),
  );
  return excelReply(call, '重复档案', 'duplicate', (maxRows) =>
    exportRecords(call.rc, persons(), { SortField: 'name', SortOrder: 'asc', ...query }, maxRows, {
      extraWhere: [condition.sql],
      extraParams: condition.params,
    }),
  );
};

export const DUPLICATE_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  duplicatePairs: duplicatePairsHandler,
  duplicateCompare: duplicateCompareHandler,
  duplicateDismiss: duplicateDismissHandler,
  duplicateexcel: duplicateExcelHandler,
};
