import { type FormProps } from 'antd';

type FieldData = Parameters<NonNullable<FormProps['onFieldsChange']>>[1][number];

/** The first validation message of each field of a form, by the field's name. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/**
 * The messages `fields` carry, or `shown` itself when they are the ones already shown: the form
 * reports its fields on every key, and an unchanged object keeps React from rendering again.
 */
export const errorsOf = (fields: readonly FieldData[], shown: FieldErrors): FieldErrors => {
  const next: Record<string, string> = {};
  for (const field of fields) {
    const message = field.errors?.[0];
    if (message !== undefined) next[[field.name].flat().join('.')] = message;
  }
  const same =
    Object.keys(next).length === Object.keys(shown).length &&
    Object.entries(next).every(([name, message]) => shown[name] === message);
  return same ? shown : next;
};
