import { Skeleton } from 'antd';
import { type EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense } from 'react';

// A dynamic import: ECharts (several hundred kB) arrives only when a chart is first shown.
const EChartCanvas = lazy(() => import(/* webpackChunkName: "echarts" */ './EChartCanvas'));

export interface EChartProps {
  /** An ECharts option; keep it memoised, every new object redraws the chart. */
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, for screen readers. */
  ariaLabel: string;
}

/** A thin, lazily loaded ECharts host: a skeleton of the same height while the code loads. */
export function EChart({ option, height = 260, ariaLabel }: EChartProps) {
  return (
    <Suspense
      fallback={<Skeleton.Node active style={{ width: '100%', height }} aria-label="图表加载中" />}
    >
      <EChartCanvas option={option} height={height} ariaLabel={ariaLabel} />
    </Suspense>
  );
}
