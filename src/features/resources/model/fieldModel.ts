import {
  type ConcreteFamilySpec,
  fieldLabel,
  type FieldKind,
  type FieldSpec,
} from '@/services/contract';

import { inReadingOrder } from './listColumnOrder';

/** Columns a family without `list` fields shows: enough to tell records apart, no more. */
export const FALLBACK_COLUMN_COUNT = 8;

/**
 * Personal names among the field names older endpoints send. Only people's names are masked
 * (spec 5): hospName or codeName are not personal data.
 */
const PERSON_NAME_FIELDS = new Set([
  'name',
  'personName',
  'patientName',
  'childName',
  'residentName',
  'headName',
  'contactName',
]);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;

const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/** The kind and mask a field of unknown shape most likely has, from its name and a sample. */
const inferKind = (name: string, sample: unknown): Pick<FieldSpec, 'kind' | 'mask'> => {
  const lower = name.toLowerCase();
  if (lower.includes('idcard')) return { kind: 'idCard', mask: 'idCard' };
  if (/(phone|mobile|^tel$)/.test(lower)) return { kind: 'phone', mask: 'phone' };
  if (PERSON_NAME_FIELDS.has(lowerFirst(name))) return { kind: 'name', mask: 'name' };
  if (typeof sample === 'boolean') return { kind: 'boolean' };
  if (typeof sample === 'number') return { kind: 'number' };
  if (typeof sample === 'string' && DATE_ONLY.test(sample)) return { kind: 'date' };
  if (typeof sample === 'string' && DATE_TIME.test(sample)) return { kind: 'datetime' };
  return { kind: 'text' };
};

/**
 * A field spec for a column the server sent but the catalogue does not declare: labelled from
 * the field dictionary, and a lifecycle status shows its states' labels.
 */
export const inferField = (
  family: ConcreteFamilySpec,
  name: string,
  sample: unknown,
): FieldSpec => {
  const lifecycle = family.lifecycles.find((item) => item.field === name);
  if (lifecycle) {
    return {
      name,
      label: lifecycle.label,
      kind: 'select',
      options: lifecycle.states,
      readonly: true,
    };
  }
  return { name, label: fieldLabel(family, name), ...inferKind(name, sample) };
};

const isScalar = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The scalar columns the rows carry, in the order they first appear, id field first. */
export const inferFields = (
  family: ConcreteFamilySpec,
  rows: readonly Record<string, unknown>[],
): FieldSpec[] => {
  const samples = new Map<string, unknown>();
  for (const row of rows.slice(0, 20)) {
    for (const [name, value] of Object.entries(row)) {
      if (!isScalar(value)) continue;
      const known = samples.get(name);
      if (known === undefined || known === null) samples.set(name, value);
    }
  }
  const names = [...samples.keys()].sort((a, b) =>
    a === family.idField ? -1 : b === family.idField ? 1 : 0,
  );
  return names.map((name) => inferField(family, name, samples.get(name)));
};

/** Kinds a table cell cannot show in one line. */
const NOT_LISTABLE: readonly FieldKind[] = ['medications', 'serviceItems', 'table', 'textarea'];

/** The columns to show: the declared list fields, else the first few, else what rows carry. */
const shownFields = (
  family: ConcreteFamilySpec,
  rows: readonly Record<string, unknown>[],
): FieldSpec[] => {
  const declared = family.fields;
  if (!declared?.length) return inferFields(family, rows);
  const listed = declared.filter((field) => field.list);
  if (listed.length) return listed;
  return declared
    .filter((field) => !NOT_LISTABLE.includes(field.kind))
    .slice(0, FALLBACK_COLUMN_COUNT);
};

/** The table's columns, in reading order: name first, identifiers last (listColumnOrder.ts). */
export const listFields = (
  family: ConcreteFamilySpec,
  rows: readonly Record<string, unknown>[],
): FieldSpec[] => inReadingOrder(family, shownFields(family, rows));

/**
 * Families whose list has one search box before its filters, with its hint. The residents' box
 * takes a name fragment, an ID number or its last 4-8 characters, a phone or an archive number;
 * the server tells them apart (server/resources/store/residentSearch.ts).
 */
const QUICK_SEARCH: Readonly<Record<string, string>> = {
  persons: '姓名/身份证号(后4-8位)/手机号/档案编号',
};

/** The hint of the family's search box, or undefined when its list has none. */
export const quickSearchHint = (family: ConcreteFamilySpec): string | undefined =>
  Object.hasOwn(QUICK_SEARCH, family.id) ? QUICK_SEARCH[family.id] : undefined;

/** The search form's fields. */
export const filterFields = (family: ConcreteFamilySpec): FieldSpec[] =>
  (family.fields ?? []).filter(
    (field) =>
      field.filter &&
      field.kind !== 'medications' &&
      field.kind !== 'serviceItems' &&
      field.kind !== 'table',
  );

export type FormMode = 'create' | 'edit' | 'view';

/** Fields the server writes on every record (ids, audit trail, names it joins in). */
const SERVER_WRITTEN = new Set([
  'ID',
  'id',
  'createdBy',
  'createdAt',
  'updatedBy',
  'updatedAt',
  'createUser',
  'createTime',
  'updateUser',
  'updateTime',
  'hospitalName',
]);

/**
 * The dialog's fields. A new record has no server-set values to show, so read-only fields
 * appear only on an existing one, and then only when the record has a value for them.
 * Without declared fields the form is built from the record (or `formInit`'s defaults).
 */
export const formFields = (
  family: ConcreteFamilySpec,
  mode: FormMode,
  record: Record<string, unknown> | undefined,
): FieldSpec[] => {
  const declared = family.fields?.length
    ? [...family.fields]
    : inferFields(family, record ? [record] : []).map((field) =>
        field.name === family.idField || SERVER_WRITTEN.has(field.name)
          ? { ...field, readonly: true }
          : field,
      );
  return declared.filter((field) => {
    if (!field.readonly) return true;
    if (mode === 'create') return false;
    const value = record?.[field.name];
    return value !== undefined && value !== null && value !== '';
  });
};

export interface FieldGroup {
  /** The form section; undefined for fields outside any section. */
  title: string | undefined;
  fields: FieldSpec[];
}

/** Fields grouped by section, sections in the order they first appear. */
export const groupBySection = (fields: readonly FieldSpec[]): FieldGroup[] => {
  const groups = new Map<string | undefined, FieldSpec[]>();
  for (const field of fields) {
    const list = groups.get(field.section) ?? [];
    list.push(field);
    groups.set(field.section, list);
  }
  return [...groups].map(([title, list]) => ({ title, fields: list }));
};

/**
 * About what a dialog shows of a form on a 768-px clinic screen before scrolling: the two
 * columns of the national form's first sections. A dialog paints these sections first and the
 * rest right after (RecordForm's `restShown`), so a new form is ready to type in at once.
 */
export const FIRST_SCREEN_FIELDS = 12;

/** How many of the groups, whole and in order, a form's first paint holds. */
export const firstScreenGroupCount = (groups: readonly FieldGroup[]): number => {
  let fields = 0;
  let count = 0;
  while (count < groups.length && fields < FIRST_SCREEN_FIELDS) {
    fields += groups[count]!.fields.length;
    count += 1;
  }
  return count;
};

/** Kinds whose input spans the whole row of the two-column grid. */
export const isWideField = (field: FieldSpec): boolean =>
  field.kind === 'textarea' ||
  field.kind === 'medications' ||
  field.kind === 'serviceItems' ||
  field.kind === 'table' ||
  field.scale !== undefined ||
  (field.kind === 'multiselect' && (field.options?.length ?? 0) > 4);
