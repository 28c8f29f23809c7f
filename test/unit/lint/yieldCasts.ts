import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Finds `(yield …) as T` casts in source text; test/unit/lint/noYieldCasts.test.ts uses it. */
export interface YieldCast {
  line: number;
  text: string;
}

const OPENING = /\(\s*yield\b/g;
const CAST_AFTER = /^\s*as\s/;

/** The index just past the parenthesis that closes the one at `open`, skipping string literals. */
const closingParen = (source: string, open: number): number => {
  let depth = 0;
  let quote: string | null = null;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return source.length;
};

/** Every `(yield …) as T` in `source`, with the line it starts on. */
export const findYieldCasts = (source: string): YieldCast[] =>
  [...source.matchAll(OPENING)].flatMap((match) => {
    const end = closingParen(source, match.index);
    if (!CAST_AFTER.test(source.slice(end))) return [];
    const line = source.slice(0, match.index).split('\n').length;
    const text = source.slice(match.index, end).split('\n')[0]!.trim();
    return [{ line, text }];
  });

export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
