/**
 * Calendar arithmetic on 'YYYY-MM-DD' texts, in UTC so the result never depends on the
 * machine's zone (the client and the server must agree on the same date).
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parse = (date: string): Date | undefined => {
  const match = DATE_ONLY.exec(date);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const value = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return Number.isNaN(value.getTime()) ? undefined : value;
};

const format = (value: Date): string => value.toISOString().slice(0, 10);

export const isDateText = (date: unknown): date is string =>
  typeof date === 'string' && parse(date) !== undefined;

export const addDays = (date: string, days: number): string => {
  const value = parse(date);
  if (!value) throw new RangeError(`不是日期：${date}`);
  value.setUTCDate(value.getUTCDate() + days);
  return format(value);
};

/** Adds months; the 31st of a shorter month falls back to its last day (Jan 31 → Apr 30). */
export const addMonths = (date: string, months: number): string => {
  const value = parse(date);
  if (!value) throw new RangeError(`不是日期：${date}`);
  const day = value.getUTCDate();
  value.setUTCDate(1);
  value.setUTCMonth(value.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0),
  ).getUTCDate();
  value.setUTCDate(Math.min(day, lastDay));
  return format(value);
};

/** Whole years between a birth date and a day (both 'YYYY-MM-DD'). */
export const ageOn = (birthDate: string, day: string): number | undefined => {
  if (!isDateText(birthDate) || !isDateText(day)) return undefined;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};
