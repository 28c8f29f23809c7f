/**
 * New-password rules of the change-password dialog (spec section 5). The strength rule is the
 * one the form enforces; the run/repeat rule backs the hint text shown beneath it.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** The special characters a password may (and must, at least once) contain. */
export const PASSWORD_SPECIALS = '_!@#$%^&*`~()-+=';

export const PASSWORD_RULE_MESSAGE = '新密码为8-16位字符（数字+大小写字母+特殊符号）';
export const PASSWORD_HINT_MESSAGE = '字符或数字不能连续或重复3位及以上';

const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIALS)}]`);
const ALLOWED = new RegExp(`^[A-Za-z0-9${escapeForClass(PASSWORD_SPECIALS)}]*$`);

/**
 * 8-16 characters, only letters, digits and PASSWORD_SPECIALS, with at least one digit, one
 * upper-case letter, one lower-case letter and one special character.
 */
export const isStrongPassword = (value: string | null | undefined): boolean =>
  value != null &&
  value.length >= PASSWORD_MIN_LENGTH &&
  value.length <= PASSWORD_MAX_LENGTH &&
  ALLOWED.test(value) &&
  /\d/.test(value) &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  SPECIAL.test(value);

type CharClass = 'digit' | 'letter' | 'other';

const classOf = (char: string): CharClass =>
  /\d/.test(char) ? 'digit' : /[a-z]/.test(char) ? 'letter' : 'other';

/**
 * Whether three characters in a row repeat (aaa, 111, !!!) or run up or down by one
 * (abc, cba, 123, 321). Letters compare case-insensitively (aBc, AAa). Runs count only
 * within digits or within letters, so '9:;' or 'Z[\' are not runs, and the alphabet does not
 * wrap (yza, 890 are fine).
 */
export const hasRunOrRepeat = (value: string | null | undefined): boolean => {
  if (value == null) return false;
  const chars = Array.from(value.toLowerCase());
  for (let i = 0; i + 2 < chars.length; i += 1) {
    const [a, b, c] = [chars[i] ?? '', chars[i + 1] ?? '', chars[i + 2] ?? ''];
    if (a === b && b === c) return true;
    const kind = classOf(a);
    if (kind === 'other' || classOf(b) !== kind || classOf(c) !== kind) continue;
    const step = b.charCodeAt(0) - a.charCodeAt(0);
    if ((step === 1 || step === -1) && c.charCodeAt(0) - b.charCodeAt(0) === step) return true;
  }
  return false;
};
