import { type EChartsCoreOption } from 'echarts/core';

import { type RateTrendReply } from '@/services/contract/reportPaths';

/** A value's tooltip text: the rate and its counts, or why there is none. */
const pointText = (value: RateTrendReply['institutions'][number]['values'][number]): string => {
  if (value.rate !== null) return `${value.rate}%（${value.numerator}/${value.denominator}）`;
  return value.denominator === null ? '分母未配置' : '无分母';
};

/**
 * A rate at each month's end, a line per institution under the scope and the scope's own line
 * (dashed, on top), so a manager sees who is improving. A month without a denominator is a gap.
 */
export const rateTrendOption = (label: string, reply: RateTrendReply): EChartsCoreOption => {
  const lines = [...reply.institutions].sort((a, b) => Number(b.scope) - Number(a.scope));
  return {
    animation: false,
    grid: { left: 48, right: 24, top: 56, bottom: 28 },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      order: 'valueDesc',
      formatter: (params: unknown) => {
        const points = params as { seriesIndex: number; dataIndex: number; marker: string }[];
        const month = reply.months[points[0]?.dataIndex ?? 0] ?? '';
        const rows = points.map((point) => {
          const line = lines[point.seriesIndex];
          const value = line?.values[point.dataIndex];
          return `${point.marker}${line?.hospitalName ?? ''}：${value ? pointText(value) : '—'}`;
        });
        return [`${month.slice(0, 4)}年${Number(month.slice(5))}月末${label}`, ...rows].join(
          '<br/>',
        );
      },
    },
    xAxis: { type: 'category', data: reply.months.map((month) => `${Number(month.slice(5))}月`) },
    yAxis: { type: 'value', name: '%', min: 0, max: 100 },
    series: lines.map((line) => ({
      name: line.scope ? `${line.hospitalName}（合计）` : line.hospitalName,
      type: 'line',
      showSymbol: true,
      connectNulls: false,
      z: line.scope ? 3 : 2,
      lineStyle: line.scope ? { type: 'dashed', width: 3 } : { width: 2 },
      data: line.values.map((value) => value.rate),
    })),
  };
};
