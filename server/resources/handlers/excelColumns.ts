import { tableText } from '../../../src/domain/fields';
import {
  type FieldSpec,
  fieldLabel,
  type MedicationEntry,
  type ServiceItemEntry,
  optionLabel,
} from '../../../src/services/contract/catalogue';
import { type Cell, type Column } from '../../shared/excel/workbook';
import { type FamilyModel } from '../familyModel';
import { textOf } from '../recordValues';

/** Identifiers arrive masked for a user without 查看完整信息 (excelReply); nothing secret ever leaves. */
const SECRET = /password|passwd|pwd|credential|secret|token/i;

/** Excel's limit for one cell. */
const MAX_CELL_TEXT = 32_000;

const text = (value: unknown): Cell => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.slice(0, MAX_CELL_TEXT);
  if (typeof value === 'boolean') return value ? '是' : '否';
  return JSON.stringify(value).slice(0, MAX_CELL_TEXT);
};

const medicationsText = (value: unknown): Cell =>
  Array.isArray(value)
    ? (value as MedicationEntry[])
        .map((row) => `${row.drug} ${row.dose}，每日${row.timesPerDay}次`)
        .join('；')
    : null;

const serviceItemsText = (value: unknown): Cell =>
  Array.isArray(value)
    ? (value as ServiceItemEntry[]).map((row) => `${row.name}，每年${row.times}次`).join('；')
    : null;

/** A declared field as a column: codes become their labels, hospitals their names. */
const fieldColumn = (field: FieldSpec, hospitalNames: ReadonlyMap<string, string>): Column => ({
  header: field.label,
  render: (record) => {
    const value = record[field.name];
    if (value === undefined || value === null) return null;
    switch (field.kind) {
      case 'select':
        return optionLabel(field, value as string);
      case 'multiselect':
        return Array.isArray(value)
          ? value.map((code) => optionLabel(field, code as string)).join('、')
          : text(value);
      case 'boolean':
        return value ? '是' : '否';
      case 'medications':
        return medicationsText(value);
      case 'serviceItems':
        return serviceItemsText(value);
      case 'table':
        return tableText(field.columns ?? [], value) || null;
      case 'lookup':
        return field.lookup?.family === 'hospitals'
          ? (hospitalNames.get(textOf(value)) ?? textOf(value))
          : text(value);
      default:
        return text(value);
    }
  },
});

/**
 * The columns of a family's export: its id, then its declared fields in form order (lifecycle
 * statuses included), or, for a family without declared fields, every field its records hold
 * (`fieldNames`, in the order the records first show them).
 */
export const excelColumns = (
  model: FamilyModel,
  fieldNames: readonly string[],
  hospitalNames: ReadonlyMap<string, string>,
): Column[] => {
  const columns: Column[] = [];
  const named = new Set<string>();
  const add = (name: string, column: Column) => {
    if (named.has(name) || SECRET.test(name)) return;
    named.add(name);
    columns.push(column);
  };
  if (!model.fieldByName.has(model.idField)) {
    add(model.idField, {
      header: fieldLabel(model.spec, model.idField),
      render: (r) => text(r[model.idField]),
    });
  }
  for (const field of model.fields) add(field.name, fieldColumn(field, hospitalNames));
  for (const lifecycle of model.lifecycles) {
    add(lifecycle.field, {
      header: lifecycle.label,
      render: (r) =>
        lifecycle.states.find((state) => state.value === r[lifecycle.field])?.label ??
        text(r[lifecycle.field]),
    });
  }
  if (!model.declared) {
    for (const name of fieldNames) {
      if (name === 'hospitalId') continue;
      add(name, { header: fieldLabel(model.spec, name), render: (r) => text(r[name]) });
    }
  }
  return columns;
};
