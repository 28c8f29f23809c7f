import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { backupFileName, copyDatabase } from './backupDatabase';
import { checkDatabaseFile } from './checkDatabaseFile';
import { databaseInUse } from './databaseInUse';

export interface RestoreOptions {
  /** Replace the database even though a server (or another program) has it open. */
  force?: boolean;
  now?: number;
}

export type RestoreOutcome =
  | { ok: true; version: number; latestVersion: number; keptAside: string | undefined }
  | { ok: false; problems: string[] };

/** SQLite's companions of a database file: they belong to it and move with it. */
const COMPANIONS = ['', '-wal', '-shm'] as const;

/**
 * Restores the backup `backup` as the database `target`: the backup must pass checkDatabaseFile;
 * a target a server has open is refused unless `force`; the old database (with its -wal and
 * -shm) is kept aside as `{target}.before-restore-{date-time}.db`, never deleted. The copy goes
 * through the online backup API into a file beside the target (its folder made when missing),
 * renamed into place.
 */
export const restoreDatabase = async (
  backup: string,
  target: string,
  { force = false, now = Date.now() }: RestoreOptions = {},
): Promise<RestoreOutcome> => {
  if (!fs.existsSync(backup)) return { ok: false, problems: [`备份文件不存在：${backup}`] };
  const check = checkDatabaseFile(backup);
  if (check.problems.length > 0) return { ok: false, problems: check.problems };
  if (!force && databaseInUse(target)) {
    return {
      ok: false,
      problems: [
        `数据库 ${target} 正被服务使用：请先停止服务再还原（确需覆盖时加 --force，之后立即重启服务）`,
      ],
    };
  }
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const restoring = `${target}.restoring`;
  const source = new Database(backup, { readonly: true, fileMustExist: true });
  try {
    await copyDatabase(source, restoring);
  } finally {
    source.close();
  }
  let keptAside: string | undefined;
  if (fs.existsSync(target)) {
    keptAside = `${target}.before-restore-${backupFileName(now).replace(/^gwphis-/, '')}`;
    for (const suffix of COMPANIONS) {
      if (fs.existsSync(`${target}${suffix}`)) {
        fs.renameSync(`${target}${suffix}`, `${keptAside}${suffix}`);
      }
    }
  }
  fs.renameSync(restoring, target);
  return { ok: true, version: check.version, latestVersion: check.latestVersion, keptAside };
};
