import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { dateTimeText } from '../../src/domain/calendar';

/** Residents' health data: backups are their owner's alone, like the database itself. */
const OWNER_ONLY = 0o600;

/** 'gwphis-2026-12-05-083000.db': the deployment zone's date and time of the backup. */
export const backupFileName = (epochMs: number): string => {
  const [date = '', time = ''] = dateTimeText(epochMs).split(' ');
  return `gwphis-${date}-${time.replaceAll(':', '')}.db`;
};

/**
 * Copies a database with SQLite's online backup API into `file` (0600): consistent while a server
 * reads and writes it, a page batch at a time. Written beside the target and renamed into place,
 * so a file of that name is always whole; journal mode DELETE, so the copy is one file.
 */
export const copyDatabase = async (source: Database.Database, file: string): Promise<void> => {
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  fs.closeSync(fs.openSync(partial, 'wx', OWNER_ONLY));
  try {
    await source.backup(partial);
    const copy = new Database(partial);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    fs.chmodSync(partial, OWNER_ONLY);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
};

/**
 * A backup of the database file `dbFile` into the folder `destination` (made 0700 when missing),
 * named by the deployment zone's date and time. Returns the backup's path.
 */
export const backupDatabase = async (
  dbFile: string,
  destination: string,
  epochMs: number = Date.now(),
): Promise<string> => {
  fs.mkdirSync(destination, { recursive: true, mode: 0o700 });
  const file = path.join(destination, backupFileName(epochMs));
  const source = new Database(dbFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await copyDatabase(source, file);
  } finally {
    source.close();
  }
  return file;
};
