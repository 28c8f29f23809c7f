/**
 * Calendar arithmetic on plain year/month/day numbers. Working on numbers instead of `Date`
 * keeps the ID-card and month-shift rules independent of the machine's time zone and of
 * daylight-saving gaps.
 */

/** Gregorian rule: century years are leap years only when divisible by 400 (1900 no, 2000 yes). */
export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in `month` (1-12) of `year`; 0 for a month outside 1-12. */
export const daysInMonth = (year: number, month: number): number => {
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_DAYS[month - 1] ?? 0;
};

/** Whether year/month (1-12)/day names a day that exists on the calendar. */
export const isCalendarDate = (year: number, month: number, day: number): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/** Zero-padded 'YYYY-MM-DD', the one date shape the ID helpers hand out. */
export const toIsoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
