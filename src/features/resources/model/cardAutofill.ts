import dayjs, { type Dayjs } from 'dayjs';

import { type FieldSpec } from '@/services/contract';

import { idCardAutofill, primaryIdField } from './idAutofill';

/**
 * A read ID card into a resident form: name, sex, nation, birth date, address and ID number.
 * Sex and birth date come from the ID number by the same helpers as typing it (spec 5), so a
 * read card and a typed number always agree; the card's own values only fill in when its
 * number is not a valid one.
 */

/** The card's fields this form can take (the devices feature's CardFields, structurally). */
export interface ReadCard {
  name: string;
  sex: string;
  nation: string;
  birthDate: string;
  address: string;
  idCardNo: string;
}

const writable = (fields: readonly FieldSpec[], name: string): FieldSpec | undefined =>
  fields.find((field) => field.name === name && !field.readonly);

/** The option whose label is the card's nation (汉族 → '01'), by the field's own choices. */
const nationCode = (field: FieldSpec, nation: string): string | undefined =>
  field.options?.find((option) => option.label === nation)?.value;

export const cardAutofill = (
  fields: readonly FieldSpec[],
  card: ReadCard,
  today?: string,
): Record<string, string | Dayjs> => {
  const patch: Record<string, string | Dayjs> = {};
  const idField = primaryIdField(fields);
  if (idField && !idField.readonly && card.idCardNo) patch[idField.name] = card.idCardNo;
  const nameField = writable(fields, 'name');
  if (nameField && card.name) patch[nameField.name] = card.name;
  const sexField = writable(fields, 'sex') ?? writable(fields, 'gender');
  if (sexField && card.sex) patch[sexField.name] = card.sex;
  const birthField = writable(fields, 'birthDate') ?? writable(fields, 'birthday');
  if (birthField && card.birthDate && dayjs(card.birthDate).isValid())
    patch[birthField.name] = dayjs(card.birthDate);
  const nationField = writable(fields, 'nation');
  const nation = nationField && nationCode(nationField, card.nation);
  if (nationField && nation) patch[nationField.name] = nation;
  const addressField = writable(fields, 'address');
  if (addressField && card.address) patch[addressField.name] = card.address;
  return { ...patch, ...idCardAutofill(fields, card.idCardNo, today) };
};
