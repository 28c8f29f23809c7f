import {
  checkFieldValue,
  isBlankValue,
  recordIssues,
  requiredMessage,
} from '../../../src/domain/fields';
import { type FieldSpec } from '../../../src/services/contract/catalogue';
import { badRequest, type FieldIssue, invalid, RESOURCE_MESSAGES } from '../../http/resourceErrors';
import { FIELD_NAME, type FamilyModel } from '../familyModel';
import { checkFreeField } from './freeFields';
import { isMaskedIdentifier, maskedIdentifierMessage } from './maskedInput';

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
    if (isMaskedIdentifier(name, raw)) {
      // A mask the edit did not put back (restoreMaskedIdentifiers) stands for no number.
      issues.push({ field: name, message: maskedIdentifierMessage(field?.label ?? name) });
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

/**
 * The whole record after a create or update: required fields and the kernel's record checks
 * (dates in order and after the resident's birth, a next visit within its window, 性别 and 出生日期
 * as the ID number says). `birthDate` is the resident's, for records that do not hold it.
 */
export const assertComplete = (
  model: FamilyModel,
  data: RecordData,
  today: string,
  birthDate?: string,
): void => {
  const issues: FieldIssue[] = [];
  for (const field of model.inputFields.values()) {
    if (field.required && !isPresent(data[field.name])) {
      issues.push({ field: field.name, message: requiredMessage(field) });
    }
  }
  issues.push(...recordIssues(model.fields, data, { today, birthDate }));
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
