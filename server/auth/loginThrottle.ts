import { type DeferredWrites } from '../db/deferredWrites';
import { type Db } from '../db/openDatabase';

export const MAX_PASSWORD_FAILURES = 5;
export const LOCK_MS = 10 * 60 * 1000;

export interface LoginThrottle {
  isLocked(identifier: string, now?: number): boolean;
  /** Counts a wrong password; returns true when this failure locked the identifier. */
  recordFailure(identifier: string, now?: number): boolean;
  clear(identifier: string): void;
}

interface FailureRow {
  failure_count: number;
  locked_until: number | null;
}

/**
 * Counts consecutive wrong passwords per typed account, whether the account exists or not, so a
 * lockout never reveals which accounts are real. An expired lock starts a fresh count.
 *
 * Not @fastify/rate-limit (which limits per client address, rateLimits.ts): its counters are a
 * time window of requests in memory, with no reset of one key on a right password; this lock
 * counts wrong passwords only, starts its 10 minutes at the fifth, clears on success, and lives
 * in SQLite, where an administrator's sysUsers/unlock lifts it and a restart keeps it.
 */
export const createLoginThrottle = (db: Db, writes: DeferredWrites): LoginThrottle => {
  const read = db.prepare<[string], FailureRow>(
    'SELECT failure_count, locked_until FROM login_failures WHERE identifier = ?',
  );
  // Through `writes`: on a full disk a sign-in still answers, and the count goes in later.
  const write = (identifier: string, count: number, at: number, lockedUntil: number | null) =>
    writes.now(
      `INSERT OR REPLACE INTO login_failures (identifier, failure_count, last_failed_at, locked_until)
       VALUES (?, ?, ?, ?)`,
      [identifier, count, at, lockedUntil],
    );
  const remove = (identifier: string) =>
    writes.now('DELETE FROM login_failures WHERE identifier = ?', [identifier]);
  const key = (identifier: string) => identifier.trim().toLowerCase();

  return {
    isLocked(identifier, now = Date.now()) {
      const row = read.get(key(identifier));
      return row?.locked_until != null && row.locked_until > now;
    },
    recordFailure(identifier, now = Date.now()) {
      const row = read.get(key(identifier));
      const lockExpired = row?.locked_until != null && row.locked_until <= now;
      const count = (row && !lockExpired ? row.failure_count : 0) + 1;
      const locks = count >= MAX_PASSWORD_FAILURES;
      write(key(identifier), count, now, locks ? now + LOCK_MS : null);
      return locks;
    },
    clear(identifier) {
      remove(key(identifier));
    },
  };
};
