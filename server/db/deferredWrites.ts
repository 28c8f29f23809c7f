import { type Statement } from 'better-sqlite3';

import { isStorageFault } from '../shared/storageFaults';
import { type Db } from './openDatabase';

/** One write: a statement and its parameters. */
export interface PendingWrite {
  sql: string;
  params: readonly unknown[];
}

export interface DeferredWritesEvents {
  /** The disk refused a batch: the writes are kept and retried (once per outage). */
  onFault?(error: unknown, pending: number): void;
  /** The kept writes went in after an outage. */
  onRecovered?(written: number): void;
  /** A write failed for another reason (a constraint): it is dropped, the others go on. */
  onDropped?(error: unknown, write: PendingWrite): void;
  /** The queue was full: the oldest writes were dropped. */
  onOverflow?(dropped: number): void;
}

export interface DeferredWritesOptions extends DeferredWritesEvents {
  /** Writes kept at most while the disk is full (the oldest go first beyond). */
  maxPending?: number;
  /** First retry after a fault; doubled up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /**
   * How long `later` writes gather before their transaction: 0 (default) writes them at the end
   * of the event loop's turn; the audit trail's reads wait up to this many ms, so a busy server
   * commits them together instead of once per request.
   */
  batchMs?: number;
}

/**
 * Writes that must not fail a request or be lost when the disk is full: the audit trail's reads
 * and sign-ins, and the sessions' bookkeeping (server/README.md, "Faults").
 *
 * - `later`: appended to a batch written in one transaction at the end of the event loop's turn,
 *   so a read that is audited pays no commit of its own.
 * - `now`: written at once (inside the caller's transaction if there is one), unless earlier
 *   writes are still waiting, when it waits behind them so the order holds.
 *
 * When the disk refuses a batch (isStorageFault) the writes are kept in order and retried with
 * a growing delay until the disk takes them: the server recovers by itself when space returns.
 */
export interface DeferredWrites {
  /** Writes now; false when the write had to wait (disk full, or writes waiting before it). */
  now(sql: string, params: readonly unknown[]): boolean;
  later(sql: string, params: readonly unknown[]): void;
  /** Writes what waits now (the trail's reader calls it before it reads). */
  flush(): void;
  pending(): number;
  /** Flushes and stops the timers (server close). */
  close(): void;
}

export const createDeferredWrites = (
  db: Db,
  {
    maxPending = 100_000,
    retryMs = 1000,
    maxRetryMs = 30_000,
    batchMs = 0,
    ...events
  }: DeferredWritesOptions = {},
): DeferredWrites => {
  const statements = new Map<string, Statement<unknown[]>>();
  const statement = (sql: string): Statement<unknown[]> => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare<unknown[]>(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  let queue: PendingWrite[] = [];
  let scheduled: { cancel(): void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = retryMs;
  let faulted = false;
  let closed = false;

  const run = (write: PendingWrite) => {
    try {
      statement(write.sql).run(...write.params);
    } catch (error) {
      if (isStorageFault(error)) throw error;
      events.onDropped?.(error, write);
    }
  };

  const keep = (writes: PendingWrite[]) => {
    queue = writes.concat(queue);
    if (queue.length > maxPending) {
      const dropped = queue.length - maxPending;
      queue = queue.slice(dropped);
      events.onOverflow?.(dropped);
    }
  };

  const scheduleRetry = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      flush();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, maxRetryMs);
  };

  const flush = (): void => {
    if (scheduled) {
      scheduled.cancel();
      scheduled = undefined;
    }
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      if (db.inTransaction) batch.forEach(run);
      else db.transaction(() => batch.forEach(run))();
    } catch (error) {
      if (!isStorageFault(error)) throw error;
      keep(batch);
      if (!faulted) events.onFault?.(error, queue.length);
      faulted = true;
      scheduleRetry();
      return;
    }
    if (faulted) {
      faulted = false;
      delay = retryMs;
      events.onRecovered?.(batch.length);
    }
  };

  const schedule = () => {
    if (scheduled || retry || closed) return;
    if (batchMs > 0) {
      const timer = setTimeout(flush, batchMs);
      timer.unref();
      scheduled = { cancel: () => clearTimeout(timer) };
    } else {
      const immediate = setImmediate(flush);
      scheduled = { cancel: () => clearImmediate(immediate) };
    }
  };

  return {
    now(sql, params) {
      if (queue.length > 0) {
        queue.push({ sql, params });
        flush();
        return queue.length === 0;
      }
      try {
        run({ sql, params });
        return true;
      } catch (error) {
        if (!isStorageFault(error)) throw error;
        // Inside a transaction the caller's write fails with it; outside, keep it for later.
        if (db.inTransaction) throw error;
        keep([{ sql, params }]);
        if (!faulted) events.onFault?.(error, queue.length);
        faulted = true;
        scheduleRetry();
        return false;
      }
    },
    later(sql, params) {
      queue.push({ sql, params });
      if (queue.length > maxPending) keep([]);
      schedule();
    },
    flush: () => {
      if (retry) return;
      flush();
    },
    pending: () => queue.length,
    close() {
      if (retry) clearTimeout(retry);
      retry = undefined;
      closed = true;
      flush();
    },
  };
};
