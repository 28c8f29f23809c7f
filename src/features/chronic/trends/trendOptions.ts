import { type EChartsCoreOption } from 'echarts/core';

import { getFollowUpRules } from '@/services/config/runtimeConfig';

import { type TrendPoint } from './trendData';

/** antd's palette, so the chart matches the rest of the page. */
const COLORS = { sbp: '#cf1322', dbp: '#1677ff', fbg: '#389e0d', target: '#fa8c16' } as const;

const series = (name: string, key: string, points: readonly TrendPoint[], color: string) => ({
  name,
  type: 'line',
  data: points.map((point) => [point.visitDate, point.values[key] ?? null]),
  connectNulls: true,
  showSymbol: true,
  symbolSize: 8,
  itemStyle: { color },
  lineStyle: { color, width: 2 },
});

const targetLine = (name: string, value: number) => ({
  silent: true,
  symbol: 'none',
  lineStyle: { type: 'dashed', color: COLORS.target },
  label: { formatter: `${name} ${value}`, position: 'insideEndTop', color: COLORS.target },
  data: [{ yAxis: value }],
});

const base = (unit: string): EChartsCoreOption => ({
  animation: false,
  grid: { left: 48, right: 24, top: 40, bottom: 32 },
  tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)} ${unit}` },
  legend: { top: 4 },
  xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: '{yyyy}-{MM}-{dd}' } },
});

/** SBP and DBP by visit, with the target lines (140/90 by default, service-rules §4). */
export const bloodPressureOption = (points: readonly TrendPoint[]): EChartsCoreOption => {
  const { targetSbp, targetDbp } = getFollowUpRules().chronic.bloodPressure;
  return {
    ...base('mmHg'),
    yAxis: { type: 'value', name: 'mmHg', scale: true },
    series: [
      {
        ...series('收缩压', 'sbp', points, COLORS.sbp),
        markLine: targetLine('收缩压目标', targetSbp),
      },
      {
        ...series('舒张压', 'dbp', points, COLORS.dbp),
        markLine: targetLine('舒张压目标', targetDbp),
      },
    ],
  };
};

/** Fasting glucose by visit, with the target line (7.0 mmol/L by default). */
export const glucoseOption = (points: readonly TrendPoint[]): EChartsCoreOption => ({
  ...base('mmol/L'),
  yAxis: { type: 'value', name: 'mmol/L', scale: true },
  series: [
    {
      ...series('空腹血糖', 'fastingBloodGlucose', points, COLORS.fbg),
      markLine: targetLine('控制目标', getFollowUpRules().chronic.glucose.targetFbg),
    },
  ],
});
