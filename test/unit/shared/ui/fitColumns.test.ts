import { type TableColumnsType } from 'antd';

import { fitColumns, tableWidth } from '@/shared/ui/fittedTable';

type Row = Record<string, unknown>;

const COLUMNS: TableColumnsType<Row> = [
  { key: 'name', title: '姓名', width: 100, fixed: 'left' },
  { key: 'sex', title: '性别', width: 80 },
  { key: 'phone', title: '电话', width: 130 },
  { key: 'personNum', title: '个人编号', width: 200 },
  { key: 'actions', title: '操作', width: 160, fixed: 'right' },
];

const keys = (columns: TableColumnsType<Row>) =>
  columns.map((column) => `${String(column.key)}${column.fixed ? `:${String(column.fixed)}` : ''}`);

describe('fitColumns (lists that fit a clinic screen)', () => {
  it('needs the wider of the scroll width asked for and the columns with antd’s own', () => {
    expect(tableWidth(COLUMNS, 600)).toBe(670);
    expect(tableWidth(COLUMNS, 600, 32)).toBe(702);
    expect(tableWidth(COLUMNS, 900)).toBe(900);
  });

  it('leaves a table that fits its box, or a box not measured yet, as it is', () => {
    expect(fitColumns(COLUMNS, 670, 1000)).toBe(COLUMNS);
    expect(fitColumns(COLUMNS, 670, 670)).toBe(COLUMNS);
    expect(fitColumns(COLUMNS, 670, 0)).toBe(COLUMNS);
  });

  it('moves the right-fixed 操作 just after the fixed name when the table overflows', () => {
    expect(keys(fitColumns(COLUMNS, 670, 669))).toEqual([
      'name:left',
      'actions:left',
      'sex',
      'phone',
      'personNum',
    ]);
  });

  it('fixes the first column when none leads, so 操作 never comes first', () => {
    const unfixed = COLUMNS.map((column) =>
      column.key === 'name' ? { ...column, fixed: undefined } : column,
    );
    expect(keys(fitColumns(unfixed, 670, 500))).toEqual([
      'name:left',
      'actions:left',
      'sex',
      'phone',
      'personNum',
    ]);
  });

  it('leaves a table without a right-fixed column as it is', () => {
    const plain = COLUMNS.slice(0, 4);
    expect(fitColumns(plain, 510, 300)).toBe(plain);
  });
});
