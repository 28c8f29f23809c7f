import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT } from './clientBuild';

/**
 * Reproducible build: copies this checkout's sources (tracked and untracked, not
 * ignored) into two temp folders of different names and depths, runs the production build in
 * each and compares every file of dist/client by sha256. Two builds take a minute or two, so this
 * runs in `npm run bench` and on its own (`npx tsx scripts/checkReproducible.ts`), not in npm test.
 */
export type ReproducibleResult = {
  equal: boolean;
  files: number;
  /** Files present in one build only, or with other bytes. */
  differing: string[];
  seconds: number;
};

const sourceFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));

const copySources = (files: string[], target: string): void => {
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  // A real node_modules inside each copy, hard-linked (seconds, no disk): with a symlink, loaders
  // resolve to the link's target and write paths relative to it (css-loader's runtime import),
  // which would differ with the copy's depth for reasons no real checkout has.
  execFileSync('cp', ['-al', fs.realpathSync(path.join(ROOT, 'node_modules')), target]);
};

const build = (dir: string): void => {
  const env = { ...process.env };
  delete env.BUILD_VERSION;
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: dir,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`build failed in ${dir}`);
};

const digests = (dir: string): Map<string, string> => {
  const out = new Map<string, string>();
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const bytes = fs.readFileSync(path.join(dir, file));
        out.set(file, crypto.createHash('sha256').update(bytes).digest('hex'));
      }
    }
  };
  walk('');
  return out;
};

export const checkReproducible = (): ReproducibleResult => {
  const started = performance.now();
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'gwphis-repro-'));
  try {
    const files = sourceFiles();
    const copies = [path.join(temp, 'a'), path.join(temp, 'other', 'checkout-b')];
    for (const copy of copies) {
      copySources(files, copy);
      build(copy);
    }
    const [a, b] = copies.map((copy) => digests(path.join(copy, 'dist/client'))) as [
      Map<string, string>,
      Map<string, string>,
    ];
    const names = [...new Set([...a.keys(), ...b.keys()])].sort();
    const differing = names.filter((name) => a.get(name) !== b.get(name));
    return {
      equal: differing.length === 0,
      files: names.length,
      differing,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
};

export const reproducibleSummaryLine = (result: ReproducibleResult): string =>
  `reproducibleBuild: ${result.files} files, ` +
  (result.equal
    ? 'identical in two folders'
    : `${result.differing.length} DIFFER (${result.differing.slice(0, 5).join(', ')})`) +
  ` (${result.seconds} s)`;

if (require.main === module) {
  const result = checkReproducible();
  for (const name of result.differing) console.error(`differs: ${name}`);
  console.log(reproducibleSummaryLine(result));
  process.exit(result.equal ? 0 : 1);
}
