import { isCalendarDate } from '../time';

/**
 * The 18-digit citizen ID number (GB 11643-1999): 6-digit region code, 8-digit birth date,
 * 3-digit sequence (odd for men, even for women), and an ISO 7064 MOD 11-2 check character.
 * The client has the same rule in src/shared; server/ may not import it (ARCHITECTURE.md).
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = /^\d{17}[\dX]$/;

/** The check character of the first 17 digits. */
export const idCardCheckCharacter = (first17: string): string => {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += Number(first17[index]) * (WEIGHTS[index] ?? 0);
  }
  return CHECK_CHARACTERS[sum % 11] ?? '';
};

export type IdCardProblem = 'format' | 'birthDate' | 'checkDigit';

/** Upper-cases a trailing x and trims: the form the platform stores. */
export const normalizeIdCard = (value: string): string => value.trim().toUpperCase();

export const idCardBirthDate = (id: string): string =>
  `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;

/** '1' (male) for an odd sequence digit, '2' (female) for an even one (GB/T 2261.1 codes). */
export const idCardSex = (id: string): '1' | '2' => (Number(id[16]) % 2 === 1 ? '1' : '2');

/**
 * What is wrong with an ID number, or undefined when it is valid: 18 characters of the right
 * shape, a real birth date between 1900-01-01 and `today`, and the right check character.
 */
export const idCardProblem = (value: string, today: string): IdCardProblem | undefined => {
  const id = normalizeIdCard(value);
  if (!SHAPE.test(id)) return 'format';
  const birthDate = idCardBirthDate(id);
  if (!isCalendarDate(birthDate) || birthDate < '1900-01-01' || birthDate > today) {
    return 'birthDate';
  }
  if (idCardCheckCharacter(id.slice(0, 17)) !== id[17]) return 'checkDigit';
  return undefined;
};
