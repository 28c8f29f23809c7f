import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import Database from 'better-sqlite3';

import { migrate, readMigrations } from '../../../server/db/migrate';
import { dateText } from '../../../src/domain/calendar';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, signInAs } from './helpers';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

/** `npm run backup` / `npm run restore` as an operator runs them (tsx, the repository's root). */
const command = async (
  script: 'backup' | 'restore',
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> => {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/**
 * Backup and restore of the SQLite file (README 生产部署): a backup taken with the online backup
 * API while the server serves, restored into a fresh location, serves the record written before
 * it, and sign-in works there.
 */
describe('backup and restore commands', () => {
  let dir: string;
  let live: TestServer | undefined;
  let restored: TestServer | undefined;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwphis-backup-'));
  });

  afterAll(async () => {
    await live?.close();
    await restored?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a serving database and restores it into a server that has the record', async () => {
    const liveFile = path.join(dir, 'live', 'gwphis.db');
    live = await startTestServer({ dbFile: liveFile });
    const session = await signInAs(live.app, 'xzys01');
    const title = `备份还原检查 ${String(Date.now())}`;
    const created = await live.app.inject({
      method: 'POST',
      url: '/api/noticeannouncement',
      headers: authorized(session),
      payload: { title, noticeType: '1', content: '备份之前写入的通知' },
    });
    expect([created.statusCode, created.json<{ Message: string }>().Message]).toEqual([
      201,
      '保存成功',
    ]);

    // The server keeps answering (and writing sessions) while the backup runs.
    const backupDir = path.join(dir, 'backups');
    const backingUp = command('backup', [backupDir, '--db', liveFile]);
    let served = 0;
    let settled = false;
    void backingUp.finally(() => {
      settled = true;
    });
    while (!settled) {
      const reply = await live.app.inject({
        url: '/api/versionupdate',
        headers: authorized(session),
      });
      expect(reply.statusCode).toBe(200);
      served += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const backup = await backingUp;
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(served).toBeGreaterThan(0);
    const files = fs.readdirSync(backupDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^gwphis-${dateText()}-\\d{6}\\.db$`));
    const backupFile = path.join(backupDir, files[0]!);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

    // The serving database is not overwritten without --force.
    const refused = await command('restore', [backupFile, '--db', liveFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('正被服务使用：请先停止服务再还原');

    // A fresh location: its folder does not exist yet.
    const freshFile = path.join(dir, 'fresh', 'gwphis.db');
    const restore = await command('restore', [backupFile, '--db', freshFile]);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain(`还原为 ${freshFile}`);
    expect(fs.statSync(freshFile).mode & 0o777).toBe(0o600);

    restored = await startTestServer({ dbFile: freshFile });
    const again = await signInAs(restored.app, 'xzys01');
    const list = await restored.app.inject({
      url: `/api/noticeannouncement?PageSize=50&title=${encodeURIComponent(title)}`,
      headers: authorized(again),
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(title);
  }, 180_000);

  it('keeps the old database aside when restoring over it', async () => {
    const backups = fs.readdirSync(path.join(dir, 'backups'));
    const backupFile = path.join(dir, 'backups', backups[0]!);
    const target = path.join(dir, 'aside', 'gwphis.db');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, 'the old database');
    const restore = await command('restore', [backupFile, '--db', target]);
    expect(restore.code).toBe(0);
    const aside = fs.readdirSync(path.dirname(target)).filter((name) => name !== 'gwphis.db');
    expect(aside).toEqual([
      expect.stringMatching(/^gwphis\.db\.before-restore-\d{4}-\d{2}-\d{2}-\d{6}\.db$/),
    ]);
    expect(fs.readFileSync(path.join(path.dirname(target), aside[0]!), 'utf8')).toBe(
      'the old database',
    );
  }, 60_000);

  it('refuses a file that is not a database of this server', async () => {
    const notDb = path.join(dir, 'notes.db');
    fs.writeFileSync(notDb, 'not a database at all, just some text long enough to have a header');
    const target = path.join(dir, 'untouched', 'gwphis.db');
    const refused = await command('restore', [notDb, '--db', target]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('不是 SQLite 数据库文件');
    expect(fs.existsSync(target)).toBe(false);

    const otherProgram = path.join(dir, 'other.db');
    const other = new Database(otherProgram);
    other.exec('CREATE TABLE t (x)');
    other.close();
    const foreign = await command('restore', [otherProgram, '--db', target]);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain('不是本系统的数据库');
  }, 60_000);

  it('restores a backup of an older schema (upgraded at start), refuses one of a newer', async () => {
    const migrations = readMigrations();
    const older = path.join(dir, 'older.db');
    const olderDb = new Database(older);
    migrate(olderDb, migrations.slice(0, -1));
    olderDb.close();
    const target = path.join(dir, 'older-restored', 'gwphis.db');
    const restore = await command('restore', [older, '--db', target]);
    expect(restore.code).toBe(0);
    const [previous, latest] = [migrations.at(-2)!.version, migrations.at(-1)!.version];
    expect(restore.stdout).toContain(
      `备份的结构版本为 ${String(previous)}，下次启动时升级到 ${String(latest)}`,
    );

    const newer = path.join(dir, 'newer.db');
    fs.copyFileSync(older, newer);
    const newerDb = new Database(newer);
    newerDb
      .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
      .run(999, '999_from_the_future.sql', '2099-01-01T00:00:00.000Z');
    newerDb.close();
    const refused = await command('restore', [
      newer,
      '--db',
      path.join(dir, 'newer-restored', 'gwphis.db'),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('数据库结构版本比本程序新（未知的迁移：999），请先升级程序');
  }, 60_000);
});
