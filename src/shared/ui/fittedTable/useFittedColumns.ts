import { type TableColumnsType } from 'antd';
import { type RefCallback, useCallback, useLayoutEffect, useMemo, useState } from 'react';

import { fitColumns, tableWidth } from './fitColumns';

interface FittedColumns<Row> {
  /** Given as the `ref` of the box around the table, whose width is measured. */
  measureBox: RefCallback<HTMLDivElement>;
  columns: TableColumnsType<Row>;
}

/**
 * A list table's columns fitted to the width of its box (fitColumns.ts), measured before paint
 * and again whenever the box resizes. A hidden tab's box (0 wide) keeps the last width, so a
 * kept page does not re-render while it is out of sight.
 */
export function useFittedColumns<Row>(
  columns: TableColumnsType<Row>,
  scrollX: number,
  /** Width antd adds of its own (the row-selection column). */
  extra = 0,
): FittedColumns<Row> {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const measureBox = useCallback<RefCallback<HTMLDivElement>>((node) => setBox(node), []);

  useLayoutEffect(() => {
    if (!box) return undefined;
    const measure = () => {
      const width = box.clientWidth;
      if (width > 0) setBoxWidth(width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);

  const needed = tableWidth(columns, scrollX, extra);
  const fitted = useMemo(() => fitColumns(columns, needed, boxWidth), [columns, needed, boxWidth]);
  return { measureBox, columns: fitted };
}
