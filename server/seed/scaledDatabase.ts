import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { DEFAULT_FOLLOW_UP_RULES } from '../../src/domain/followUp';
import { migrate } from '../db/migrate';
import { createReadModels } from '../readModels/readModels';
import { seedDatabase } from './seedDatabase';
import { type SeedSize } from './seedSize';

export interface ScaledBuild {
  /** Residents made and records written (every family). */
  residents: number;
  records: number;
  /** Bytes of the finished database file. */
  bytes: number;
  ms: number;
  /** CPU time of the build (user and system): what the wall time is on an idle machine. */
  cpuMs: number;
}

/** The companions SQLite keeps next to a database file. */
const companions = (file: string): string[] =>
  ['-wal', '-shm', '-journal'].map((suffix) => `${file}${suffix}`);

const removeWithCompanions = (file: string): void => {
  for (const name of [file, ...companions(file)]) fs.rmSync(name, { force: true });
};

const cpuMsSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
};

const countsOf = (db: Database.Database) => ({
  residents:
    db
      .prepare<[], number>("SELECT COUNT(*) FROM resource_records WHERE family = 'persons'")
      .pluck()
      .get() ?? 0,
  records: db.prepare<[], number>('SELECT COUNT(*) FROM resource_records').pluck().get() ?? 0,
});

/**
 * Builds a seeded database of `size` into `file`, replacing it: the demo's regions, hospitals,
 * menus and users, and `size.residents` residents with their records (server/seed/seedSize.ts).
 * Written to `{file}.building` and renamed when complete, so a failed or stopped build never
 * leaves a file that looks finished. During the build only, SQLite keeps its rollback journal in
 * memory and does not wait for the disk (a failed build is thrown away whole), with a 1 GiB page
 * cache; the result is left in WAL mode, as the server keeps any database.
 */
export const buildScaledDatabase = (file: string, size: Required<SeedSize>): ScaledBuild => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const building = `${file}.building`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  removeWithCompanions(building);
  const db = new Database(building);
  let counted: { residents: number; records: number };
  try {
    db.pragma('journal_mode = MEMORY');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -1048576');
    db.pragma('foreign_keys = ON');
    migrate(db);
    seedDatabase(db, size);
    // The read models derived now, with the default follow-up rules: a server started on the
    // file with the same rules finds them current (a deployment's own rules derive them again).
    createReadModels(db, DEFAULT_FOLLOW_UP_RULES);
    counted = countsOf(db);
    // As the server keeps every database file (openDatabase), so its first open changes nothing.
    db.pragma('journal_mode = WAL');
  } catch (error) {
    db.close();
    removeWithCompanions(building);
    throw error;
  }
  db.close();
  removeWithCompanions(file);
  fs.renameSync(building, file);
  return {
    ...counted,
    bytes: fs.statSync(file).size,
    ms: Math.round(performance.now() - started),
    cpuMs: cpuMsSince(cpu),
  };
};
