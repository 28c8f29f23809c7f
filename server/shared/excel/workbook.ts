import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { Semaphore } from 'async-mutex';

import { mapInChunks } from './mapInChunks';

/** A row as the columns read it: a record's fields or a query's row, by name. */
export type WorkbookRow = Record<string, unknown>;

export type Cell = string | number | null;

/** One column of a sheet: its header and how a row's cell is written. */
export interface Column {
  header: string;
  render(record: WorkbookRow): Cell;
}

/** Display width of a header or cell: CJK characters count double. */
const widthOf = (value: Cell): number =>
  [...String(value ?? '')].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 2 : 1), 0);

const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** Workbooks built at once; more wait their turn (two cores of a clinic's server stay usable). */
const WORKBOOK_CONCURRENCY = 2;
const workerSlots = new Semaphore(WORKBOOK_CONCURRENCY);
const WORKER_FILE = path.join(__dirname, 'workbookWorker.cjs');

/** How many workbooks worker threads have built; tests read it to see the worker is used. */
export const workbookWorkerStats = { started: 0, finished: 0 };

interface WorkbookJob {
  sheetName: string;
  creator: string;
  columns: { header: string; width: number }[];
  rows: Cell[][];
}

/** Runs one job in its own worker thread; the event loop only clones the rows across. */
const buildInWorker = (job: WorkbookJob): Promise<Buffer> =>
  workerSlots.runExclusive(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        workbookWorkerStats.started += 1;
        const worker = new Worker(WORKER_FILE, { workerData: job });
        worker.once('message', (message: { bytes?: Uint8Array; error?: string }) => {
          workbookWorkerStats.finished += 1;
          if (message.bytes) {
            resolve(
              Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.length),
            );
          } else reject(new Error(`生成 Excel 失败：${message.error ?? '未知错误'}`));
        });
        worker.once('error', reject);
        worker.once('exit', (code) => {
          if (code !== 0) reject(new Error(`生成 Excel 的工作线程异常退出（${code}）`));
        });
      }),
  );

/**
 * The cells and column widths are worked out here (cheap), the workbook itself is built and
 * zipped in a worker thread (the expensive part), so other requests keep being answered.
 */
export const buildWorkbook = async (
  title: string,
  columns: readonly Column[],
  records: readonly WorkbookRow[],
): Promise<Buffer> => {
  const rows = await mapInChunks(records, (record) =>
    columns.map((column) => column.render(record)),
  );
  return buildInWorker({
    sheetName: sheetName(title),
    creator: '基本公共卫生服务信息平台',
    columns: columns.map((column, index) => ({
      header: column.header,
      width: Math.min(
        40,
        Math.max(
          10,
          widthOf(column.header) + 2,
          ...rows.slice(0, 200).map((r) => widthOf(r[index] ?? null) + 2),
        ),
      ),
    })),
    rows,
  });
};
