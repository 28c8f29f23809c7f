import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What a client build depends on: when any of it is newer than the build, the build is stale. */
const INPUTS = [
  'src',
  'scripts/webpack',
  'scripts/prerender',
  'webpack.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

export const ROOT = path.resolve(__dirname, '..');
export const CLIENT_INDEX = path.join(ROOT, 'dist/client/index.html');

const newestMtime = (target: string): number => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
};

export const isClientBuildStale = (): boolean => {
  if (!fs.existsSync(CLIENT_INDEX)) return true;
  const built = fs.statSync(CLIENT_INDEX).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
};

/** Runs the production build; exits the process on failure so callers never serve a half build. */
export const buildClient = (): void => {
  console.log('正在构建前端（生产模式）…');
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('前端构建失败。');
    process.exit(result.status ?? 1);
  }
};
