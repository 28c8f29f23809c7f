/**
 * Format checks for form fields (spec section 5). Each takes the raw field value and answers
 * false for null, undefined or '' so callers can leave "required" to a separate rule.
 */

type Input = string | null | undefined;

// Extended_Pictographic covers almost every emoji; the rest are pieces that never stand alone
// in ordinary text: flag letters, skin-tone modifiers and the keycap mark (1️⃣).
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3/u;
// Non-negative, no leading zeros ('0.5' yes, '01' no), and a dot must be followed by digits.
const DECIMAL_2 = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
const DECIMAL_4 = /^(?:0|[1-9]\d*)(?:\.\d{1,4})?$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const DIGITS = /^\d+$/;

const matches = (pattern: RegExp, value: Input): boolean => value != null && pattern.test(value);

/** Whether the text contains at least one emoji (the back end's columns cannot store them). */
export const hasEmoji = (value: Input): boolean => matches(EMOJI, value);

/** Non-negative number with at most 2 decimals ('12', '12.5', '12.34'). */
export const isDecimal2 = (value: Input): boolean => matches(DECIMAL_2, value);

/** Non-negative number with at most 4 decimals. */
export const isDecimal4 = (value: Input): boolean => matches(DECIMAL_4, value);

/** Integer of at least 1 written without leading zeros. */
export const isPositiveInteger = (value: Input): boolean => matches(POSITIVE_INTEGER, value);

/** One or more ASCII digits and nothing else. */
export const isDigits = (value: Input): boolean => matches(DIGITS, value);
