import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildScaledDatabase } from '../server/seed/scaledDatabase';
import { SCALED_HISTORY_YEARS } from '../server/seed/seedSize';

// npm run seed -- --residents 300000 [--file data/county-300000.db] [--years 3] [--force]
// (or SEED_RESIDENTS, SEED_FILE, SEED_YEARS): a seeded database of any size with the demo's
// proportions, users and hospitals. `npm start` keeps seeding the 2,437-resident demo.

const USAGE =
  '用法：npm run seed -- --residents 300000 [--file data/county-300000.db] [--years 3] [--force]';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
};

const wholeNumber = (name: string, text: string | undefined, min: number, max: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    return fail(`${name} 应为 ${min} 到 ${max} 之间的整数：${String(text)}`);
  }
  return value;
};

const { values } = parseArgs({
  options: {
    residents: { type: 'string' },
    file: { type: 'string' },
    years: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

const residents = wholeNumber(
  '--residents',
  values.residents ?? process.env.SEED_RESIDENTS,
  1,
  1_000_000,
);
const historyYears = wholeNumber(
  '--years',
  values.years ?? process.env.SEED_YEARS ?? String(SCALED_HISTORY_YEARS),
  1,
  10,
);
const file = values.file ?? process.env.SEED_FILE ?? `data/county-${residents}.db`;
if (fs.existsSync(file) && !values.force) {
  fail(`${file} 已存在；加 --force 覆盖`);
}

process.stdout.write(`正在生成 ${residents} 名居民、${historyYears} 年随访的数据库 ${file} …\n`);
const build = buildScaledDatabase(file, { residents, historyYears });
process.stdout.write(
  `完成：${build.residents} 份个人档案，${build.records} 条记录，` +
    `${(build.bytes / 2 ** 20).toFixed(0)} MiB，用时 ${(build.ms / 1000).toFixed(1)} 秒` +
    `（CPU ${(build.cpuMs / 1000).toFixed(1)} 秒，负载 ${os.loadavg()[0]?.toFixed(1)}）\n` +
    `启动：DB_FILE=${path.relative(process.cwd(), path.resolve(file))} npm run server\n`,
);
