import { type TablePaginationConfig } from 'antd';

/**
 * The pagination of a list table: the page shown, its size (changeable) and the count of all
 * rows in the unit the list counts (共 36 人, 共 120 条).
 */
export const pageControls = (
  current: number,
  pageSize: number,
  total: number,
  unit: '人' | '条',
): TablePaginationConfig => ({
  current,
  pageSize,
  total,
  showSizeChanger: true,
  showTotal: (count) => `共 ${count} ${unit}`,
});
