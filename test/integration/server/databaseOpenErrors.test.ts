import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DatabaseOpenError, openDatabase } from '../../../server/db/openDatabase';

/** A database that cannot be opened says which file and why, in Chinese. */
describe('database open errors', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-open-'));
  });

  afterEach(() => {
    fs.chmodSync(dir, 0o700);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const failure = (file: string): DatabaseOpenError => {
    try {
      openDatabase(file).close();
    } catch (error) {
      if (error instanceof DatabaseOpenError) return error;
      throw error;
    }
    throw new Error(`${file} opened`);
  };

  it('not a database', () => {
    const file = path.join(dir, 'notes.db');
    fs.writeFileSync(file, 'this is a text file, not SQLite '.repeat(100));
    const error = failure(file);
    expect(error.message).toBe(
      `无法打开数据库文件 ${file}：不是 SQLite 数据库文件（SQLITE_NOTADB）`,
    );
  });

  it('a folder that cannot exist (a file is in the way)', () => {
    const blocker = path.join(dir, 'blocker');
    fs.writeFileSync(blocker, '');
    const file = path.join(blocker, 'demo.db');
    expect(failure(file).message).toMatch(
      new RegExp(
        `^无法打开数据库文件 ${file.replaceAll('/', '\\/')}：(路径中有一段不是文件夹|所在文件夹不存在)`,
      ),
    );
  });

  const root = process.getuid?.() === 0;
  (root ? it.skip : it)('permission denied', () => {
    const locked = path.join(dir, 'locked');
    fs.mkdirSync(locked);
    fs.chmodSync(locked, 0o500);
    const file = path.join(locked, 'demo.db');
    expect(failure(file).message).toMatch(/：(没有读写权限|无法打开（文件夹不存在或没有权限）)/);
    expect(failure(file).message).toContain(file);
  });
});
