import dayjs, { type Dayjs } from 'dayjs';

import { dateText } from '@/domain/calendar';
import { birthDateFromIdCard, isValidIdCard, sexFromIdCard } from '@/domain/identity';
import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';

/**
 * Typing a resident's ID number fills in what it encodes (spec 5): sex from the sequence
 * code's parity and the birth date from digits 7-14. Only a valid number fills anything, so
 * a half-typed one never overwrites what staff chose.
 */

const SEX_FIELDS = ['sex', 'gender'];
const BIRTH_FIELDS = ['birthDate', 'birthday'];

/** The field whose value drives the autofill: the family's own ID number, not a contact's. */
export const primaryIdField = (fields: readonly FieldSpec[]): FieldSpec | undefined =>
  fields.find((field) => field.kind === 'idCard' && field.name.toLowerCase() === 'idcardno') ??
  fields.find((field) => field.kind === 'idCard');

export const idCardAutofill = (
  fields: readonly FieldSpec[],
  idCardNo: string,
  today: string = dateText(),
): Record<string, string | Dayjs> => {
  const value = idCardNo.trim();
  if (!isValidIdCard(value, today)) return {};
  const patch: Record<string, string | Dayjs> = {};
  const sexField = fields.find((field) => SEX_FIELDS.includes(field.name) && !field.readonly);
  const sex = sexFromIdCard(value);
  if (sexField && sex) patch[sexField.name] = sex;
  const birthField = fields.find((field) => BIRTH_FIELDS.includes(field.name) && !field.readonly);
  const birth = birthDateFromIdCard(value);
  if (birthField && birth) patch[birthField.name] = dayjs(birth);
  return patch;
};

/** Families that can say whether an ID number is already on file (persons). */
export const canCheckDuplicateId = (family: ConcreteFamilySpec): boolean =>
  Boolean(family.extras.GetPersonByIDCardNo);
