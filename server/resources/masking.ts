/** Spec 5 masking, for the few replies that mention a record outside the user's hospitals. */
export const maskName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0] ?? ''}*`;
  return `${chars[0] ?? ''}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1] ?? ''}`;
};

/** An ID number: the first 4 and the last 2 characters (spec 5). */
export const maskIdCard = (value: string): string => {
  if (!value) return '';
  const tail = value.length > 6 ? value.slice(-2) : '';
  const head = value.slice(0, 4);
  return head + '*'.repeat(Math.max(0, value.length - head.length - tail.length)) + tail;
};

/** A value as text: strings as they are, numbers and booleans printed, anything else as JSON. */
export const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};
