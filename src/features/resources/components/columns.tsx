import { type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';
import { archivePath } from '@/shared/archivePaths';

import { cellText, columnTitle } from '../model/cellText';
import { isIdentifierField } from '../model/listColumnOrder';
import { type SortOrder } from '../model/listQuery';
import { residentOf } from '../model/residentLink';
import { LookupText } from './LookupText';

/** Column widths by kind, wide enough for the formatted value and a two-to-six character label. */
const WIDTHS: Partial<Record<FieldSpec['kind'], number>> = {
  idCard: 190,
  phone: 130,
  date: 120,
  datetime: 160,
  name: 100,
  lookup: 200,
  multiselect: 200,
  boolean: 90,
  // A coded value reads short (男, 门诊, 在档); a longer one widens the column by its content.
  select: 84,
};
const DEFAULT_WIDTH = 120;
const MAX_WIDTH = 320;
/** Header: label plus the sort arrows and padding. */
const HEADER_PADDING = 56;
const CELL_PADDING = 34;

/** Rough rendered width of text at 14 px: CJK characters are square, the rest about half. */
const textWidth = (text: string): number =>
  Array.from(text).reduce((sum, char) => sum + (/[\u2E80-\uFFEF]/.test(char) ? 14 : 8), 0);

/**
 * An identifier's cell (个人编号, 身份证号) is set smaller in tabular figures
 * (.gw-identifier-cell): about 7 px a character, so the whole number shows in a narrower column.
 */
const IDENTIFIER_CHAR_WIDTH = 7;
const IDENTIFIER_MIN_WIDTH = 110;

const identifierWidth = (field: FieldSpec, rows: readonly ResourceRow[]): number => {
  const widest = rows
    .slice(0, 50)
    .reduce((max, row) => Math.max(max, cellText(field, row[field.name]).length), 0);
  const header = textWidth(columnTitle(field)) + HEADER_PADDING;
  return Math.min(
    MAX_WIDTH,
    Math.max(IDENTIFIER_MIN_WIDTH, header, widest * IDENTIFIER_CHAR_WIDTH + CELL_PADDING),
  );
};

/**
 * A column as wide as its heading and the widest value on the page (up to a limit, beyond which
 * the cell ends in an ellipsis), so 20-digit 个人编号 are not cut short; identifiers narrower.
 */
export const columnWidth = (
  field: FieldSpec,
  rows: readonly ResourceRow[] = [],
  identifier = false,
): number => {
  if (identifier) return identifierWidth(field, rows);
  const header = textWidth(columnTitle(field)) + HEADER_PADDING;
  const widest =
    field.kind === 'lookup'
      ? 0
      : rows
          .slice(0, 50)
          .reduce((max, row) => Math.max(max, textWidth(cellText(field, row[field.name]))), 0);
  const content = widest ? widest + CELL_PADDING : 0;
  return Math.min(MAX_WIDTH, Math.max(WIDTHS[field.kind] ?? DEFAULT_WIDTH, header, content));
};

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** `hospitalId` → `hospitalName`, `regionCode` → `regionName`: the label a row may carry itself. */
const companionName = (name: string): string => `${name.replace(/(Id|ID|Code)$/, '')}Name`;

const renderCell = (field: FieldSpec) => (value: unknown, row: ResourceRow) => {
  if (field.kind === 'lookup') {
    const code = text(value);
    if (!code) return '';
    const carried = text(row[companionName(field.name)]);
    return (
      <LookupText lookup={field.lookup} value={code} {...(carried ? { fallback: carried } : {})} />
    );
  }
  const resident = field.name === 'name' && field.kind === 'name' ? residentOf(row) : null;
  if (resident) {
    // The masked name opens the resident's 健康画像 (the full name only travels in the path).
    return (
      <Link to={archivePath('health-profile', resident.personNum, resident.name)} title="健康画像">
        {cellText(field, value)}
      </Link>
    );
  }
  return cellText(field, value);
};

export interface SortState {
  field?: string;
  order?: SortOrder;
}

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** The table's width of the data columns (the 操作 column comes on top). */
export const dataColumnsWidth = (
  family: ConcreteFamilySpec,
  fields: readonly FieldSpec[],
  rows: readonly ResourceRow[],
): number =>
  fields.reduce(
    (sum, field) => sum + columnWidth(field, rows, isIdentifierField(family, field)),
    0,
  );

/**
 * The table's data columns: formatted, masked where spec 5 masks, sortable by the server. The
 * resident's name, when it leads (listColumnOrder.ts), stays in view as the table scrolls.
 */
export const dataColumns = (
  family: ConcreteFamilySpec,
  fields: readonly FieldSpec[],
  rows: readonly ResourceRow[],
  sort: SortState,
): TableColumnsType<ResourceRow> =>
  fields.map((field, index) => {
    const identifier = isIdentifierField(family, field);
    const leadingName = index === 0 && field.kind === 'name';
    return {
      key: field.name,
      dataIndex: field.name,
      title: columnTitle(field),
      width: columnWidth(field, rows, identifier),
      ellipsis: true,
      ...(leadingName ? { fixed: 'left' as const } : {}),
      sorter: !['multiselect', 'medications', 'serviceItems', 'table'].includes(field.kind),
      sortOrder: sort.field === field.name && sort.order ? ANTD_ORDER[sort.order] : null,
      render: renderCell(field),
      // Names the cell's field for tests and for support reading a screenshot's DOM.
      onCell: () =>
        ({
          'data-field': field.name,
          ...(identifier ? { className: 'gw-identifier-cell' } : {}),
        }) as React.HTMLAttributes<HTMLElement>,
    };
  });
