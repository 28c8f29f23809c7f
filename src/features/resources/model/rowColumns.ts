import { type FormRule as Rule } from 'antd';

import { type FieldOption, type FieldSpec, type TableColumnSpec } from '@/services/contract';

import { medicationRules, serviceItemRules, tableCellRules } from './fieldRules';

/** The kind of input a cell of a block of rows takes. */
export type RowCellKind = 'text' | 'integer' | 'date' | 'month' | 'select';

/** One column of a block of rows: its header, its cell's input, its rules and its name. */
export interface RowColumn {
  name: string;
  /** The header cell's words. */
  label: string;
  kind: RowCellKind;
  options?: readonly FieldOption[];
  /** Shown after a number (次/日). */
  unit?: string;
  placeholder?: string;
  /** The column's share of the row (a CSS grid track). */
  track: string;
  /** The cell's rules in row `index` (from 0), in the server's words. */
  rules: (index: number) => Rule[];
  /** The cell's accessible name in row `index` (from 0). */
  cellLabel: (index: number) => string;
}

/**
 * A block of rows of the paper (用药情况, 服务项目, the 健康体检表's 住院史…): its columns in
 * the paper's order, what a new row holds, how many rows the paper has, and the names of its
 * buttons.
 */
export interface RowsModel {
  columns: readonly RowColumn[];
  emptyRow: Readonly<Record<string, unknown>>;
  maxRows?: number;
  addLabel: string;
  removeLabel: (index: number) => string;
}

const NARROW = 'minmax(96px, 1fr)';
const WIDE = 'minmax(140px, 2fr)';

/** 用药情况 of the follow-up forms (national-forms §4.1): drug, times a day, dose a time. */
const medicationsModel = (field: FieldSpec): RowsModel => ({
  columns: [
    {
      name: 'drug',
      label: '药物名称',
      kind: 'text',
      placeholder: '药物名称',
      track: WIDE,
      rules: (index) => medicationRules(field, index, 'drug'),
      cellLabel: (index) => `第${index + 1}种药物名称`,
    },
    {
      name: 'timesPerDay',
      label: '每日次数',
      kind: 'integer',
      unit: '次/日',
      track: NARROW,
      rules: (index) => medicationRules(field, index, 'timesPerDay'),
      cellLabel: (index) => `第${index + 1}种药物每日次数`,
    },
    {
      name: 'dose',
      label: '每次剂量',
      kind: 'text',
      placeholder: '如 10mg',
      track: NARROW,
      rules: (index) => medicationRules(field, index, 'dose'),
      cellLabel: (index) => `第${index + 1}种药物每次剂量`,
    },
  ],
  emptyRow: { drug: '', timesPerDay: 1, dose: '' },
  addLabel: '添加药物',
  removeLabel: (index) => `删除第${index + 1}种药物`,
});

/** 服务项目 of a service package: item, 履约依据 (one of the field's options), times a year. */
const serviceItemsModel = (field: FieldSpec): RowsModel => ({
  columns: [
    {
      name: 'name',
      label: '服务项目名称',
      kind: 'text',
      placeholder: '如 高血压面对面随访',
      track: WIDE,
      rules: (index) => serviceItemRules(field, index, 'name'),
      cellLabel: (index) => `第${index + 1}项服务项目名称`,
    },
    {
      name: 'rule',
      label: '履约依据',
      kind: 'select',
      options: field.options ?? [],
      track: WIDE,
      rules: (index) => serviceItemRules(field, index, 'rule'),
      cellLabel: (index) => `第${index + 1}项履约依据`,
    },
    {
      name: 'times',
      label: '每年次数',
      kind: 'integer',
      unit: '次/年',
      track: NARROW,
      rules: (index) => serviceItemRules(field, index, 'times'),
      cellLabel: (index) => `第${index + 1}项每年次数`,
    },
  ],
  emptyRow: { name: '', rule: undefined, times: 1 },
  addLabel: '添加服务项目',
  removeLabel: (index) => `删除第${index + 1}项服务项目`,
});

/** A long text (a reason, an institution) gets the wider share of the row. */
const trackOf = (column: TableColumnSpec): string =>
  column.kind === 'text' && (column.maxLength ?? 0) >= 100 ? WIDE : NARROW;

/** A `table` field (住院史, 家庭病床史, 主要用药情况, 非免疫规划预防接种史): its declared columns. */
const tableModel = (field: FieldSpec): RowsModel => ({
  columns: (field.columns ?? []).map((column) => ({
    name: column.name,
    label: column.label,
    kind: column.kind,
    ...(column.options ? { options: column.options } : {}),
    placeholder: column.label,
    track: trackOf(column),
    rules: (index) => tableCellRules(field, index, column),
    cellLabel: (index) => `${field.label}第${index + 1}行${column.label}`,
  })),
  emptyRow: {},
  maxRows: field.maxRows ?? 10,
  addLabel: `添加一行（最多${field.maxRows ?? 10}行）`,
  removeLabel: (index) => `删除${field.label}第${index + 1}行`,
});

/** The rows model of a field of rows; undefined for a field of one value. */
export const rowsModelOf = (field: FieldSpec): RowsModel | undefined => {
  switch (field.kind) {
    case 'medications':
      return medicationsModel(field);
    case 'serviceItems':
      return serviceItemsModel(field);
    case 'table':
      return tableModel(field);
    default:
      return undefined;
  }
};
