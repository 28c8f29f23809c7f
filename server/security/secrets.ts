import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { isMemoryDb } from '../db/openDatabase';
import { describeFailure, FILE_ERROR_CAUSES, failureOf } from '../shared/fileErrors';

/** Key material made on first start and kept beside the database, so restarts keep sessions valid. */
export interface ServerSecrets {
  /** PKCS#1 PEM of the 2048-bit RSA key that decrypts sign-in credentials. */
  rsaPrivateKeyPem: string;
  /** SPKI PEM, the form jsencrypt's setPublicKey takes; published in /config.js. */
  rsaPublicKeyPem: string;
  /** HS256 key of the session tokens. */
  jwtSecret: Uint8Array;
}

export const RSA_KEY_FILE = 'rsa-private.pem';
export const JWT_SECRET_FILE = 'jwt-secret.key';

/** A JWT key shorter than this (bytes) is refused: HS256 wants at least the hash's length. */
const MIN_JWT_SECRET_BYTES = 32;

/**
 * Thrown when a key file cannot be read, created or used: names the file and the cause in
 * Chinese, like the database's DatabaseOpenError.
 */
export class SecretsFileError extends Error {
  constructor(
    readonly file: string,
    readonly code: string | undefined,
    detail: string,
  ) {
    super(`无法使用密钥文件 ${file}：${describeFailure(FILE_ERROR_CAUSES, code, detail)}`);
    this.name = 'SecretsFileError';
  }
}

const generateRsaPrivateKey = (): string =>
  crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  }).privateKey;

const generateJwtSecret = (): string => crypto.randomBytes(64).toString('base64');

/**
 * Reads a secret file, or creates it (owner-only, and its folder when needed) with `make`. 'wx'
 * makes a concurrent second start read the winner's file instead of overwriting it.
 */
const readOrCreate = (file: string, make: () => string): string => {
  try {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    const { code, message } = failureOf(error);
    throw new SecretsFileError(file, code, message);
  }
};

const rsaPublicKeyOf = (file: string, privateKeyPem: string): string => {
  try {
    return crypto.createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    throw new SecretsFileError(
      file,
      undefined,
      '不是有效的 RSA 私钥（PEM），请删除后重新启动以生成新密钥',
    );
  }
};

const jwtSecretOf = (file: string, base64: string): Uint8Array => {
  const secret = new Uint8Array(Buffer.from(base64.trim(), 'base64'));
  if (secret.length < MIN_JWT_SECRET_BYTES) {
    throw new SecretsFileError(
      file,
      undefined,
      `密钥为空或太短（至少 ${MIN_JWT_SECRET_BYTES} 字节），请删除后重新启动以生成新密钥`,
    );
  }
  return secret;
};

const fromMaterial = (
  rsaPrivateKeyPem: string,
  jwtSecretBase64: string,
  files = { rsa: RSA_KEY_FILE, jwt: JWT_SECRET_FILE },
): ServerSecrets => ({
  rsaPrivateKeyPem,
  rsaPublicKeyPem: rsaPublicKeyOf(files.rsa, rsaPrivateKeyPem),
  jwtSecret: jwtSecretOf(files.jwt, jwtSecretBase64),
});

/**
 * Secrets for a database file (kept in its folder) or, for ':memory:', fresh ones in memory. A
 * key file that cannot be read, created or used throws a SecretsFileError naming it.
 */
export const loadServerSecrets = (dbFile: string): ServerSecrets => {
  if (isMemoryDb(dbFile)) return fromMaterial(generateRsaPrivateKey(), generateJwtSecret());
  const dir = path.dirname(dbFile);
  const files = { rsa: path.join(dir, RSA_KEY_FILE), jwt: path.join(dir, JWT_SECRET_FILE) };
  return fromMaterial(
    readOrCreate(files.rsa, generateRsaPrivateKey),
    readOrCreate(files.jwt, generateJwtSecret),
    files,
  );
};
