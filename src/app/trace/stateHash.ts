import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * A content hash of a JSON-like value, the same for a live store state and for the state a
 * replay rebuilds from a JSON file: keys are sorted, `undefined` and functions are left out
 * (as JSON.stringify leaves them out of objects), and array holes count as null.
 *
 * It is a Merkle hash: an object's digest covers its children's digests, and digests are
 * memoised per object. Successive Redux states share unchanged subtrees, so hashing the state
 * after every replayed action costs only what that action changed.
 */
export type StateHasher = (value: unknown) => string;

/**
 * Digests are written in base32 (RFC 4648 alphabet, lower case, no padding) rather than hex: a
 * hex digest can hold a run of digits that reads like a mobile or an ID number, and the
 * secrets scan of an exported log must have zero such hits.
 */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const toBase32 = (bytes: Uint8Array): string => {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? out + BASE32[(buffer << (5 - bits)) & 31] : out;
};

const digest = (text: string): string => toBase32(sha256(utf8ToBytes(text)));

const leaf = (value: unknown): string | undefined => {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return undefined;
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  return JSON.stringify(value);
};

export const createStateHasher = (): StateHasher => {
  const memo = new WeakMap<object, string>();
  const part = (value: unknown): string | undefined =>
    typeof value === 'object' && value !== null ? `#${node(value)}` : leaf(value);
  const node = (value: object): string => {
    const known = memo.get(value);
    if (known) return known;
    let text: string;
    if (Array.isArray(value)) {
      text = `[${(value as unknown[]).map((item) => part(item) ?? 'null').join(',')}]`;
    } else {
      const record = value as Record<string, unknown>;
      const fields: string[] = [];
      for (const key of Object.keys(record).sort()) {
        const child = part(record[key]);
        if (child !== undefined) fields.push(`${JSON.stringify(key)}:${child}`);
      }
      text = `{${fields.join(',')}}`;
    }
    const hash = digest(text);
    memo.set(value, hash);
    return hash;
  };
  return (value) => digest(part(value) ?? 'undefined');
};

/** One-off hash, for a single state. */
export const hashState = (value: unknown): string => createStateHasher()(value);

/** Per-step hashes in a log are shortened: they only locate a divergence, the final hash proves. */
export const STEP_HASH_LENGTH = 16;
export const shortHash = (hash: string): string => hash.slice(0, STEP_HASH_LENGTH);
