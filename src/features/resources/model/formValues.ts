import dayjs, { type Dayjs } from 'dayjs';

import { tableRowsOf } from '@/domain/fields';
import { type FieldSpec } from '@/services/contract';

import { isEmptyValue, toCodeList, toFlag, toMedications, toServiceItems } from './valueCodec';

/**
 * Between a record as the server sends it and the values of the antd form: dates become dayjs
 * for the pickers and go back as the server's text, codes are strings, multi-choices lists.
 */

export type FormValues = Record<string, unknown>;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const toDayjs = (value: unknown): Dayjs | undefined => {
  if (isEmptyValue(value) || (typeof value !== 'string' && typeof value !== 'number')) {
    return undefined;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
};

const toFormValue = (field: FieldSpec, value: unknown): unknown => {
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return toDayjs(value);
    case 'multiselect':
      return toCodeList(value);
    case 'medications':
      return toMedications(value);
    case 'serviceItems':
      return toServiceItems(value);
    case 'table':
      return tableRowsOf(value);
    case 'boolean':
      return toFlag(value);
    case 'select':
    case 'lookup':
      return isEmptyValue(value) ? undefined : String(value);
    default:
      return isEmptyValue(value) ? undefined : value;
  }
};

/** The form's initial values from a record or `formInit`'s defaults. */
export const toFormValues = (
  fields: readonly FieldSpec[],
  record: Record<string, unknown> | undefined,
): FormValues => {
  const values: FormValues = {};
  for (const field of fields) {
    const value = toFormValue(field, record?.[field.name]);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
};

const NUMERIC = new Set(['number', 'integer', 'decimal2', 'decimal4']);

const toBodyValue = (field: FieldSpec, value: unknown): unknown => {
  if (dayjs.isDayjs(value)) {
    return value.format(field.kind === 'datetime' ? DATE_TIME_FORMAT : DATE_FORMAT);
  }
  if (field.kind === 'multiselect') return toCodeList(value);
  if (field.kind === 'medications') {
    return toMedications(value).filter((entry) => entry.drug.trim() !== '');
  }
  if (field.kind === 'serviceItems') {
    return toServiceItems(value).filter((entry) => entry.name.trim() !== '');
  }
  if (field.kind === 'table') {
    return tableRowsOf(value).filter((row) => Object.values(row).some((cell) => cell.trim()));
  }
  if (field.kind === 'boolean') return toFlag(value);
  if (isEmptyValue(value) || (typeof value === 'string' && value.trim() === '')) return null;
  if (NUMERIC.has(field.kind)) {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isFinite(n) ? n : null;
  }
  return typeof value === 'string' ? value.trim() : value;
};

/**
 * The body of a save: the form's editable fields only (a cleared field is sent as null, so
 * the server clears it). Read-only and server-written fields are left out, and so is whatever
 * else the record carried (hospitalName, age): the server refuses fields a form does not have,
 * and leaves fields a body does not name as they were.
 */
export const toRequestBody = (
  fields: readonly FieldSpec[],
  values: FormValues,
): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readonly) continue;
    body[field.name] = toBodyValue(field, values[field.name]);
  }
  return body;
};

/**
 * A form's values as plain JSON, read-only fields too (the resident's header a pick filled):
 * what a draft kept through a reload holds, read back with toFormValues.
 */
export const toDraftBody = (
  fields: readonly FieldSpec[],
  values: FormValues,
): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field.name] = toBodyValue(field, values[field.name]);
  return body;
};
