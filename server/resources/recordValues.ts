/**
 * Readers of a record's loosely typed data (JSON from a client or the store): what counts as a
 * value the rules may use, so every hook and handler ignores blanks and non-numbers alike.
 */

/** A non-blank string, else undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A finite number, else undefined. */
export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A value as text: strings as they are, numbers and booleans printed, anything else as JSON. */
export const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};
