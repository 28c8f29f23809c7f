import { diastolicPairing, measureBounds } from '../../../../domain/measures';
import {
  type FieldKind,
  type FieldOption,
  type FieldSpec,
  type LookupSpec,
  type TableColumnSpec,
} from '../types';

/** What a field may add to its name, label and kind. */
export type FieldExtra = Omit<FieldSpec, 'name' | 'label' | 'kind' | 'options' | 'lookup'>;

const ofKind =
  (kind: FieldKind) =>
  (name: string, label: string, extra: FieldExtra = {}): FieldSpec => ({
    name,
    label,
    kind,
    ...extra,
  });

const masked =
  (kind: FieldKind, mask: NonNullable<FieldSpec['mask']>) =>
  (name: string, label: string, extra: FieldExtra = {}): FieldSpec =>
    ofKind(kind)(name, label, { mask, ...extra });

const choice =
  (kind: 'select' | 'multiselect') =>
  (
    name: string,
    label: string,
    options: readonly FieldOption[],
    extra: FieldExtra = {},
  ): FieldSpec => ({
    name,
    label,
    kind,
    options,
    ...extra,
  });

/**
 * The field builders, one per kind, used as `field.date('VisitDate', '随访日期')`: one import
 * for them all, so that a fields file names what it builds and not a list of helpers.
 */
export const field = {
  text: ofKind('text'),
  textarea: ofKind('textarea'),
  integer: ofKind('integer'),
  decimal2: ofKind('decimal2'),
  decimal4: ofKind('decimal4'),
  date: ofKind('date'),
  datetime: ofKind('datetime'),
  bool: ofKind('boolean'),
  medications: ofKind('medications'),
  personName: masked('name', 'name'),
  idCard: masked('idCard', 'idCard'),
  phone: masked('phone', 'phone'),
  select: choice('select'),
  multiselect: choice('multiselect'),
  lookup: (name: string, label: string, source: LookupSpec, extra: FieldExtra = {}): FieldSpec => ({
    name,
    label,
    kind: 'lookup',
    lookup: source,
    ...extra,
  }),
  /** 服务项目: rows of item, 履约依据 (one of `rules`) and times a year. */
  serviceItems: (
    name: string,
    label: string,
    rules: readonly FieldOption[],
    extra: FieldExtra = {},
  ): FieldSpec => ({ name, label, kind: 'serviceItems', options: rules, ...extra }),
  /** Rows of `columns`, at most `maxRows` (the paper's rows). */
  table: (
    name: string,
    label: string,
    columns: readonly TableColumnSpec[],
    maxRows: number,
    extra: FieldExtra = {},
  ): FieldSpec => ({ name, label, kind: 'table', columns, maxRows, ...extra }),
};

type ColumnExtra = Pick<TableColumnSpec, 'maxLength' | 'required'>;

/** The column builders of a `table` field, by the kind of cell. */
export const column = {
  text: (name: string, label: string, extra: ColumnExtra = {}): TableColumnSpec => ({
    name,
    label,
    kind: 'text',
    maxLength: 100,
    ...extra,
  }),
  date: (name: string, label: string, extra: ColumnExtra = {}): TableColumnSpec => ({
    name,
    label,
    kind: 'date',
    ...extra,
  }),
  /** 'YYYY-MM': the paper's 年 月 (住院史 dates are written as a 4-digit year and a month). */
  month: (name: string, label: string, extra: ColumnExtra = {}): TableColumnSpec => ({
    name,
    label,
    kind: 'month',
    ...extra,
  }),
  select: (
    name: string,
    label: string,
    options: readonly FieldOption[],
    extra: ColumnExtra = {},
  ): TableColumnSpec => ({ name, label, kind: 'select', options, ...extra }),
};

/** Blood pressure bounds the platform accepts (mmHg). */
/**
 * A blood pressure reading as every form records it, 收缩压 then 舒张压 ([name, label] of each):
 * integers within the kernel's plausible bounds (measureBounds), the diastolic declared below the systolic by at least
 * MIN_PULSE_PRESSURE. The declaration is the pair rule; the form and the server both check it.
 */
export const bloodPressurePair = (
  [systolicName, systolicLabel]: readonly [name: string, label: string],
  [diastolicName, diastolicLabel]: readonly [name: string, label: string],
  extra: FieldExtra = {},
): [FieldSpec, FieldSpec] => [
  field.integer(systolicName, systolicLabel, { ...extra, ...measureBounds('sbp') }),
  field.integer(diastolicName, diastolicLabel, {
    ...extra,
    ...measureBounds('dbp'),
    pairedWith: diastolicPairing(systolicName),
  }),
];

/** Where a lookup field picks from: a family's records, by their value and label fields. */
export const lookupSource = (
  family: string,
  labelField: string,
  valueField = 'ID',
): LookupSpec => ({
  family,
  valueField,
  labelField,
});

/** Options coded '1', '2', … in the order given: the numbering the national forms print. */
export const codes = (...labels: string[]): FieldOption[] =>
  labels.map((label, index) => ({ value: String(index + 1), label }));

/** Options with explicit codes, written 'code:label'. */
export const coded = (...entries: string[]): FieldOption[] =>
  entries.map((entry) => {
    const at = entry.indexOf(':');
    return { value: entry.slice(0, at), label: entry.slice(at + 1) };
  });

/** Marks every field of a group as belonging to one form section. */
export const section = (title: string, fields: readonly FieldSpec[]): FieldSpec[] =>
  fields.map((field) => ({ ...field, section: title }));
