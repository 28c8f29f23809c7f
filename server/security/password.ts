import crypto from 'node:crypto';

/**
 * scrypt password hashes, stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can be raised
 * later without invalidating existing hashes.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const format = (salt: Buffer, hash: Buffer): string =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );

const parse = (stored: string): ParsedHash | undefined => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return undefined;
  return {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
};

const scrypt = (password: string, salt: Buffer, params: Omit<ParsedHash, 'salt' | 'hash'>) =>
  new Promise<Buffer>((resolve, reject) => {
    crypto.scrypt(
      password,
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });

/** Synchronous, for the seed; `salt` lets the seed stay deterministic. */
export const hashPasswordSync = (
  password: string,
  salt: Buffer = crypto.randomBytes(SALT_LENGTH),
): string => format(salt, crypto.scryptSync(password, salt, KEY_LENGTH, PARAMS));

export const hashPassword = async (password: string): Promise<string> => {
  const salt = crypto.randomBytes(SALT_LENGTH);
  return format(salt, await scrypt(password, salt, PARAMS));
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed);
  return key.length === parsed.hash.length && crypto.timingSafeEqual(key, parsed.hash);
};

let dummyHash: string | undefined;

/** Computes the dummy hash up front, so the first unknown-account attempt is not slower. */
export const primeDummyHash = (): void => {
  dummyHash ??= hashPasswordSync('dummy-password-never-matches');
};

/**
 * Burns the same scrypt work as a real check, for unknown accounts and undecryptable credentials,
 * so the reply time does not tell which accounts exist.
 */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  primeDummyHash();
  await verifyPassword(password, dummyHash ?? '');
  return false;
};

export const SALT_BYTES = SALT_LENGTH;
