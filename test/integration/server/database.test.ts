import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { migrate, readMigrations } from '../../../server/db/migrate';
import { openDatabase, type Db } from '../../../server/db/openDatabase';
import { prepareDatabase } from '../../../server/prepareDatabase';
import { createRandom, mulberry32 } from '../../../server/seed/random';
import { seedDatabase } from '../../../server/seed/seedDatabase';

const TABLES = [
  'regions',
  'hospitals',
  'user_groups',
  'users',
  'functions',
  'function_details',
  'group_functions',
  'group_function_details',
  'system_params',
];

const dump = (db: Db) =>
  Object.fromEntries(
    TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
  );

describe('database', () => {
  let first: Db;
  let second: Db;

  beforeAll(() => {
    first = prepareDatabase(':memory:');
    second = prepareDatabase(':memory:');
  });

  afterAll(() => {
    first.close();
    second.close();
  });

  it('records the applied migrations', () => {
    const applied = first
      .prepare<[], { name: string }>('SELECT name FROM schema_migrations ORDER BY version')
      .all()
      .map((row) => row.name);
    expect(applied).toEqual(readMigrations().map((migration) => migration.name));
    expect(migrate(first)).toEqual([]);
  });

  it('seeds every fresh database identically', () => {
    expect(dump(second)).toEqual(dump(first));
  });

  it('seeds only an empty database', () => {
    expect(seedDatabase(first)).toBe(false);
  });

  it('never stores a password in clear', () => {
    const hashes = first
      .prepare<[], { password_hash: string }>('SELECT password_hash FROM users')
      .all()
      .map((row) => row.password_hash);
    expect(hashes).toHaveLength(7);
    for (const hash of hashes)
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(7);
  });

  it('has the real administrative codes and the hospital hierarchy', () => {
    const region = (code: string) =>
      first
        .prepare<[string], { region_name: string; deploy_code: string | null }>(
          'SELECT region_name, deploy_code FROM regions WHERE region_code = ?',
        )
        .get(code);
    expect(region('340881')).toEqual({ region_name: '桐城市', deploy_code: 'tc' });
    expect(region('341622')).toEqual({ region_name: '蒙城县', deploy_code: 'mc' });
    expect(region('340881100')?.region_name).toBe('孔城镇');
    const classes = first
      .prepare<[], { hosp_class: number; n: number }>(
        "SELECT hosp_class, COUNT(*) AS n FROM hospitals WHERE hosp_id LIKE '340881%' GROUP BY hosp_class",
      )
      .all();
    expect(classes).toEqual([
      { hosp_class: 1, n: 1 },
      { hosp_class: 2, n: 8 },
      { hosp_class: 3, n: 24 },
    ]);
  });

  it('opens a file database in WAL mode with foreign keys, creating its folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-db-'));
    const db = openDatabase(path.join(dir, 'nested', 'demo.db'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seeded random generator', () => {
  it('repeats its sequence for a seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('stays within bounds', () => {
    const random = createRandom(7);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(random.bytes(16)).toHaveLength(16);
  });
});
