import {
  checkFieldValue,
  isBlankValue,
  pairIssues,
  requiredMessage,
} from '../../../src/domain/fields';
import { birthDateFromIdCard, sexFromIdCard } from '../../../src/domain/identity';
import { type FieldSpec } from '../../../src/services/contract/catalogue';
import { badRequest, type FieldIssue, invalid, RESOURCE_MESSAGES } from '../../http/resourceErrors';
import { FIELD_NAME, type FamilyModel } from '../familyModel';
import { checkFreeField } from './freeFields';

export type RecordData = Record<string, unknown>;

/** A checked body: the values to set and the fields the client blanked out. */
export interface ParsedInput {
  values: RecordData;
  cleared: string[];
}

const MAX_FIELDS = 300;

export const isPlainObject = (body: unknown): body is RecordData =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Reads a create/update body against the family's fields: unknown fields, wrong types, ranges,
 * lengths, codes, ID numbers and future dates of past events are refused (400, every problem
 * listed), each in the words the form uses (the kernel's field checks). Server-written fields
 * (id, audit trail, statuses, readonly fields) are ignored, so a client may send a record back.
 */
export const parseInput = (model: FamilyModel, body: unknown, today: string): ParsedInput => {
  if (!isPlainObject(body)) throw badRequest(RESOURCE_MESSAGES.bodyNotObject);
  const entries = Object.entries(body);
  if (entries.length > MAX_FIELDS) throw badRequest(`字段数量不能超过${MAX_FIELDS}个`);
  const issues: FieldIssue[] = [];
  const unknown: string[] = [];
  const values: RecordData = {};
  const cleared: string[] = [];

  for (const [name, raw] of entries) {
    const isHospital = name === model.hospitalField && name !== model.idField;
    if (model.serverFields.has(name) && !isHospital) continue;
    let field: FieldSpec | undefined;
    if (model.declared) {
      field = model.inputFields.get(name);
      if (!field) {
        unknown.push(name);
        continue;
      }
    } else if (!FIELD_NAME.test(name)) {
      unknown.push(name);
      continue;
    }
    const result = field ? checkFieldValue(field, raw, { today }) : checkFreeField(name, raw);
    if (result.kind === 'error') issues.push({ field: name, message: result.message });
    else if (result.kind === 'empty') cleared.push(name);
    else values[name] = result.value;
  }
  if (unknown.length > 0) {
    issues.unshift({ field: unknown.join(','), message: `未知字段：${unknown.join('、')}` });
  }
  if (issues.length > 0) throw invalid(issues);
  return { values, cleared };
};

const isPresent = (value: unknown): boolean => !isBlankValue(value);

/** [earlier, later] pairs. */
const DATE_ORDER: readonly [string, string][] = [
  ['startDate', 'endDate'],
  ['visitDate', 'nextVisitDate'],
  ['birthDate', 'deathDate'],
];

const labelOf = (model: FamilyModel, name: string): string =>
  model.fieldByName.get(name)?.label ?? name;

const crossFieldIssues = (model: FamilyModel, data: RecordData, today: string): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const has = (name: string) => model.fieldByName.has(name) && isPresent(data[name]);
  // Paired values (舒张压 below 收缩压) as their fields declare them.
  issues.push(...pairIssues(model.fields, data, { today }));
  for (const [earlier, later] of DATE_ORDER) {
    if (has(earlier) && has(later) && String(data[later]) < String(data[earlier])) {
      issues.push({
        field: later,
        message: `${labelOf(model, later)}不能早于${labelOf(model, earlier)}`,
      });
    }
  }
  if (has('IDCardNo')) {
    const id = String(data.IDCardNo);
    // 0 未知的性别 and 9 未说明的性别 (GB/T 2261.1) leave the sex open: they contradict no ID.
    const statedSex = data.sex === '1' || data.sex === '2';
    if (has('sex') && statedSex && data.sex !== sexFromIdCard(id)) {
      issues.push({ field: 'sex', message: `${labelOf(model, 'sex')}与身份证号不一致` });
    }
    if (has('birthDate') && data.birthDate !== birthDateFromIdCard(id)) {
      issues.push({
        field: 'birthDate',
        message: `${labelOf(model, 'birthDate')}与身份证号不一致`,
      });
    }
  }
  return issues;
};

/** The whole record after a create or update: required fields and the cross-field rules. */
export const assertComplete = (model: FamilyModel, data: RecordData, today: string): void => {
  const issues: FieldIssue[] = [];
  for (const field of model.inputFields.values()) {
    if (field.required && !isPresent(data[field.name])) {
      issues.push({ field: field.name, message: requiredMessage(field) });
    }
  }
  issues.push(...crossFieldIssues(model, data, today));
  if (issues.length > 0) throw invalid(issues);
};

/** Ids of a batch call: a JSON array (or `{ids: [...]}`) of strings or numbers. */
export const parseIds = (body: unknown, max = 1000): string[] => {
  const list = isPlainObject(body) ? body.ids : body;
  if (!Array.isArray(list)) throw badRequest('请求体应为编号列表');
  const ids = (list as unknown[]).map((id) =>
    typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '',
  );
  if (ids.some((id) => id === '' || id.length > 64)) throw badRequest('编号列表中有无效的编号');
  if (ids.length === 0) throw badRequest(RESOURCE_MESSAGES.idsRequired);
  if (ids.length > max) throw badRequest(`一次最多操作${max}条记录`);
  return [...new Set(ids)];
};
