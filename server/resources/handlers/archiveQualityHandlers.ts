import {
  isQualityRuleCode,
  QUALITY_RULE_CODES,
  type QualityRuleCode,
} from '../../../src/domain/archives';
import {
  ARCHIVE_QUALITY_INDICATORS,
  type ArchiveQualityCount,
  indicatorValue,
} from '../../../src/domain/indicators';
import { scopeTree } from '../../chronic/indicators';
import { ok } from '../../http/envelope';
import { badRequest, outOfScope } from '../../http/resourceErrors';
import { failingCondition, failuresOf, qualityTally } from '../../readModels/qualityQueries';
import { scopeTalliesOf } from '../../readModels/scopeTallies';
import { familyModel } from '../familyModel';
import { type RecordContext } from '../recordOps';
import { exportRecords, listRecords } from '../resourceService';
import { excelReply } from './excelHandlers';
import { queryValue, type ResourceHandler } from './handlerTypes';

/**
 * 档案质控 (kernel src/domain/archives/quality): the 不规范档案 list with each archive's failed
 * rules, its Excel export, and the counts and figures (档案合格率, 档案动态使用率) per institution
 * of the user's scope. Reads go to the read models (server/readModels/qualityQueries.ts).
 */

const persons = () => familyModel('persons');

const dayOf = (rc: RecordContext) => ({ today: rc.today, due: rc.followUpRules.due });

/** `rule=` of the request: one rule, or every rule of the record when absent. */
const ruleOf = (query: Parameters<ResourceHandler>[0]['query']): QualityRuleCode | undefined => {
  const rule = queryValue(query, 'rule');
  if (!rule) return undefined;
  if (!isQualityRuleCode(rule)) throw badRequest(`质控规则“${rule}”不存在`, 'rule');
  return rule;
};

/** The list's own filters: the request less `rule` and `responsibleDoctor`. */
const withoutRule = (query: Parameters<ResourceHandler>[0]['query']) =>
  Object.fromEntries(
    Object.entries(query).filter(([name]) => name !== 'rule' && name !== 'responsibleDoctor'),
  );

/** `responsibleDoctor=`: the archives of one 责任医生 (the cover's name, as written). */
const DOCTOR_MAX = 50;
const doctorOf = (query: Parameters<ResourceHandler>[0]['query']): string | undefined => {
  const doctor = queryValue(query, 'responsibleDoctor');
  if (doctor && doctor.length > DOCTOR_MAX) {
    throw badRequest(`责任医生不能超过${DOCTOR_MAX}个字`, 'responsibleDoctor');
  }
  return doctor;
};

const listOptions = (
  rc: RecordContext,
  rule: QualityRuleCode | undefined,
  doctor: string | undefined,
) => {
  rc.readModels.refresh();
  const condition = failingCondition('r.id', dayOf(rc), rule);
  return doctor
    ? {
        extraWhere: [condition.sql, "json_extract(r.data, '$.responsibleDoctor') = ?"],
        extraParams: [...condition.params, doctor],
      }
    : { extraWhere: [condition.sql], extraParams: condition.params };
};

/** GET persons/nostand[?rule=&responsibleDoctor=]: archives in the user's hospitals failing a rule, with their failures. */
export const nostandHandler: ResourceHandler = ({ rc, query }) => {
  const page = listRecords(
    rc,
    persons(),
    withoutRule(query),
    listOptions(rc, ruleOf(query), doctorOf(query)),
  );
  const failures = failuresOf(
    rc.store.db,
    page.items.map((item) => String(item.personNum)),
    dayOf(rc),
  );
  return ok({
    ...page,
    items: page.items.map((item) => ({
      ...item,
      qualityFailures: failures.get(String(item.personNum)) ?? [],
    })),
  });
};

/** GET persons/nostandexcel[?rule=]: the same archives as a workbook. */
export const nostandExcelHandler: ResourceHandler = (call) => {
  const options = listOptions(call.rc, ruleOf(call.query), doctorOf(call.query));
  return excelReply(call, '不规范档案', 'nostand', (maxRows) =>
    exportRecords(call.rc, persons(), withoutRule(call.query), maxRows, options),
  );
};

/**
 * GET persons/nostandSummary[?hospitalId=]: per institution of the scope (the root first, then
 * each below it), the in-file archives, those failing each rule, and 档案合格率 and 档案动态使用率
 * over its subtree. A count's drill-down is persons/nostand of that institution and rule.
 */
export const nostandSummaryHandler: ResourceHandler = ({ rc, query }) => {
  const asked = queryValue(query, 'hospitalId');
  const root = asked ?? rc.access.user.manageRoot;
  if (!rc.access.managed.has(root)) throw outOfScope();
  rc.readModels.refresh();
  const kept = scopeTalliesOf(rc.store.db).read(qualityTally(dayOf(rc)), root);
  const own = new Map(kept.map((row) => [row.hospitalId, row.counts]));
  const nodes = scopeTree(rc.store.db, root);
  const children = new Map<string, string[]>();
  for (const node of nodes) {
    if (node.parent_id)
      children.set(node.parent_id, [...(children.get(node.parent_id) ?? []), node.hosp_id]);
  }
  const names = ['archives', 'qualified', 'dynamic', ...QUALITY_RULE_CODES];
  const subtree = (id: string): Record<string, number> => {
    const sums = Object.fromEntries(names.map((name) => [name, own.get(id)?.[name] ?? 0]));
    for (const child of children.get(id) ?? []) {
      const counts = subtree(child);
      for (const name of names) sums[name] = (sums[name] ?? 0) + (counts[name] ?? 0);
    }
    return sums;
  };
  const rows = nodes.map((node) => {
    const counts = subtree(node.hosp_id);
    return {
      hospitalId: node.hosp_id,
      hospitalName: node.hosp_name,
      parentId: node.hosp_id === root ? null : node.parent_id,
      depth: node.depth,
      counts,
      figures: Object.fromEntries(
        ARCHIVE_QUALITY_INDICATORS.map((indicator) => [
          indicator.id,
          indicatorValue(indicator, counts as Record<ArchiveQualityCount, number>, {}),
        ]),
      ),
    };
  });
  return ok({ today: rc.today, rows });
};
