import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';

/*
 * The order of a list's columns (spec 2.1 lists; fitted to the clinic's 1366×768 screen): first
 * what a person looks for — the resident's name, 性别, 出生日期, 电话, the village or institution —
 * then the family's own values in their catalogue order, then long texts (住址), and the
 * identifiers (个人编号, 档案编号, 身份证号) last, shown in narrower cells (columns.tsx).
 */

/** The resident's own name among the name fields (a 随访医生签名 is staff, not the resident). */
const RESIDENT_NAME_FIELDS = new Set([
  'name',
  'personName',
  'patientName',
  'childName',
  'residentName',
  'headName',
]);

/** Numbers that file a record or a person: read when needed, never looked for first. */
const NUMBER_FIELDS = new Set([
  'personNum',
  'PersonNum',
  'fileNum',
  'familyCode',
  'headPersonNum',
  'ID',
  'id',
]);

/** Whether a column holds an identifier (an ID number or a filing number). */
export const isIdentifierField = (family: ConcreteFamilySpec, field: FieldSpec): boolean =>
  field.kind === 'idCard' || NUMBER_FIELDS.has(field.name) || field.name === family.idField;

const isResidentName = (field: FieldSpec): boolean =>
  field.kind === 'name' && RESIDENT_NAME_FIELDS.has(field.name);

const isBirthDate = (field: FieldSpec): boolean =>
  field.kind === 'date' && /^birth(Date|day)$/i.test(field.name);

const isPlace = (field: FieldSpec): boolean =>
  field.kind === 'lookup' && ['hospitals', 'regions'].includes(field.lookup?.family ?? '');

/** Where a column goes: lower first; columns of one rank keep the catalogue's order. */
const rankOf = (family: ConcreteFamilySpec, field: FieldSpec): number => {
  if (isIdentifierField(family, field)) return 9;
  if (isResidentName(field)) return 0;
  if (field.name === 'sex') return 1;
  if (isBirthDate(field)) return 2;
  if (field.kind === 'phone') return 3;
  if (isPlace(field)) return 4;
  if (field.kind === 'text' && (field.maxLength ?? 0) >= 100) return 6;
  return 5;
};

/** The columns in the order a person reads them (stable within a rank). */
export const inReadingOrder = (
  family: ConcreteFamilySpec,
  fields: readonly FieldSpec[],
): FieldSpec[] =>
  fields
    .map((field, index) => ({ field, index, rank: rankOf(family, field) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ field }) => field);
