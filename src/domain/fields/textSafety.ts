/**
 * Characters no typed text may hold (spec 5, text fields): C0 and C1 controls (NUL, CR, LF, TAB…), DEL, the
 * bidirectional controls that make text read in another order than it is stored (U+202E turns
 * "exe.txt" into "txt.exe" on screen), and the invisible zero-width characters that make two
 * names look the same. Part of the field checks (fieldChecks.ts) both sides run.
 */
export const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

const UNSAFE_TEXT_GLOBAL = new RegExp(UNSAFE_TEXT.source, 'gu');

/** The first unsafe character of a text, as U+XXXX, or undefined. */
export const findUnsafeCharacter = (text: string): string | undefined => {
  const match = UNSAFE_TEXT.exec(text);
  if (!match) return undefined;
  return `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
};

/** The Chinese message beside a field that holds one. */
export const unsafeTextMessage = (label: string, character: string): string =>
  `${label}不能包含控制字符或不可见字符（${character}）`;

/**
 * What is wrong with a typed field's text, or undefined: the one check of the server's
 * validation and the client's form rules. Line breaks and tabs belong in a multi-line text;
 * nothing else invisible belongs anywhere.
 */
export const unsafeTextProblem = (
  label: string,
  text: string,
  multiline = false,
): string | undefined => {
  const unsafe = findUnsafeCharacter(multiline ? text.replace(/[\t\n\r]/g, '') : text);
  return unsafe === undefined ? undefined : unsafeTextMessage(label, unsafe);
};

/** The text without its unsafe characters. */
export const stripUnsafeText = (text: string): string => text.replace(UNSAFE_TEXT_GLOBAL, '');
