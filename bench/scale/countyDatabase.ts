import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildScaledDatabase } from '../../server/seed/scaledDatabase';
import { SCALED_HISTORY_YEARS } from '../../server/seed/seedSize';

const ROOT = path.join(__dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'data/scale');

/**
 * What decides a seeded database's content: the seed, the schema, the kernel that computes the
 * records, and the catalogue whose fields and keys they are stored with.
 */
const SEED_SOURCES = [
  'server/seed',
  'server/db',
  'src/domain',
  'src/services/contract',
  'server/resources/familyModel.ts',
  'server/resources/regionCodes.ts',
  'server/resources/store/recordKeys.ts',
];

const filesUnder = (entry: string): string[] => {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name))
    .filter((name) => fs.statSync(path.join(ROOT, name)).isFile());
};

/** A short hash of the seed's sources: a cached database is reused only while it is unchanged. */
export const seedCodeHash = (): string => {
  const hash = createHash('sha256');
  for (const file of SEED_SOURCES.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
};

export interface CountyDatabase {
  file: string;
  residents: number;
  historyYears: number;
  bytes: number;
  /** The build's wall and CPU time when this run built it; undefined when a cached copy was reused. */
  build: { ms: number; cpuMs: number; loadAfter: number } | undefined;
  builtAt: string;
}

/**
 * The cached county database of `residents` (data/scale/county-{N}-{hash}.db), built when
 * missing or when the seed's code changed (older builds of the same size are removed), or
 * always when `rebuild`. The bench runs the server on a copy, so the cache stays as built.
 */
export const countyDatabase = (
  residents: number,
  rebuild: boolean,
  reuseAny = false,
): CountyDatabase => {
  const historyYears = SCALED_HISTORY_YEARS;
  const prefix = `county-${residents}-y${historyYears}-`;
  // --reuse-any: the newest cached build of this size, whatever seed code made it (the server
  // migrates it on start); for measuring a change that does not touch the seed.
  const cached =
    reuseAny && fs.existsSync(CACHE_DIR)
      ? fs
          .readdirSync(CACHE_DIR)
          .filter((name) => name.startsWith(prefix) && name.endsWith('.db'))
          .map((name) => path.join(CACHE_DIR, name))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0]
      : undefined;
  const file = cached ?? path.join(CACHE_DIR, `${prefix}${seedCodeHash()}.db`);
  let build: CountyDatabase['build'];
  if (rebuild || !fs.existsSync(file)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    for (const old of fs.readdirSync(CACHE_DIR)) {
      if (old.startsWith(prefix)) fs.rmSync(path.join(CACHE_DIR, old), { force: true });
    }
    process.stdout.write(`生成 ${residents} 名居民的县域数据库 ${path.relative(ROOT, file)} …\n`);
    const { ms, cpuMs } = buildScaledDatabase(file, { residents, historyYears });
    build = { ms, cpuMs, loadAfter: Math.round(os.loadavg()[0]! * 10) / 10 };
  }
  const stat = fs.statSync(file);
  return {
    file,
    residents,
    historyYears,
    bytes: stat.size,
    build,
    builtAt: stat.mtime.toISOString(),
  };
};
