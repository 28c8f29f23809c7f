import fs from 'node:fs';
import path from 'node:path';

import { type Db } from './openDatabase';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const readMigrations = (dir: string = MIGRATIONS_DIR): Migration[] =>
  fs
    .readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, so a
 * failing file leaves the database at the previous version. Returns the names it applied.
 */
export const migrate = (db: Db, migrations: Migration[] = readMigrations()): string[] => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.name);
  }
  return done;
};
