import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { describeFailure, FILE_ERROR_CAUSES, failureOf } from '../shared/fileErrors';

export type Db = Database.Database;

export const isMemoryDb = (file: string): boolean => file === ':memory:';

/** The Chinese cause of a failure to open a database file, by its error code. */
const CAUSES: Readonly<Record<string, string>> = {
  ...FILE_ERROR_CAUSES,
  SQLITE_NOTADB: '不是 SQLite 数据库文件',
  SQLITE_CORRUPT: '数据库文件已损坏',
  SQLITE_CANTOPEN: '无法打开（文件夹不存在或没有权限）',
  SQLITE_READONLY: '数据库文件是只读的',
  SQLITE_PERM: '没有读写权限',
};

/** Thrown when the database cannot be opened: names the file and the cause. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly file: string,
    readonly code: string | undefined,
    detail: string,
  ) {
    super(`无法打开数据库文件 ${file}：${describeFailure(CAUSES, code, detail)}`);
    this.name = 'DatabaseOpenError';
  }
}

/**
 * Residents' health data: the file is its owner's alone (0600), created so and kept so. SQLite
 * gives its -wal and -shm files the database file's permissions.
 */
const OWNER_ONLY = 0o600;

const open = (file: string): Db => {
  if (!isMemoryDb(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY));
    fs.chmodSync(file, OWNER_ONLY);
  }
  return withSettings(new Database(file), !isMemoryDb(file));
};

/** The connection settings the server relies on, whatever the database was opened from. */
const withSettings = (db: Db, onDisk: boolean): Db => {
  try {
    // WAL lets readers run while a write is in progress; it means nothing for an in-memory database.
    if (onDisk) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
};

/**
 * An in-memory database made from another's bytes (`db.serialize()`), with the same settings as
 * openDatabase: a private, writable copy, e.g. of a demo database seeded once for many tests.
 */
export const openDatabaseImage = (image: Buffer): Db => withSettings(new Database(image), false);

/**
 * Opens (creating its folder when needed) the SQLite database with the settings the server
 * relies on. A file that cannot be opened (no permission, a folder that cannot exist, not a
 * database: the last shows only at the first statement) throws a DatabaseOpenError.
 */
export const openDatabase = (file: string): Db => {
  try {
    return open(file);
  } catch (error) {
    const { code, message } = failureOf(error);
    throw new DatabaseOpenError(file, code, message);
  }
};
