/**
 * Time values as the server sends them and the small date operations the screens need
 * (spec sections 5 and 9).
 */

import dayjs, { type Dayjs } from 'dayjs';

import { dateText, dateTimeText } from '@/domain/calendar';

/** What the server and storage hand us: epoch seconds or milliseconds, date strings, Dates. */
export type TimeInput = number | string | Date;

const EXPIRY_MARGIN_MS = 60_000;
const NUMERIC = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * Epoch milliseconds. A 10-digit number (or numeric string) is epoch seconds, the unit some
 * endpoints use, and is multiplied by 1000; other numbers are taken as milliseconds. Other
 * strings are parsed by dayjs ('2024-05-01 08:30:00' is local time). NaN when unparsable.
 */
export const toMilliseconds = (value: TimeInput): number => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && !NUMERIC.test(value)) {
    return value.trim() === '' ? Number.NaN : dayjs(value).valueOf();
  }
  const numeric = Number(value);
  return String(Math.trunc(Math.abs(numeric))).length === 10 ? numeric * 1000 : numeric;
};

/**
 * Whether `time` is in the past or less than 60 s away. The margin lets a request sent now
 * still arrive before the token dies. An unreadable time counts as expired.
 */
export const isExpired = (time: TimeInput, now: number = Date.now()): boolean => {
  const ms = toMilliseconds(time);
  return Number.isNaN(ms) || ms - now < EXPIRY_MARGIN_MS;
};

/**
 * A date as 'YYYY-MM-DD' (or any dayjs `format`); '' for empty or unreadable input. An instant
 * (epoch seconds or milliseconds, a Date) is shown on the deployment's clock (kernel calendar),
 * whatever the browser's zone; a date text is already wall-clock time and is only reformatted.
 */
export const formatDate = (value: TimeInput | null | undefined, format = 'YYYY-MM-DD'): string => {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && !NUMERIC.test(value)) {
    const parsed = dayjs(value.trim());
    return parsed.isValid() ? parsed.format(format) : '';
  }
  const ms = toMilliseconds(value);
  return Number.isNaN(ms) ? '' : dayjs(dateTimeText(ms)).format(format);
};

/**
 * Today on the deployment's calendar as a date picker's value: the browser's midnight of that
 * date, so the picker shows and saves the deployment's day even in another zone.
 */
export const todayValue = (): Dayjs => dayjs(dateText());

/**
 * Now on the deployment's wall clock (its hour, weekday and date read as the clinic reads
 * them), for greetings and month limits; not an instant to compute with.
 */
export const deploymentNow = (): Dayjs => dayjs(dateTimeText());

/** Local date and time as 'YYYY-MM-DD HH:mm:ss'; '' for empty or unreadable input. */
export const formatDateTime = (value: TimeInput | null | undefined): string =>
  formatDate(value, 'YYYY-MM-DD HH:mm:ss');
