import { type FieldKind, type FieldOption, type FieldSpec, type LookupSpec } from '../types';

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

export const text = ofKind('text');
export const textarea = ofKind('textarea');
export const integer = ofKind('integer');
export const decimal2 = ofKind('decimal2');
export const decimal4 = ofKind('decimal4');
export const date = ofKind('date');
export const datetime = ofKind('datetime');
export const bool = ofKind('boolean');
export const medications = ofKind('medications');
export const personName = (name: string, label: string, extra: FieldExtra = {}): FieldSpec =>
  ofKind('name')(name, label, { mask: 'name', ...extra });
export const idCard = (name: string, label: string, extra: FieldExtra = {}): FieldSpec =>
  ofKind('idCard')(name, label, { mask: 'idCard', ...extra });
export const phone = (name: string, label: string, extra: FieldExtra = {}): FieldSpec =>
  ofKind('phone')(name, label, { mask: 'phone', ...extra });

export const select = (
  name: string,
  label: string,
  options: readonly FieldOption[],
  extra: FieldExtra = {},
): FieldSpec => ({ name, label, kind: 'select', options, ...extra });

export const multiselect = (
  name: string,
  label: string,
  options: readonly FieldOption[],
  extra: FieldExtra = {},
): FieldSpec => ({ name, label, kind: 'multiselect', options, ...extra });

export const lookup = (
  name: string,
  label: string,
  source: LookupSpec,
  extra: FieldExtra = {},
): FieldSpec => ({ name, label, kind: 'lookup', lookup: source, ...extra });

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
