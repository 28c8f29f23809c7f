import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { isMemoryDb } from '../db/openDatabase';

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

const generateRsaPrivateKey = (): string =>
  crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  }).privateKey;

const generateJwtSecret = (): string => crypto.randomBytes(64).toString('base64');

/**
 * Reads a secret file, or creates it (owner-only) with `make`. 'wx' makes a concurrent second
 * start read the winner's file instead of overwriting it.
 */
const readOrCreate = (file: string, make: () => string): string => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    fs.writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8');
};

const fromMaterial = (rsaPrivateKeyPem: string, jwtSecretBase64: string): ServerSecrets => ({
  rsaPrivateKeyPem,
  rsaPublicKeyPem: crypto
    .createPublicKey(rsaPrivateKeyPem)
    .export({ type: 'spki', format: 'pem' })
    .toString(),
  jwtSecret: new Uint8Array(Buffer.from(jwtSecretBase64.trim(), 'base64')),
});

/** Secrets for a database file (kept in its folder) or, for ':memory:', fresh ones in memory. */
export const loadServerSecrets = (dbFile: string): ServerSecrets => {
  if (isMemoryDb(dbFile)) return fromMaterial(generateRsaPrivateKey(), generateJwtSecret());
  const dir = path.dirname(dbFile);
  fs.mkdirSync(dir, { recursive: true });
  return fromMaterial(
    readOrCreate(path.join(dir, RSA_KEY_FILE), generateRsaPrivateKey),
    readOrCreate(path.join(dir, JWT_SECRET_FILE), generateJwtSecret),
  );
};
