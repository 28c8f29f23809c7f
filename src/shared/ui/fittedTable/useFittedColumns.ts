import { type TableColumnsType } from 'antd';
import { type RefCallback, useCallback, useLayoutEffect, useMemo, useState } from 'react';

import { fitColumns, tableWidth } from './fitColumns';

interface FittedColumns<Row> {
  /** Given as the `ref` of the box around the table, whose width is measured. */
  measureBox: RefCallback<HTMLDivElement>;
  columns: TableColumnsType<Row>;
  /** Whether the box has been measured (0 wide for a hidden box); the table waits for it. */
  measured: boolean;
}

/**
 * A list table's columns fitted to the width of its box (fitColumns.ts), measured before paint
 * and again whenever the box resizes. A hidden tab's box (0 wide) keeps the last width, so a
 * kept page does not re-render while it is out of sight. Until the first measure (in the box's
 * first layout effect, before paint) `measured` is false: a table rendered before it would be
 * rendered again at once with its columns moved, twenty rows twice in one commit.
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
  const fitted = useMemo(
    () => fitColumns(columns, needed, boxWidth ?? 0),
    [columns, needed, boxWidth],
  );
  return { measureBox, columns: fitted, measured: boxWidth !== null };
}
