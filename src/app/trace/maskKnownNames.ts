import { identifierKindOf, maskName } from '@/domain/identity';

/**
 * The sanitiser masks a name where a key says it is one, but a name also turns up inside
 * free text: a notice "已保存张小三的随访", an assistant prompt, a form's remark. No pattern
 * recognises a Chinese name, so the export learns the names the session actually holds (every
 * value under a name key of the raw states) and masks each wherever it appears in the file.
 *
 * The same replacement runs over the initial state, the actions and the final state, so a
 * reducer that copied a name from an action into state still replays to the same (masked) state.
 */

const MAX_DEPTH = 40;

/** Full names under name keys, two characters or more (a one-character name is never masked). */
export const collectNames = (...roots: unknown[]): Set<string> => {
  const names = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (key: string, value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (
        identifierKindOf(key) === 'name' &&
        Array.from(value.trim()).length >= 2 &&
        !value.includes('*')
      )
        names.add(value.trim());
      return;
    }
    if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((item) => walk(key, item, depth + 1));
    else for (const [childKey, child] of Object.entries(value)) walk(childKey, child, depth + 1);
  };
  roots.forEach((root) => walk('', root, 0));
  return names;
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function that masks every known name in any string, keys included, of a JSON value. */
export const createNameMasker = (names: Iterable<string>): (<T>(value: T) => T) => {
  // Longest first, so 欧阳小锋 is masked whole before 欧阳 could match inside it.
  const sorted = [...names].sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return (value) => value;
  const pattern = new RegExp(sorted.map(escapeRegExp).join('|'), 'g');
  const maskText = (text: string): string => text.replace(pattern, (name) => maskName(name));
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return maskText(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[maskText(key)] = walk(child);
    return out;
  };
  return <T>(value: T): T => walk(value) as T;
};
