/**
 * Mainland resident ID numbers (GB 11643-1999): validation and the facts encoded in them
 * (spec section 5). An 18-digit ID is region (6) + birth date YYYYMMDD (8) + sequence (3) +
 * check character; the older 15-digit form is region (6) + YYMMDD (6) + sequence (3).
 */

import { isCalendarDate, toIsoDate } from './calendar';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const ID_18 = /^\d{17}[\dX]$/i;
const ID_15 = /^\d{15}$/;
// 1900 is the platform's floor: nobody it serves was born earlier, and earlier dates in IDs are
// almost always typing errors.
const MIN_BIRTH_YEAR = 1900;

interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

/**
 * The ISO 7064 MOD 11-2 check character for the first 17 digits of an ID. Throws a RangeError
 * for anything but 17 ASCII digits, because a check character of garbage would look valid.
 */
export const idCardCheckDigit = (first17: string): string => {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idCardCheckDigit needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS.charAt(sum % 11);
};

const birthOf = (id: string): YearMonthDay | undefined => {
  let year: number;
  let rest: string;
  if (ID_18.test(id)) {
    year = Number(id.slice(6, 10));
    rest = id.slice(10, 14);
  } else if (ID_15.test(id)) {
    // 15-digit IDs were replaced in 1999 and carry a two-digit year that is always 19xx.
    year = 1900 + Number(id.slice(6, 8));
    rest = id.slice(8, 12);
  } else {
    return undefined;
  }
  const month = Number(rest.slice(0, 2));
  const day = Number(rest.slice(2, 4));
  return isCalendarDate(year, month, day) ? { year, month, day } : undefined;
};

const compareYmd = (a: YearMonthDay, b: YearMonthDay): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

// Local calendar date, because "today" for the user is the day on their clock.
const ymdOf = (date: Date): YearMonthDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/**
 * An 18-character citizen ID with the right check character (x accepted for X) and a birth
 * date that exists, is not before 1900 and is not after `now`'s day. The region code is not
 * checked against a list: codes change and the server owns that list.
 */
export const isValidIdCard = (
  value: string | null | undefined,
  now: Date = new Date(),
): boolean => {
  if (value == null || !ID_18.test(value)) return false;
  const birth = birthOf(value);
  if (!birth || birth.year < MIN_BIRTH_YEAR || compareYmd(birth, ymdOf(now)) > 0) return false;
  return idCardCheckDigit(value.slice(0, 17)) === value.charAt(17).toUpperCase();
};

/**
 * 1 (male) or 2 (female) from the sequence code's parity: digit 15 of a 15-digit ID, digit 17
 * (the end of the three-digit sequence 15-17) of an 18-digit one. Undefined for other shapes.
 * The check character is not verified, so a mistyped ID still yields a sex to pre-fill.
 */
export const sexFromIdCard = (value: string | null | undefined): 1 | 2 | undefined => {
  if (value == null) return undefined;
  let digit: string;
  if (ID_18.test(value)) digit = value.charAt(16);
  else if (ID_15.test(value)) digit = value.charAt(14);
  else return undefined;
  return Number(digit) % 2 === 1 ? 1 : 2;
};

/**
 * The birth date as 'YYYY-MM-DD' (digits 7-14 of an 18-digit ID, or 19 + digits 7-12 of a
 * 15-digit one). Undefined when the shape is wrong or the date does not exist (0230).
 */
export const birthDateFromIdCard = (value: string | null | undefined): string | undefined => {
  if (value == null) return undefined;
  const birth = birthOf(value);
  return birth && toIsoDate(birth.year, birth.month, birth.day);
};

const parseBirth = (birth: string | Date | null | undefined): YearMonthDay | undefined => {
  if (birth == null) return undefined;
  if (birth instanceof Date) return Number.isNaN(birth.getTime()) ? undefined : ymdOf(birth);
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(birth.trim());
  if (!match) return undefined;
  const ymd = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(ymd.year, ymd.month, ymd.day) ? ymd : undefined;
};

/**
 * Age in whole years on `now`'s day, from a 'YYYY-MM-DD' (or 'YYYY/MM/DD', time ignored) string
 * or a Date. -1 when the birth year is after the current year or there is no valid date.
 * A birth date later in the current year gives 0, not -1: spec section 5 reserves -1 for a
 * later birth year.
 */
export const ageFromBirthDate = (
  birth: string | Date | null | undefined,
  now: Date = new Date(),
): number => {
  const born = parseBirth(birth);
  const today = ymdOf(now);
  if (!born || born.year > today.year) return -1;
  const hadBirthday =
    born.month < today.month || (born.month === today.month && born.day <= today.day);
  return Math.max(0, today.year - born.year - (hadBirthday ? 0 : 1));
};
