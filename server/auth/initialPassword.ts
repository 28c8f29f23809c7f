import { randomInt } from 'node:crypto';

import { passwordPolicyViolation } from './passwordPolicy';

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#%&*+=';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

const pick = (alphabet: string): string => alphabet.charAt(randomInt(alphabet.length));

/**
 * A first password for the production administrator: 16 random characters that meet the password
 * rules (a digit, both cases, a symbol, no run of three), drawn from a cryptographic source.
 */
export const initialPassword = (): string => {
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
    while (chars.length < 16) chars.push(pick(ALL));
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
    }
    const password = chars.join('');
    if (passwordPolicyViolation(password) === undefined) return password;
  }
};
