import { lectureReportParams } from '@/domain/education';
import { ageFromBirthDate, birthDateFromIdCard } from '@/domain/identity';
import { ASSISTANT_TEXTS } from '@/features/assistant';
import { type ReportKind, type ReportParams } from '@/services/assistant';
import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';

import { cellText } from './cellText';
import { isEmptyValue } from './valueCodec';

/**
 * Records the AI assistant can turn into a document (spec 2.6, modes 2 and 3): a 健康体检表
 * becomes an examination report the doctor can hand to the resident, a 健康知识讲座 record the
 * lecture report (生成讲座报告, mode 2). The spec names no page that opens these modes; these
 * are where a township doctor would look for them.
 */
const REPORT_OF_FAMILY: Readonly<Record<string, ReportKind>> = {
  healthCheckTables: 'examination',
  healtheducations: 'lecture',
};

/** The action's text on a row and in the record dialog. */
export const REPORT_ACTION_LABEL: Readonly<Record<ReportKind, string>> = {
  examination: 'AI解读',
  lecture: '生成讲座报告',
};

/** Who the record is about and the audit trail are not findings. */
const NOT_FINDINGS = new Set(['基本信息']);
const AUDIT_FIELDS = new Set(['createdBy', 'createdAt', 'updatedBy', 'updatedAt']);

export const reportKindOf = (family: ConcreteFamilySpec): ReportKind | null =>
  REPORT_OF_FAMILY[family.id] ?? null;

const withUnit = (field: FieldSpec, text: string): string =>
  field.unit ? `${text} ${field.unit}` : text;

/**
 * The record's findings as one line of Chinese ("左侧血压 152/96 mmHg，空腹血糖 7.8 mmol/L…"):
 * every filled field outside the header, labels as the form shows them, blood pressure as a
 * systolic/diastolic pair the way doctors write it (血压 135/85 mmHg, 左侧血压 152/96 mmHg).
 */
export const findingsSummary = (fields: readonly FieldSpec[], row: ResourceRow): string => {
  // The blood pressure pairs as the fields declare them (bloodPressurePair): each 舒张压 is
  // declared below its 收缩压, so a systolic finds its diastolic here.
  const diastolicOf = new Map(
    fields.flatMap((field) =>
      field.pairedWith?.relation === 'lessThan' ? [[field.pairedWith.field, field] as const] : [],
    ),
  );
  const shown = (field: FieldSpec | undefined): field is FieldSpec =>
    field !== undefined &&
    !isEmptyValue(row[field.name]) &&
    cellText(field, row[field.name]) !== '';
  // A diastolic value goes with its systolic one when both are there, else stands alone.
  const withSystolic = new Set(
    fields.flatMap((field) => {
      const diastolic = diastolicOf.get(field.name);
      return shown(field) && shown(diastolic) ? [diastolic.name] : [];
    }),
  );
  const parts: string[] = [];
  for (const field of fields) {
    // Lookups (the institution) are ids here, and say nothing about the resident's health.
    if (NOT_FINDINGS.has(field.section ?? '') || AUDIT_FIELDS.has(field.name)) continue;
    if (field.kind === 'lookup') continue;
    const value = row[field.name];
    if (isEmptyValue(value) || withSystolic.has(field.name)) continue;
    const diastolic = diastolicOf.get(field.name);
    if (diastolic && withSystolic.has(diastolic.name)) {
      const side = field.label.replace(/收缩压$/, '');
      const dbp = cellText(diastolic, row[diastolic.name]);
      parts.push(withUnit(field, `${side}血压 ${cellText(field, value)}/${dbp}`));
      continue;
    }
    const text = cellText(field, value);
    if (text) parts.push(`${field.label} ${withUnit(field, text)}`);
  }
  return parts.join('，');
};

/** The report stream's body for an examination record: name, sex, age and the findings. */
export const examinationReportParams = (
  fields: readonly FieldSpec[],
  row: ResourceRow,
): ReportParams => {
  // The name goes unmasked: the report is about this resident, for their own doctor.
  const text = (name: string): string => {
    const field = fields.find((candidate) => candidate.name === name);
    const value = row[name];
    if (!field || isEmptyValue(value)) return '';
    return field.mask === 'name' ? String(value) : cellText(field, value);
  };
  const birth = birthDateFromIdCard(typeof row.IDCardNo === 'string' ? row.IDCardNo : '');
  const age = birth ? ageFromBirthDate(birth) : -1;
  return {
    name: text('name'),
    sex: text('sex'),
    ...(age >= 0 ? { age } : {}),
    summary: findingsSummary(fields, row),
  };
};

/** What opens the drawer for one record: the mode, the document's title and its input. */
export interface RecordReport {
  kind: ReportKind;
  title: string;
  params: ReportParams;
}

/**
 * The assistant's document for this record, or null when the family has none or the record is
 * not of the kind reported on (only a lecture, not a bulletin board, has a lecture report).
 */
export const recordReportOf = (
  family: ConcreteFamilySpec,
  row: ResourceRow,
): RecordReport | null => {
  const kind = reportKindOf(family);
  if (kind === 'examination') {
    return {
      kind,
      title: `${ASSISTANT_TEXTS.examinationTitle}解读`,
      params: examinationReportParams(family.fields ?? [], row),
    };
  }
  if (kind === 'lecture') {
    const params = lectureReportParams(row);
    return params ? { kind, title: ASSISTANT_TEXTS.lectureTitle, params } : null;
  }
  return null;
};
