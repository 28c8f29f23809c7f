import { Table, type TableProps } from 'antd';
import { type AnyObject } from 'antd/es/_util/type';

import { useFittedColumns } from './useFittedColumns';

/** antd's own columns: the row-selection boxes and the expand buttons. */
const SELECTION_WIDTH = 32;
const EXPAND_WIDTH = 48;

/**
 * antd's Table with its columns fitted to its box (fitColumns.ts): a list page's table whose
 * 操作 column is fixed at the right never lays it over the data columns. The table renders
 * once its box is measured (before the first paint), so it renders once with its fitted columns.
 */
export function FittedTable<Row extends AnyObject>(props: TableProps<Row>) {
  const scrollX = typeof props.scroll?.x === 'number' ? props.scroll.x : 0;
  const extra =
    (props.rowSelection ? SELECTION_WIDTH : 0) +
    (props.expandable?.expandedRowRender ? EXPAND_WIDTH : 0);
  const { measureBox, columns, measured } = useFittedColumns(props.columns ?? [], scrollX, extra);
  return <div ref={measureBox}>{measured && <Table<Row> {...props} columns={columns} />}</div>;
}
