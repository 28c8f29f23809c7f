import { Table, type TableProps } from 'antd';
import { type AnyObject } from 'antd/es/_util/type';
import { useMemo } from 'react';

import { useFittedColumns } from './useFittedColumns';

/** antd's own columns: the row-selection boxes and the expand buttons. */
const SELECTION_WIDTH = 32;
const EXPAND_WIDTH = 48;

/**
 * antd's Table with its columns fitted to its box (fitColumns.ts): a list page's table whose
 * 操作 column is fixed at the right never lays it over the data columns. The table renders once
 * its columns' arrangement is known (useFittedColumns), and again only when its props or that
 * arrangement change: a new measure of its box alone does not render the rows again.
 */
export function FittedTable<Row extends AnyObject>(props: TableProps<Row>) {
  const scrollX = typeof props.scroll?.x === 'number' ? props.scroll.x : 0;
  const extra =
    (props.rowSelection ? SELECTION_WIDTH : 0) +
    (props.expandable?.expandedRowRender ? EXPAND_WIDTH : 0);
  const { measureBox, columns, measured } = useFittedColumns(props.columns ?? [], scrollX, extra);
  const table = useMemo(
    () => (measured ? <Table<Row> {...props} columns={columns} /> : null),
    [measured, props, columns],
  );
  return <div ref={measureBox}>{table}</div>;
}
