/** Telephone numbers (spec §5 format helpers). */

type Input = string | null | undefined;

/** Mainland mobile number: 1, then 3-9, then 9 more digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** A mobile number standing alone inside free text (for masking logs and traces). */
export const MOBILE_IN_TEXT = /(?<!\d)(1[3-9]\d{9})(?!\d)/g;
// Area code is 0 plus 2-3 digits (010, 0551); the local number is 7 or 8 digits. The hyphen is
// optional because staff type both 0551-12345678 and 05511234567. An institution's number may
// carry an extension after a hyphen (0556-5551234-801).
const LANDLINE = /^(?:0\d{2,3}-?)?\d{7,8}(?:-\d{1,6})?$/;

export const isMobile = (value: Input): boolean => value != null && MOBILE_PATTERN.test(value);

/**
 * A landline with optional area code and extension (0551-12345678, 05511234567, 1234567,
 * 0556-5551234-801), or a mobile.
 */
export const isPhoneOrLandline = (value: Input): boolean =>
  isMobile(value) || (value != null && LANDLINE.test(value));
