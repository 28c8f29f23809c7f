import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

import {
  WORKBOOK_FAILED_MESSAGE,
  WorkbookError,
  type WorkbookPool,
  type WorkerLease,
  type WorkerMessage,
  workbookWorkerStats,
} from './workbookPool';

export { WorkbookError, workbookWorkerStats };

/** A row as the columns read it: a record's fields or a query's row, by name. */
export type WorkbookRow = Record<string, unknown>;

export type Cell = string | number | null;

/** One column of a sheet: its header and how a row's cell is written. */
export interface Column {
  header: string;
  render(record: WorkbookRow): Cell;
}

/** The rows of a workbook, batch by batch; a batch is read only when the worker took the last. */
export type RowBatches = Iterable<readonly WorkbookRow[]> | AsyncIterable<readonly WorkbookRow[]>;

/**
 * How many rows a batch of an export holds (the sources read this many at a time). Reading,
 * rendering and posting 100 rows takes a few milliseconds of the event loop; at 500 a batch
 * took 20-40 ms on a loaded two-core machine, and two exports' batches back to back held
 * another user's request that long.
 */
export const EXPORT_BATCH_ROWS = 100;

/** Zipped bytes the reply may hold unsent before the next batch waits (a slow download). */
const OUTPUT_BUFFER_BYTES = 1 << 20;

/** The rows of the first batch that set the column widths. */
const WIDTH_SAMPLE_ROWS = 200;

/** Display width of a header or cell: CJK characters count double. */
const widthOf = (value: Cell): number =>
  [...String(value ?? '')].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 2 : 1), 0);

const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

const CREATOR = '基本公共卫生服务信息平台';

const columnSpecs = (columns: readonly Column[], sample: readonly Cell[][]) =>
  columns.map((column, index) => ({
    header: column.header,
    width: Math.min(
      40,
      Math.max(
        10,
        widthOf(column.header) + 2,
        ...sample.map((row) => widthOf(row[index] ?? null) + 2),
      ),
    ),
  }));

/** Something to wait for once, settled from outside (a worker's answer, the reply's demand). */
const signal = () => {
  let settle: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { done, settle };
};

/**
 * Writes a workbook on a worker of the pool and returns its bytes as a stream, resolved once the
 * first bytes are there (a failure before then rejects, so the route still answers an error).
 * The cells are rendered here, one batch at a time with a turn of the event loop between
 * batches; the worker writes and zips them. Nothing grows with the rows: the next batch is read
 * only when the worker has written the last one and the reply has sent all but a megabyte.
 */
export const streamWorkbook = async (
  pool: WorkbookPool,
  title: string,
  columns: readonly Column[],
  batches: RowBatches,
  /** Lines written above the header row (a report's name and period), none by default. */
  caption: readonly string[] = [],
): Promise<Readable> => {
  const lease: WorkerLease = await pool.acquire();
  const job = (workbookWorkerStats.jobs += 1);
  /** Why the export stopped early; set once. */
  let failure: Error | undefined;
  /** The worker is done with the job (finished, failed, dropped or dead). */
  let settled = false;
  let aborted = false;
  let delivered = false;
  let taken = signal();
  /** Set while the rows wait for the reply to send what it holds; the stream's read() calls it. */
  let resume: (() => void) | undefined;
  const wakeUp = () => {
    resume?.();
    resume = undefined;
  };
  const opened = signal();

  const settle = () => {
    if (settled) return;
    settled = true;
    workbookWorkerStats.finished += 1;
    lease.release();
  };

  /** Asks the worker to drop the file; it answers 'done' and goes back to the pool. */
  const abort = () => {
    if (settled || aborted) return;
    aborted = true;
    lease.post({ type: 'abort', job });
  };

  const stop = (error: Error) => {
    if (failure) return;
    failure = error;
    abort();
    taken.settle();
    wakeUp();
    opened.settle();
    if (delivered && !output.destroyed) output.destroy(error);
  };

  const output = new Readable({
    highWaterMark: OUTPUT_BUFFER_BYTES,
    read: wakeUp,
    destroy: (error, callback) => {
      // The download ended early (the client went away) or failed.
      if (!settled) stop(error ?? new WorkbookError('导出已取消'));
      callback(error);
    },
  });

  lease.listen({
    message: (message: WorkerMessage) => {
      if (message.job !== job) return;
      switch (message.type) {
        case 'chunk': {
          const bytes = Buffer.from(
            message.bytes.buffer,
            message.bytes.byteOffset,
            message.bytes.length,
          );
          if (!failure) output.push(bytes);
          opened.settle();
          break;
        }
        case 'taken':
          taken.settle();
          break;
        case 'done':
          settle();
          if (!failure) output.push(null);
          opened.settle();
          break;
        case 'error':
          settle();
          stop(new WorkbookError(WORKBOOK_FAILED_MESSAGE, 500, { cause: message.message }));
          break;
      }
    },
    lost: (error) => {
      settle();
      stop(error);
    },
  });

  const pump = async () => {
    let started = false;
    const startWith = (sample: readonly Cell[][]) => {
      started = true;
      lease.post({
        type: 'start',
        job,
        sheetName: sheetName(title),
        caption,
        creator: CREATOR,
        columns: columnSpecs(columns, sample),
      });
    };
    for await (const batch of batches) {
      if (failure) return;
      const rows = batch.map((record) => columns.map((column) => column.render(record)));
      if (!started) startWith(rows.slice(0, WIDTH_SAMPLE_ROWS));
      if (rows.length > 0) {
        taken = signal();
        lease.post({ type: 'rows', job, rows });
        workbookWorkerStats.batches += 1;
        await taken.done;
      }
      if (failure) return;
      if (output.readableLength >= OUTPUT_BUFFER_BYTES) {
        await new Promise<void>((resolve) => {
          resume = resolve;
        });
      }
      // Other requests get their turn between two batches.
      await yieldToEventLoop();
    }
    if (failure) return;
    if (!started) startWith([]);
    lease.post({ type: 'end', job });
  };

  // A source that fails (the database) fails the export; the worker drops the file.
  pump().catch((error: unknown) => stop(error instanceof Error ? error : new Error(String(error))));

  await opened.done;
  // Nothing sent yet: the route answers the error (the worker goes back once it has dropped it).
  if (failure) throw failure;
  delivered = true;
  return output;
};
