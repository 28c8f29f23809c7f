import { fieldDictionary } from './fieldDictionary';
import { type ConcreteFamilySpec, type FieldSpec } from './types';

export const findField = (family: ConcreteFamilySpec, name: string): FieldSpec | undefined =>
  family.fields?.find((field) => field.name === name);

/** The Chinese label of a field: declared, else the dictionary's, else a lifecycle's, else the name. */
export const fieldLabel = (family: ConcreteFamilySpec, name: string): string =>
  findField(family, name)?.label ??
  fieldDictionary[name] ??
  family.lifecycles.find((lifecycle) => lifecycle.field === name)?.label ??
  name;

/** The Chinese label of a coded value, or the value itself when the code is unknown. */
export const optionLabel = (
  field: FieldSpec,
  value: string | number | null | undefined,
): string => {
  if (value === null || value === undefined) return '';
  const code = String(value);
  return field.options?.find((option) => option.value === code)?.label ?? code;
};
