import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The messages a workbook worker posts (workbookWorker.cjs says what each means). */
export type WorkerMessage =
  | { type: 'chunk'; job: number; bytes: Uint8Array }
  | { type: 'taken' | 'done'; job: number }
  | { type: 'error'; job: number; message: string };

/** One worker lent to one job until the job gives it back. */
export interface WorkerLease {
  post(message: object, transfer?: readonly ArrayBuffer[]): void;
  /** The job's messages; `lost` when the worker died (or the pool closed) under it. */
  listen(handlers: { message(message: WorkerMessage): void; lost(error: Error): void }): void;
  /** Gives the worker back, to the next job waiting or to rest. */
  release(): void;
}

export interface WorkbookPool {
  /** A worker of the pool: an idle one, a new one while fewer than `size` run, else the next free. */
  acquire(): Promise<WorkerLease>;
  /** Ends every worker (jobs in flight fail) and refuses new jobs; `server.close()` calls it. */
  close(): Promise<void>;
}

export interface WorkbookPoolOptions {
  /** Workers at most (EXCEL_WORKERS); each builds one workbook at a time. */
  size: number;
  /** Tests only: another worker script speaking the same messages. */
  workerFile?: string;
}

/** What the pools of this process have done; tests read it to see workers started once. */
export const workbookWorkerStats = {
  /** Worker threads started (a pool starts at most `size`, plus one for each that died). */
  started: 0,
  /** Jobs begun on a worker, and finished (done, failed or dropped). */
  jobs: 0,
  finished: 0,
  /** Row batches handed to workers. */
  batches: 0,
  /** Workers that died with a job. */
  lost: 0,
};

/**
 * A failure of the export itself, whose Chinese message the user may read (it holds no data);
 * the error handler answers it with its status. The cause, for the log, is kept beside it.
 */
export class WorkbookError extends Error {
  constructor(
    message: string,
    readonly statusCode: number = 500,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WorkbookError';
  }
}

export const WORKER_LOST_MESSAGE = '生成 Excel 的工作线程意外退出，请重新导出';
export const WORKBOOK_FAILED_MESSAGE = '生成 Excel 失败，请重新导出';
export const POOL_CLOSED_MESSAGE = '服务器正在停止，无法导出 Excel';

const poolClosed = () => new WorkbookError(POOL_CLOSED_MESSAGE, 503);

const WORKER_FILE = path.join(__dirname, 'workbookWorker.cjs');

/** The heap a worker may use: ExcelJS and one batch being written need a few tens of MB. */
const WORKER_OLD_SPACE_MB = 128;

interface Slot {
  worker: Worker;
  busy: boolean;
  handlers: Parameters<WorkerLease['listen']>[0] | undefined;
  /** What the worker threw before it ended, for the log. */
  crash: unknown;
}

/**
 * Long-lived worker threads that write workbooks, started on the first export and kept: a
 * thread start and the ExcelJS load cost about a second each time, the writing itself little.
 * Jobs beyond `size` wait their turn; a worker that dies fails its job with a Chinese message
 * and is replaced by the next job that needs one.
 */
export const createWorkbookPool = ({
  size,
  workerFile = WORKER_FILE,
}: WorkbookPoolOptions): WorkbookPool => {
  const slots: Slot[] = [];
  const waiting: { resolve(lease: WorkerLease): void; reject(error: Error): void }[] = [];
  let closed = false;

  const leaseOf = (slot: Slot): WorkerLease => {
    slot.busy = true;
    slot.handlers = undefined;
    slot.worker.ref();
    let released = false;
    return {
      post: (message, transfer) => {
        if (!released) slot.worker.postMessage(message, transfer);
      },
      listen: (handlers) => {
        slot.handlers = handlers;
      },
      release: () => {
        if (released) return;
        released = true;
        slot.handlers = undefined;
        if (!slots.includes(slot)) return;
        const next = waiting.shift();
        if (next) next.resolve(leaseOf(slot));
        else {
          slot.busy = false;
          // An idle worker does not keep the process alive; close() ends it all the same.
          slot.worker.unref();
        }
      },
    };
  };

  const start = (): Slot => {
    const worker = new Worker(workerFile, {
      // A plain CommonJS file: no TypeScript loader (tsx's --import) in the worker.
      execArgv: [],
      // A streaming workbook needs little; a runaway one ends its worker (its export fails and
      // the worker is replaced), not the server.
      resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_SPACE_MB, maxYoungGenerationSizeMb: 8 },
    });
    workbookWorkerStats.started += 1;
    const slot: Slot = { worker, busy: false, handlers: undefined, crash: undefined };
    worker.on('message', (message: WorkerMessage) => slot.handlers?.message(message));
    // An 'error' (uncaught in the worker) is followed by 'exit'; the job is failed there.
    worker.on('error', (error) => {
      slot.crash = error;
    });
    worker.once('exit', () => {
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (slot.busy && slot.handlers) {
        workbookWorkerStats.lost += 1;
        slot.handlers.lost(
          closed
            ? poolClosed()
            : new WorkbookError(WORKER_LOST_MESSAGE, 500, { cause: slot.crash }),
        );
      }
      slot.handlers = undefined;
      // A job waiting for this worker gets a new one.
      if (!closed && waiting.length > 0 && slots.length < size) {
        waiting.shift()!.resolve(leaseOf(start()));
      }
    });
    slots.push(slot);
    return slot;
  };

  return {
    acquire: () => {
      if (closed) return Promise.reject(poolClosed());
      const idle = slots.find((slot) => !slot.busy);
      if (idle) return Promise.resolve(leaseOf(idle));
      if (slots.length < size) return Promise.resolve(leaseOf(start()));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    close: async () => {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(poolClosed());
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
};
