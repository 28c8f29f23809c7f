/**
 * The one calendar of the platform: dates are 'YYYY-MM-DD' texts and all arithmetic runs on the
 * proleptic Gregorian calendar in UTC, so a result never depends on the machine's or the
 * browser's zone (which day "today" is, is the deployment zone's business: zone.ts).
 */

const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Gregorian rule: century years are leap years only when divisible by 400 (1900 no, 2000 yes). */
export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

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

/** Zero-padded 'YYYY-MM-DD'. */
export const toIsoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Year, month (1-12) and day of a 'YYYY-MM-DD' text that names a real day; undefined otherwise. */
export const dateParts = (
  text: unknown,
): { year: number; month: number; day: number } | undefined => {
  if (typeof text !== 'string') return undefined;
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : undefined;
};

/** Whether the value is a 'YYYY-MM-DD' text naming a real day (2026-02-30 is not). */
export const isDateText = (text: unknown): text is string => dateParts(text) !== undefined;

const epochDay = (text: string): number => {
  const parts = dateParts(text);
  if (!parts) throw new RangeError(`不是日期：${text}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
};

const fromEpochDay = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The day `days` later (earlier when negative). Throws a RangeError for a text that is no date. */
export const addDays = (date: string, days: number): string => fromEpochDay(epochDay(date) + days);

/** Whole months later, clamped to a shorter month's end (01-31 + 1 month = 02-28; Jan 31 → Apr 30). */
export const addMonths = (date: string, months: number): string => {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`不是日期：${date}`);
  const index = parts.year * 12 + parts.month - 1 + Math.trunc(months);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return toIsoDate(year, month, Math.min(parts.day, daysInMonth(year, month)));
};

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => epochDay(to) - epochDay(from);

/**
 * Age in whole years on `day` (year, month and day compared): undefined when either text is no
 * date, -1 when the birth date is after `day` (spec §5 reserves -1 for "not born yet").
 */
export const ageOn = (birthDate: unknown, day: unknown): number | undefined => {
  const born = dateParts(birthDate);
  const on = dateParts(day);
  if (!born || !on) return undefined;
  const age =
    on.year -
    born.year -
    (on.month < born.month || (on.month === born.month && on.day < born.day) ? 1 : 0);
  return age < 0 ? -1 : age;
};

/** Whole months from `from` to `to`, counted like ageOn (the day of month must be reached). */
export const monthsBetween = (from: string, to: string): number => {
  const a = dateParts(from);
  const b = dateParts(to);
  if (!a || !b) throw new RangeError(`不是日期：${a ? to : from}`);
  return (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
};

/** 'YYYYMMDD', for file names. */
export const compactDate = (date: string): string => date.replaceAll('-', '');

/** 'YYYY-01-01' of the year `date` is in. */
export const yearStart = (date: string): string => `${date.slice(0, 4)}-01-01`;
