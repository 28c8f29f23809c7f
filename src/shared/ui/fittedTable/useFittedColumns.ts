import { type TableColumnsType } from 'antd';
import { type RefCallback, useCallback, useLayoutEffect, useMemo, useState } from 'react';

import { overflowingColumns, overflowsBox, tableWidth } from './fitColumns';
import { useViewportWidth } from './useViewportWidth';

interface FittedColumns<Row> {
  /** Given as the `ref` of the box around the table, whose width is measured. */
  measureBox: RefCallback<HTMLDivElement>;
  columns: TableColumnsType<Row>;
  /** Whether the columns' arrangement is known; the table waits for it. */
  measured: boolean;
}

/**
 * Whether a table `needed` px wide overflows its box: surely when it is wider than the window;
 * else as its box measured (never over a box 0 wide, one not shown yet); null until measured.
 */
const overflowOf = (needed: number, viewportWidth: number, boxWidth: number | null) => {
  if (overflowsBox(needed, viewportWidth)) return true;
  if (boxWidth === null) return null;
  return overflowsBox(needed, boxWidth);
};

/**
 * A list table's columns fitted to the width of its box (fitColumns.ts), measured before paint
 * and again whenever the box resizes. A hidden tab's box (0 wide) keeps the last width, so a
 * kept page does not re-render while it is out of sight.
 *
 * The arrangement depends only on whether the table overflows its box. A table wider than the
 * window overflows whatever the box (no box is wider than the window), so its columns are known
 * in the first render, which then draws the rows with the rest of the page. Otherwise the table
 * waits for the box's first measure (in its first layout effect, before paint): a table rendered
 * before it would be rendered again at once with its columns moved, twenty rows twice in one
 * commit. Either way the columns change only when the overflow does, not with every pixel of a
 * resize.
 */
export function useFittedColumns<Row>(
  columns: TableColumnsType<Row>,
  scrollX: number,
  /** Width antd adds of its own (the row-selection column). */
  extra = 0,
): FittedColumns<Row> {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  // null until measured; then the last width above 0 (0 while the box has never shown).
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  const measureBox = useCallback<RefCallback<HTMLDivElement>>((node) => setBox(node), []);
  const viewportWidth = useViewportWidth();

  useLayoutEffect(() => {
    if (!box) return undefined;
    const measure = () => {
      const width = box.clientWidth;
      setBoxWidth((last) => (width > 0 ? width : (last ?? 0)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);

  const needed = tableWidth(columns, scrollX, extra);
  const overflows = overflowOf(needed, viewportWidth, boxWidth);
  const fitted = useMemo(
    () => (overflows ? overflowingColumns(columns) : columns),
    [columns, overflows],
  );
  return { measureBox, columns: fitted, measured: overflows !== null };
}
