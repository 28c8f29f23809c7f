/**
 * Mainland resident ID numbers (GB 11643-1999, spec §5): an 18-character number is region (6) +
 * birth date YYYYMMDD (8) + sequence (3, odd for men) + an ISO 7064 MOD 11-2 check character; the
 * older 15-digit form is region (6) + YYMMDD (6) + sequence (3).
 */

import { ageOn, dateParts, dateText, isCalendarDate, toIsoDate } from '../calendar';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const ID_18 = /^\d{17}[\dX]$/i;
const ID_15 = /^\d{15}$/;
/** Nobody the platform serves was born earlier; earlier dates in IDs are typing errors. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * The check character of the first 17 digits. Throws a RangeError for anything but 17 ASCII
 * digits, because a check character of garbage would look valid.
 */
export const idCardCheckDigit = (first17: string): string => {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idCardCheckDigit needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
};

/** Upper-cases a trailing x and trims: the form the platform stores and searches. */
export const normalizeIdCard = (value: string): string => value.trim().toUpperCase();

/**
 * The birth date as 'YYYY-MM-DD' (digits 7-14 of an 18-character ID, or 19 + digits 7-12 of a
 * 15-digit one). Undefined when the shape is wrong or the date does not exist (0230).
 */
export const birthDateFromIdCard = (value: string | null | undefined): string | undefined => {
  if (value == null) return undefined;
  let year: number;
  let rest: string;
  if (ID_18.test(value)) {
    year = Number(value.slice(6, 10));
    rest = value.slice(10, 14);
  } else if (ID_15.test(value)) {
    // 15-digit IDs were replaced in 1999 and carry a two-digit year that is always 19xx.
    year = 1900 + Number(value.slice(6, 8));
    rest = value.slice(8, 12);
  } else {
    return undefined;
  }
  const month = Number(rest.slice(0, 2));
  const day = Number(rest.slice(2, 4));
  return isCalendarDate(year, month, day) ? toIsoDate(year, month, day) : undefined;
};

/**
 * The sex code (GB/T 2261.1: '1' male, '2' female) from the sequence's parity: digit 15 of a
 * 15-digit ID, digit 17 of an 18-character one. The check character is not verified, so a
 * mistyped ID still yields a sex to pre-fill. Undefined for other shapes.
 */
export const sexFromIdCard = (value: string | null | undefined): '1' | '2' | undefined => {
  if (value == null) return undefined;
  let digit: string;
  if (ID_18.test(value)) digit = value.charAt(16);
  else if (ID_15.test(value)) digit = value.charAt(14);
  else return undefined;
  return Number(digit) % 2 === 1 ? '1' : '2';
};

export type IdCardProblem = 'format' | 'birthDate' | 'checkDigit';

/**
 * What is wrong with an ID number (after normalizing), or undefined when it is valid: 18
 * characters of the right shape, a real birth date from 1900-01-01 to `today`, and the right
 * check character. The region code is not checked against a list: codes change.
 */
export const idCardProblem = (value: string, today: string): IdCardProblem | undefined => {
  const id = normalizeIdCard(value);
  if (!ID_18.test(id)) return 'format';
  const birthDate = birthDateFromIdCard(id);
  if (!birthDate || birthDate < EARLIEST_BIRTH_DATE || birthDate > today) return 'birthDate';
  if (idCardCheckDigit(id.slice(0, 17)) !== id.charAt(17)) return 'checkDigit';
  return undefined;
};

/** Exactly an 18-character citizen ID (x accepted for X) that idCardProblem finds nothing wrong with. */
export const isValidIdCard = (
  value: string | null | undefined,
  today: string = dateText(),
): boolean => value != null && ID_18.test(value) && idCardProblem(value, today) === undefined;

/**
 * Spec §5's age helper: whole years on `today` from a birth date ('YYYY-MM-DD' or 'YYYY/MM/DD',
 * a time after it ignored). -1 when the birth year is after today's year or the date is unreadable;
 * a birth date later in the current year gives 0.
 */
export const ageFromBirthDate = (
  birth: string | null | undefined,
  today: string = dateText(),
): number => {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(birth?.trim() ?? '');
  if (!match) return -1;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDate(year, month, day)) return -1;
  const on = dateParts(today);
  if (!on || year > on.year) return -1;
  return Math.max(0, ageOn(toIsoDate(year, month, day), today) ?? -1);
};
