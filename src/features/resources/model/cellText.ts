import { tableText } from '@/domain/fields';
import { maskIdentifier } from '@/domain/identity';
import { type FieldSpec, optionLabel } from '@/services/contract';
import { formatDate } from '@/shared/time';

import { isEmptyValue, toCodeList, toFlag, toMedications, toServiceItems } from './valueCodec';

const scalarText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

/**
 * The text of one value in a table cell or a read-only view: masked where spec 5 masks,
 * codes as their labels, dates formatted. Lookups are resolved by the caller, which holds
 * the other family's records.
 */
export const cellText = (field: FieldSpec, value: unknown): string => {
  if (isEmptyValue(value)) return '';
  // A value the server sent masked (a user without 查看完整信息) is shown as it came. Names are
  // the server's to mask (NAME_MASKING: whole for the user's own residents by default).
  if (field.mask === 'name') return scalarText(value);
  if (field.mask) return maskIdentifier(field.mask, scalarText(value));
  switch (field.kind) {
    case 'select':
      return optionLabel(field, scalarText(value));
    case 'multiselect':
      return toCodeList(value)
        .map((code) => optionLabel(field, code))
        .join('、');
    case 'date':
      return formatDate(scalarText(value)) || scalarText(value);
    case 'datetime':
      return formatDate(scalarText(value), 'YYYY-MM-DD HH:mm') || scalarText(value);
    case 'boolean':
      return toFlag(value) ? '是' : '否';
    case 'serviceItems':
      return toServiceItems(value)
        .map((entry) => `${entry.name}${entry.times}次`)
        .join('、');
    case 'medications':
      return toMedications(value)
        .map((entry) => entry.drug)
        .filter(Boolean)
        .join('、');
    case 'table':
      return tableText(field.columns ?? [], value);
    default:
      return scalarText(value);
  }
};

/** The column heading: the label, with the unit where the field has one. */
export const columnTitle = (field: FieldSpec): string =>
  field.unit ? `${field.label}（${field.unit}）` : field.label;
