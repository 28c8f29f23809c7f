import fs from 'node:fs';

import Database from 'better-sqlite3';

/** A file SQLite cannot read as a database: nothing can be serving it. */
const UNREADABLE = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);

/**
 * Whether another connection (a running server, a script) has the database open. An exclusive
 * lock cannot be had while any connection holds the file, WAL readers included; nothing waits.
 */
export const databaseInUse = (file: string): boolean => {
  if (!fs.existsSync(file)) return false;
  const probe = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    const { code = '' } = error as { code?: string };
    if (code === 'SQLITE_BUSY') return true;
    if (UNREADABLE.has(code)) return false;
    throw error;
  } finally {
    probe.close();
  }
};
