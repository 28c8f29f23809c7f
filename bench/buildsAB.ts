import fs from 'node:fs';
import path from 'node:path';

/** A command-line option's value (`--name value`). */
export const argument = (name: string): string | undefined => {
  const flag = process.argv.indexOf(name);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
};

/**
 * The build before of a two-builds bench: `--before <dist/client>` as an absolute path, or
 * undefined (with the bench's usage line printed) when it is missing or holds no build.
 */
export const beforeClientDir = (bench: string): string | undefined => {
  const before = argument('--before');
  if (before && fs.existsSync(path.join(before, 'index.html'))) return path.resolve(before);
  console.log(`用法：npx tsx bench/${bench} --before <之前构建的 dist/client>`);
  return undefined;
};
