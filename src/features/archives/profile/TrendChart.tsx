import { LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

import { type TrendPoint } from '@/services/contract';

echarts.use([
  LineChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface TrendSeries {
  name: string;
  key: 'sbp' | 'dbp' | 'glucose';
  color: string;
}

interface TrendChartProps {
  points: readonly TrendPoint[];
  series: readonly TrendSeries[];
  unit: string;
  /** Reference lines (140 / 90 mmHg, 7.0 mmol/L): the targets of the follow-up rules. */
  marks: readonly number[];
  label: string;
}

/**
 * A line chart of one resident's values over time. This module is loaded lazily (ECharts stays
 * out of every other page); it resizes with its box, and disposes of its canvas when hidden.
 */
export default function TrendChart({ points, series, unit, marks, label }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const chart = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.setOption({
      animation: false,
      grid: { left: 44, right: 16, top: 36, bottom: 28 },
      legend: { top: 0, right: 0, itemWidth: 14, itemHeight: 8 },
      tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)} ${unit}` },
      xAxis: { type: 'category', data: points.map((point) => point.date), boundaryGap: false },
      yAxis: { type: 'value', name: unit, scale: true, nameTextStyle: { align: 'left' } },
      series: series.map((line, index) => ({
        name: line.name,
        type: 'line',
        smooth: true,
        symbolSize: 6,
        connectNulls: true,
        itemStyle: { color: line.color },
        data: points.map((point) => point[line.key] ?? null),
        markLine:
          index === 0 && marks.length > 0
            ? {
                silent: true,
                symbol: 'none',
                lineStyle: { type: 'dashed', color: '#f5a623' },
                label: { formatter: '{c}' },
                data: marks.map((value) => ({ yAxis: value })),
              }
            : undefined,
      })),
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [points, series, unit, marks]);
  return <div ref={box} className="gw-archive-chart" role="img" aria-label={label} />;
}
