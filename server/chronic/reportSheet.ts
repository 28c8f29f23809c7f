import { type Figure, type IndicatorValue } from '../../src/domain/indicators';

/**
 * One figure's value as a report's Excel cell: a count as its number; a rate as
 * "rate%（numerator/denominator）", or "numerator/未配置" where the denominator (a configured
 * population) is missing. Every live report's export writes its cells through this.
 */
export const figureCellText = (
  figure: Pick<Figure, 'kind'>,
  value: Pick<IndicatorValue, 'numerator' | 'denominator' | 'rate'> | undefined,
): string | number => {
  if (!value) return '';
  if (figure.kind === 'count') return value.numerator;
  return value.rate === null
    ? `${value.numerator}/${value.denominator ?? '未配置'}`
    : `${value.rate}%（${value.numerator}/${value.denominator}）`;
};

/**
 * The lines above a live report's exported table: its title (report, view, period) and the
 * period's dates with the year its rates are counted for (service-rules §4 rates are yearly).
 */
export const reportCaption = (
  title: string,
  period: { from: string; to: string },
  rateYear: number,
): string[] => [
  title,
  `统计期间：${period.from}至${period.to}；比率按${rateYear}年度计算；各指标的定义见表格下方“指标说明”。`,
];
