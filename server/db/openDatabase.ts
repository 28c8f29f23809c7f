import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

export type Db = Database.Database;

export const isMemoryDb = (file: string): boolean => file === ':memory:';

/** Opens (creating its folder when needed) the SQLite database with the settings the server relies on. */
export const openDatabase = (file: string): Db => {
  if (!isMemoryDb(file)) fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers run while a write is in progress; it means nothing for an in-memory database.
  if (!isMemoryDb(file)) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
};
