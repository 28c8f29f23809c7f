import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** `<script>` elements without a `src`: the inlined webpack runtime and the pre-paint's check. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') of every inline script of an HTML text. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/**
 * The hashes of the built index.html, read again when the file changes (a rebuild while the
 * server runs), so the policy always allows exactly the scripts the page being served holds.
 */
export const createIndexHashReader = (indexFile: string): (() => string[]) => {
  let cached: { mtimeMs: number; hashes: string[] } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) };
    }
    return cached.hashes;
  };
};
