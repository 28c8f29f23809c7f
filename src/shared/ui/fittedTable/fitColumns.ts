import { type TableColumnsType } from 'antd';

/*
 * Lists that fit a clinic screen (800, 1366 and 1440 px wide): a column fixed at the right
 * (操作) stays in view as the table scrolls, so on a table wider than its box it lies over the
 * data columns that scroll beneath it. When the table overflows, the right-fixed columns move to
 * the left, fixed just after the leading column (the resident's name): at rest every data cell
 * shows uncovered, the name still comes first, and the row's actions stay in reach while the
 * rest of the row scrolls. A table that fits keeps its actions at the right.
 */

/** The width a column takes: its own, or nothing when antd sizes it (a width in CSS units). */
const widthOf = (column: { width?: number | string }): number =>
  typeof column.width === 'number' ? column.width : 0;

/** The width the table needs: the scroll width it asks for, or its columns' sum when wider. */
export const tableWidth = <Row>(
  columns: TableColumnsType<Row>,
  scrollX: number,
  extra = 0,
): number =>
  Math.max(
    scrollX,
    columns.reduce((sum, column) => sum + widthOf(column), extra),
  );

const isRightFixed = (column: { fixed?: unknown }): boolean => column.fixed === 'right';
const isLeftFixed = (column: { fixed?: unknown }): boolean =>
  column.fixed === 'left' || column.fixed === true;

/**
 * The columns of a table that overflows its box: the right-fixed ones (操作) moved left, fixed
 * just after the leading column.
 */
export const overflowingColumns = <Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> => {
  const right = columns.filter(isRightFixed);
  if (right.length === 0) return columns;
  const left = columns.filter(isLeftFixed);
  const rest = columns.filter((column) => !isLeftFixed(column) && !isRightFixed(column));
  // Without a fixed leading column the first one is fixed, so the actions never come first.
  const leading = left.length > 0 ? left : rest.slice(0, 1).map((c) => ({ ...c, fixed: 'left' }));
  const scrolling = left.length > 0 ? rest : rest.slice(1);
  return [
    ...leading,
    ...right.map((column) => ({ ...column, fixed: 'left' as const })),
    ...scrolling,
  ] as TableColumnsType<Row>;
};

/** Whether a table `needed` px wide overflows a box `boxWidth` px wide (0: not shown yet, no). */
export const overflowsBox = (needed: number, boxWidth: number): boolean =>
  boxWidth > 0 && needed > boxWidth;

/**
 * The columns as they fit a box `boxWidth` px wide (0 when not measured yet: left as they are).
 * `needed` is the table's width (`tableWidth`).
 */
export const fitColumns = <Row>(
  columns: TableColumnsType<Row>,
  needed: number,
  boxWidth: number,
): TableColumnsType<Row> =>
  overflowsBox(needed, boxWidth) ? overflowingColumns(columns) : columns;
