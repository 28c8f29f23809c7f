import { act, render, screen, within } from '@testing-library/react';
import { type TableColumnsType } from 'antd';
import { Profiler } from 'react';

import { FittedTable } from '@/shared/ui/fittedTable';

type Row = { id: number; name: string; sex: string };

const ROWS: Row[] = [
  { id: 1, name: '徐新', sex: '男' },
  { id: 2, name: '刘芳', sex: '女' },
];

describe('FittedTable (its rows render once, with the columns that fit its box)', () => {
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const windowWidth = window.innerWidth;
  afterEach(() => {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
    window.innerWidth = windowWidth;
  });

  /** Rows in the document when the table's first commit ends (a Profiler's first report). */
  let rowsAtFirstCommit: number | null = null;
  const onCommit = () => {
    rowsAtFirstCommit ??= document.querySelectorAll('tr.ant-table-row').length;
  };

  const renderTable = (boxWidth: number) => {
    rowsAtFirstCommit = null;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => boxWidth,
    });
    const actionRenders: number[] = [];
    const columns: TableColumnsType<Row> = [
      { key: 'name', dataIndex: 'name', title: '姓名', width: 100 },
      { key: 'sex', dataIndex: 'sex', title: '性别', width: 400 },
      {
        key: 'actions',
        title: '操作',
        width: 160,
        fixed: 'right',
        render: (_value: unknown, row: Row) => {
          actionRenders.push(row.id);
          return <button type="button">修改{row.name}</button>;
        },
      },
    ];
    render(
      <Profiler id="table" onRender={onCommit}>
        <FittedTable<Row> rowKey="id" columns={columns} dataSource={ROWS} scroll={{ x: 660 }} />
      </Profiler>,
    );
    return actionRenders;
  };

  const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

  it('renders each row once in a box narrower than the table, 操作 moved after the name', () => {
    const actionRenders = renderTable(500);
    expect(headers()).toEqual(['姓名', '操作', '性别']);
    expect(actionRenders).toEqual([1, 2]);
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getByRole('button', { name: '修改徐新' })).toBeInTheDocument();
  });

  it('keeps 操作 at the right in a box the table fits, each row rendered once', () => {
    const actionRenders = renderTable(1200);
    expect(headers()).toEqual(['姓名', '性别', '操作']);
    expect(actionRenders).toEqual([1, 2]);
  });

  it('renders the table, unfitted, where the box has no width (a hidden tab)', () => {
    const actionRenders = renderTable(0);
    expect(headers()).toEqual(['姓名', '性别', '操作']);
    expect(actionRenders).toEqual([1, 2]);
  });

  it('renders a table wider than the window with its rows in its first commit, fitted', () => {
    // No box is wider than the window: the table overflows whatever the box measures.
    window.innerWidth = 600;
    const actionRenders = renderTable(500);
    expect(rowsAtFirstCommit).toBe(2);
    expect(headers()).toEqual(['姓名', '操作', '性别']);
    expect(actionRenders).toEqual([1, 2]);
  });

  it('waits for the box where the window could hold the table', () => {
    window.innerWidth = 1366;
    renderTable(500);
    expect(rowsAtFirstCommit).toBe(0);
    expect(headers()).toEqual(['姓名', '操作', '性别']);
  });

  it('renders no row again when the window resizes and the table still overflows', () => {
    window.innerWidth = 600;
    const actionRenders = renderTable(500);
    act(() => {
      window.innerWidth = 1300;
      window.dispatchEvent(new Event('resize'));
    });
    // The window could now hold the table, but the box, as last measured (500), does not.
    expect(headers()).toEqual(['姓名', '操作', '性别']);
    expect(actionRenders).toEqual([1, 2]);
  });
});
