import { addDays, addMonths, daysInMonth, isDateText } from '../calendar/dates';
import { QUARTER_OPTIONS, type QuarterCode } from '../codes/queryCodes';

/**
 * A report's statistics period as the wire carries it: a month ('2026-12'), a quarter by spec §9's
 * quarter code (2, 4, 8, 16) and year, a year, or a date range. `statPeriod` turns it into the
 * days it covers, cut at today (a report cannot count tomorrow), or a Chinese message.
 */
export type PeriodChoice =
  | { kind: 'month'; month: string }
  | { kind: 'quarter'; year: number; quarter: QuarterCode }
  | { kind: 'year'; year: number }
  | { kind: 'range'; from: string; to: string };

export interface StatPeriod {
  from: string;
  to: string;
  /** How the period reads in a title: 2026年12月, 2026年第四季度, 2026年, 2026-01-05至2026-02-01. */
  label: string;
}

/** The first month (1-12) of a quarter code. */
const quarterStartMonth = (quarter: QuarterCode): number =>
  QUARTER_OPTIONS.findIndex((option) => option.value === quarter) * 3 + 1;

const pad = (n: number) => String(n).padStart(2, '0');

/** The days of a chosen period up to today, or the reason it cannot be counted. */
export const statPeriod = (
  choice: PeriodChoice,
  today: string,
): { period: StatPeriod } | { error: string } => {
  let from: string;
  let to: string;
  let label: string;
  switch (choice.kind) {
    case 'month': {
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(choice.month)) return { error: '统计月份应为YYYY-MM' };
      const [year, month] = choice.month.split('-').map(Number) as [number, number];
      from = `${choice.month}-01`;
      to = `${choice.month}-${pad(daysInMonth(year, month))}`;
      label = `${year}年${month}月`;
      break;
    }
    case 'quarter': {
      const option = QUARTER_OPTIONS.find((candidate) => candidate.value === choice.quarter);
      if (!option) return { error: '季度代码应为2、4、8或16' };
      from = `${choice.year}-${pad(quarterStartMonth(choice.quarter))}-01`;
      to = addDays(addMonths(from, 3), -1);
      label = `${choice.year}年${option.label}`;
      break;
    }
    case 'year':
      from = `${choice.year}-01-01`;
      to = `${choice.year}-12-31`;
      label = `${choice.year}年`;
      break;
    case 'range':
      if (!isDateText(choice.from) || !isDateText(choice.to))
        return { error: '起止日期应为YYYY-MM-DD' };
      if (choice.from > choice.to) return { error: '开始日期不能晚于结束日期' };
      from = choice.from;
      to = choice.to;
      label = `${from}至${to}`;
      break;
  }
  if (from > today) return { error: '统计期间尚未开始' };
  if (from < '2000-01-01') return { error: '统计期间应在2000年以后' };
  return { period: { from, to: to > today ? today : to, label } };
};

/** The months ('YYYY-MM') a period touches, in order (a trend's x axis). */
export const monthsOf = (period: { from: string; to: string }): string[] => {
  const months: string[] = [];
  for (let day = `${period.from.slice(0, 7)}-01`; day <= period.to; day = addMonths(day, 1)) {
    months.push(day.slice(0, 7));
  }
  return months;
};

/** A point of a rate trend: the year to a month's end (service-rules §4 rates are yearly). */
export interface MonthToDate {
  month: string;
  from: string;
  to: string;
}

/**
 * The months of a year up to today, each as the year to the month's end (today in the current
 * month): a rate at each point is the year's rate as it stood then.
 */
export const monthsToDateOf = (year: number, today: string): MonthToDate[] => {
  const yearEnd = `${year}-12-31`;
  const end = yearEnd < today ? yearEnd : today;
  if (end < `${year}-01-01`) return [];
  return monthsOf({ from: `${year}-01-01`, to: end }).map((month) => {
    const monthEnd = `${month}-${String(daysInMonth(year, Number(month.slice(5, 7)))).padStart(2, '0')}`;
    return { month, from: `${year}-01-01`, to: monthEnd < end ? monthEnd : end };
  });
};
