export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const PASSWORD_SPECIALS = '_!@#$%^&*`~()-+=';

export const PASSWORD_RULE_MESSAGE = '新密码为8-16位（数字+大小写字母+特殊符号）';
export const PASSWORD_RUN_MESSAGE = '新密码不能包含3位及以上连续或重复的字符（如 abc、321、aaa）';

const isAlphanumeric = (char: string) => /^[A-Za-z0-9]$/.test(char);

/**
 * True when three neighbours repeat (aaa, !!!) or climb or fall by one through letters or digits
 * (abc, CBA, 123, 321). Letters compare case-insensitively: 'aBc' is still a run.
 */
export const hasRunOfThree = (password: string): boolean => {
  const chars = [...password];
  for (let i = 2; i < chars.length; i += 1) {
    const [a = '', b = '', c = ''] = chars.slice(i - 2, i + 1).map((ch) => ch.toLowerCase());
    if (a === b && b === c) return true;
    if (![a, b, c].every(isAlphanumeric)) continue;
    const sameKind =
      [a, b, c].every((ch) => /\d/.test(ch)) || [a, b, c].every((ch) => /[a-z]/.test(ch));
    const step1 = b.charCodeAt(0) - a.charCodeAt(0);
    const step2 = c.charCodeAt(0) - b.charCodeAt(0);
    if (sameKind && step1 === step2 && Math.abs(step1) === 1) return true;
  }
  return false;
};

const hasEachKind = (password: string): boolean =>
  /\d/.test(password) &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password) &&
  [...password].some((ch) => PASSWORD_SPECIALS.includes(ch));

/** The Chinese reason a new password is refused, or undefined when it is acceptable. */
export const passwordPolicyViolation = (password: string): string | undefined => {
  const length = [...password].length;
  if (
    length < PASSWORD_MIN_LENGTH ||
    length > PASSWORD_MAX_LENGTH ||
    /\s/.test(password) ||
    !hasEachKind(password)
  ) {
    return PASSWORD_RULE_MESSAGE;
  }
  if (hasRunOfThree(password)) return PASSWORD_RUN_MESSAGE;
  return undefined;
};
