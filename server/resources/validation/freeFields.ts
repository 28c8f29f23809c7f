import { type FieldCheck, isBlankValue } from '../../../src/domain/fields';

/**
 * A field of a family without declared fields (spec 7.3 names some families by their path
 * alone): any JSON value of modest size. Declared fields are checked by their kind, by the
 * field checks the form runs too (src/domain/fields/fieldChecks.ts).
 */

const MAX_FREE_TEXT = 10_000;
const MAX_FREE_DEPTH = 4;

const depthOf = (raw: unknown): number =>
  typeof raw === 'object' && raw !== null
    ? 1 + Math.max(0, ...Object.values(raw as Record<string, unknown>).map(depthOf))
    : 0;

export const checkFreeField = (name: string, raw: unknown): FieldCheck => {
  if (isBlankValue(raw)) return { kind: 'empty' };
  if (typeof raw === 'string') {
    const text = raw.trim();
    return text.length > MAX_FREE_TEXT
      ? { kind: 'error', message: `字段“${name}”不能超过${MAX_FREE_TEXT}个字符` }
      : { kind: 'value', value: text };
  }
  if (depthOf(raw) > MAX_FREE_DEPTH) return { kind: 'error', message: `字段“${name}”嵌套层级过深` };
  return { kind: 'value', value: raw };
};
