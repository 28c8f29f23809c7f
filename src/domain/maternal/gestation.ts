import { addDays, daysBetween, isDateText } from '../calendar/dates';

/**
 * 第1次产前检查服务记录表 (national-forms.md §14): 预产期 from 末次月经 by Naegele's rule, and the
 * 孕周 a 填表日期 falls in. Pure: the form proposes them and the server computes the same on save.
 */

/** A pregnancy is counted from the first day of the last period: 280 days to term. */
const DAYS_TO_TERM = 280;

/** A real calendar day (2月30日 is not one). */
const isCalendarDay = isDateText;

/**
 * 预产期: the month of 末次月经 +9 (or −3 in the next year), the day +7 [M]. The day is added to
 * the day number, so a sum past the month's end runs on into the next month (5月31日 → 次年
 * 3月7日 or 3月10日 by the February), the way the rule is worked on paper.
 */
export const expectedDeliveryDate = (lastMenstrualPeriod: unknown): string | undefined => {
  if (!isCalendarDay(lastMenstrualPeriod)) return undefined;
  const [year, month, day] = lastMenstrualPeriod.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + 9;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const firstOfMonth = `${targetYear}-${String(targetMonth).padStart(2, '0')}-01`;
  return addDays(firstOfMonth, day + 7 - 1);
};

export interface GestationalAge {
  weeks: number;
  days: number;
}

/** 孕周 (__周__天) on a day, counted from 末次月经; undefined before it or past 44 weeks. */
export const gestationalAge = (
  lastMenstrualPeriod: unknown,
  day: unknown,
): GestationalAge | undefined => {
  if (!isCalendarDay(lastMenstrualPeriod) || !isCalendarDay(day)) return undefined;
  const elapsed = daysBetween(lastMenstrualPeriod, day);
  if (elapsed < 0 || elapsed > 44 * 7) return undefined;
  return { weeks: Math.floor(elapsed / 7), days: elapsed % 7 };
};

/** Days from 末次月经 to 预产期 by the rule stays within a few days of the 280 of a term. */
export const isPlausibleTerm = (lastMenstrualPeriod: string, dueDate: string): boolean =>
  Math.abs(daysBetween(lastMenstrualPeriod, dueDate) - DAYS_TO_TERM) <= 4;
