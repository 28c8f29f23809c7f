/**
 * Dates and times as the platform writes them: China Standard Time (UTC+8, no daylight saving),
 * 'YYYY-MM-DD' for dates and 'YYYY-MM-DD HH:mm:ss' for date-times. Text in this form sorts and
 * compares correctly in SQLite.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export const dateTimeText = (epochMs: number = Date.now()): string =>
  new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** 'YYYY-MM-DD' in China time. */
export const dateText = (epochMs: number = Date.now()): string =>
  dateTimeText(epochMs).slice(0, 10);

/** Whether 'YYYY-MM-DD' names a real calendar day. */
export const isCalendarDate = (text: string): boolean => {
  const match = DATE_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

const toUtc = (text: string): Date => new Date(`${text}T00:00:00Z`);
const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (text: string, days: number): string =>
  fromUtc(new Date(toUtc(text).getTime() + days * DAY_MS));

/** Shifts by whole months, clamped to the end of a shorter month (01-31 + 1 month = 02-28). */
export const addMonths = (text: string, months: number): string => {
  const date = toUtc(text);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target);
};

/** Age in whole years on a day (year, month and day compared, as the client does). */
export const ageOn = (birthDate: string, onDate: string): number => {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = onDate.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age < 0 ? -1 : age;
};

/** 'YYYYMMDD' for file names. */
export const compactDate = (text: string): string => text.replaceAll('-', '');
