import Database from 'better-sqlite3';

import { readMigrations } from './migrate';

export interface DatabaseFileCheck {
  /** Empty when the file may be restored; else each reason, in Chinese. */
  problems: string[];
  /** The newest migration the file records (0 when it records none). */
  version: number;
  /** The newest migration this code knows: a file below it is upgraded at the next start. */
  latestVersion: number;
}

/**
 * Whether a file is a sound database of this server: SQLite's integrity_check passes, and its
 * schema_migrations lists only migrations this code knows (an older file is upgraded at start;
 * a newer one, or another program's database, is refused).
 */
export const checkDatabaseFile = (file: string): DatabaseFileCheck => {
  const known = new Set(readMigrations().map((migration) => migration.version));
  const latestVersion = Math.max(0, ...known);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      return { problems: [`完整性检查未通过：${String(integrity)}`], version: 0, latestVersion };
    }
    const hasMigrations = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
      .get();
    if (!hasMigrations) {
      return {
        problems: ['不是本系统的数据库（没有 schema_migrations 表）'],
        version: 0,
        latestVersion,
      };
    }
    const versions = db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      .all()
      .map((row) => row.version);
    const version = Math.max(0, ...versions);
    const unknown = versions.filter((entry) => !known.has(entry));
    const problems =
      unknown.length > 0
        ? [`数据库结构版本比本程序新（未知的迁移：${unknown.join('、')}），请先升级程序`]
        : [];
    return { problems, version, latestVersion };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const cause =
      code === 'SQLITE_NOTADB'
        ? '不是 SQLite 数据库文件'
        : code === 'SQLITE_CANTOPEN'
          ? '无法打开文件'
          : message;
    return { problems: [cause], version: 0, latestVersion };
  } finally {
    db?.close();
  }
};
