import { type TableColumn, type TableRow } from './fieldChecks';

/**
 * A list-of-rows value (medications, 服务项目, a `table` field) as the record holds it: a JSON list
 * as text or already parsed. Its objects, or none when it is not a list.
 */
export const objectListOf = (value: unknown): Record<string, unknown>[] => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
  );
};

/**
 * A `table` field's value as the record holds it (a JSON list, as text or parsed) read back as
 * rows of text cells, and one row written out on a line: what a list cell, an Excel column and a
 * print show of the 健康体检表's 住院史, 主要用药情况….
 */
export const tableRowsOf = (value: unknown): TableRow[] =>
  objectListOf(value).map((entry) => {
    const row: TableRow = {};
    for (const [key, cell] of Object.entries(entry)) {
      if (typeof cell === 'string' || typeof cell === 'number') row[key] = String(cell);
    }
    return row;
  });

/** A cell as words: a select column's code becomes its label. */
export const tableCellText = (column: TableColumn, row: TableRow): string => {
  const cell = row[column.name] ?? '';
  if (column.kind !== 'select' || !cell) return cell;
  const option = column.options?.find((candidate) => candidate.value === cell);
  return option?.label ?? cell;
};

/** One row on a line: its filled cells in column order, "，" between them. */
export const tableRowText = (columns: readonly TableColumn[], row: TableRow): string =>
  columns
    .map((column) => tableCellText(column, row))
    .filter((text) => text !== '')
    .join('，');

/** A whole table on a line, rows separated by "；". */
export const tableText = (columns: readonly TableColumn[], value: unknown): string =>
  tableRowsOf(value)
    .map((row) => tableRowText(columns, row))
    .filter((text) => text !== '')
    .join('；');
