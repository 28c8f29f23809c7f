import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  JWT_SECRET_FILE,
  loadServerSecrets,
  RSA_KEY_FILE,
  SecretsFileError,
} from '../../../server/security/secrets';

/**
 * A key file beside the database that cannot be read, created or used says which
 * file and why, in Chinese, as the database's open errors do. Every case here fails as root too.
 */
describe('key file errors', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-secrets-'));
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const failure = (dbFile: string): SecretsFileError => {
    try {
      loadServerSecrets(dbFile);
    } catch (error) {
      if (error instanceof SecretsFileError) return error;
      throw error;
    }
    throw new Error(`secrets of ${dbFile} loaded`);
  };

  it('creates both files on first start and reads them again', () => {
    const dbFile = path.join(dir, 'data', 'demo.db');
    const first = loadServerSecrets(dbFile);
    expect(fs.statSync(path.join(dir, 'data', RSA_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadServerSecrets(dbFile)).toEqual(first);
  });

  it('a folder where the key file should be', () => {
    const keyFile = path.join(dir, RSA_KEY_FILE);
    fs.mkdirSync(keyFile);
    expect(failure(path.join(dir, 'demo.db')).message).toBe(
      `无法使用密钥文件 ${keyFile}：这是一个文件夹，不是文件（EISDIR）`,
    );
  });

  it('a folder that cannot exist (a file is in the way)', () => {
    const blocker = path.join(dir, 'blocker');
    fs.writeFileSync(blocker, '');
    const error = failure(path.join(blocker, 'demo.db'));
    expect(error.file).toBe(path.join(blocker, RSA_KEY_FILE));
    expect(error.message).toMatch(
      new RegExp(
        `^无法使用密钥文件 ${error.file.replaceAll('/', '\\/')}：路径中有一段不是文件夹（(ENOTDIR|EEXIST)）$`,
      ),
    );
  });

  it('a key file that holds no RSA key', () => {
    const keyFile = path.join(dir, RSA_KEY_FILE);
    fs.writeFileSync(keyFile, 'not a key\n');
    expect(failure(path.join(dir, 'demo.db')).message).toBe(
      `无法使用密钥文件 ${keyFile}：不是有效的 RSA 私钥（PEM），请删除后重新启动以生成新密钥`,
    );
  });

  it('an empty token key', () => {
    loadServerSecrets(path.join(dir, 'demo.db'));
    const keyFile = path.join(dir, JWT_SECRET_FILE);
    fs.writeFileSync(keyFile, '\n');
    expect(failure(path.join(dir, 'demo.db')).message).toBe(
      `无法使用密钥文件 ${keyFile}：密钥为空或太短（至少 32 字节），请删除后重新启动以生成新密钥`,
    );
  });
});
