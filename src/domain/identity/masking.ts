/**
 * Masking of personal identifiers (spec §5). Every mask keeps the value's length so columns stay
 * aligned and staff can still tell a full number from a truncated one.
 */

type Input = string | null | undefined;

const stars = (count: number): string => '*'.repeat(Math.max(0, count));

/**
 * 11-digit numbers keep the first 3 and last 4 digits (138****1234). Anything else keeps only the
 * first 3 characters, since without the mobile shape the tail may be the identifying part.
 */
export const maskPhone = (value: Input): string => {
  if (!value) return '';
  if (/^\d{11}$/.test(value)) return `${value.slice(0, 3)}****${value.slice(7)}`;
  return value.slice(0, 3) + stars(value.length - 3);
};

/**
 * Keeps the first 4 (province and city) and last 2 characters: 3408************12. Values of 6
 * characters or fewer keep only the first 4, so something is always hidden past 4.
 */
export const maskIdCard = (value: Input): string => {
  if (!value) return '';
  const tail = value.length > 6 ? value.slice(-2) : '';
  const head = value.slice(0, 4);
  return head + stars(value.length - head.length - tail.length) + tail;
};

/**
 * Keeps the first and last character: 张*三, 欧**锋; a two-character name becomes 张*, and a
 * one-character name is returned as is. Works on code points, so a rare character outside the
 * Basic Multilingual Plane (𠀀) counts as one.
 */
export const maskName = (value: Input): string => {
  if (!value) return '';
  const chars = Array.from(value);
  if (chars.length === 1) return value;
  if (chars.length === 2) return `${chars[0] ?? ''}*`;
  return (chars[0] ?? '') + stars(chars.length - 2) + (chars[chars.length - 1] ?? '');
};

/**
 * A platform number that names a person's file or a household (档案编号, 17 digits; 家庭编号, 16):
 * keeps the county's 6 digits and the last 2, 340881*********12.
 */
export const maskRecordNumber = (value: Input): string => {
  if (!value) return '';
  const tail = value.length > 8 ? value.slice(-2) : '';
  const head = value.slice(0, 6);
  return head + stars(value.length - head.length - tail.length) + tail;
};
