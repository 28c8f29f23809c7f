import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { Semaphore } from 'async-mutex';
import { type FastifyReply } from 'fastify';

import { compactDate } from '../../../src/domain/calendar';
import {
  type FieldSpec,
  fieldLabel,
  type MedicationEntry,
  optionLabel,
} from '../../../src/services/contract/catalogue';
import { type FamilyModel } from '../../resources/familyModel';
import { textOf } from '../../resources/recordValues';
import { type RecordData } from '../../resources/validation/validateInput';
import { attachmentHeader } from '../fileNames';
import { mapInChunks } from './mapInChunks';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Export is for staff, so values are not masked; but nothing secret ever leaves. */
const SECRET = /password|passwd|pwd|credential|secret|token/i;

type Cell = string | number | null;

interface Column {
  header: string;
  render(record: RecordData): Cell;
}

/** Excel's limit for one cell. */
const MAX_CELL_TEXT = 32_000;

const text = (value: unknown): Cell => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.slice(0, MAX_CELL_TEXT);
  if (typeof value === 'boolean') return value ? '是' : '否';
  return JSON.stringify(value).slice(0, MAX_CELL_TEXT);
};

const medicationsText = (value: unknown): Cell =>
  Array.isArray(value)
    ? (value as MedicationEntry[])
        .map((row) => `${row.drug} ${row.dose}，每日${row.timesPerDay}次`)
        .join('；')
    : null;

/** A declared field as a column: codes become their labels, hospitals their names. */
const fieldColumn = (field: FieldSpec, hospitalNames: ReadonlyMap<string, string>): Column => ({
  header: field.label,
  render: (record) => {
    const value = record[field.name];
    if (value === undefined || value === null) return null;
    switch (field.kind) {
      case 'select':
        return optionLabel(field, value as string);
      case 'multiselect':
        return Array.isArray(value)
          ? value.map((code) => optionLabel(field, code as string)).join('、')
          : text(value);
      case 'boolean':
        return value ? '是' : '否';
      case 'medications':
        return medicationsText(value);
      case 'lookup':
        return field.lookup?.family === 'hospitals'
          ? (hospitalNames.get(textOf(value)) ?? textOf(value))
          : text(value);
      default:
        return text(value);
    }
  },
});

/**
 * The columns of a family's export: its id, then its declared fields in form order (lifecycle
 * statuses included), or, for a family without declared fields, every field its records hold.
 */
export const excelColumns = (
  model: FamilyModel,
  records: readonly RecordData[],
  hospitalNames: ReadonlyMap<string, string>,
): Column[] => {
  const columns: Column[] = [];
  const named = new Set<string>();
  const add = (name: string, column: Column) => {
    if (named.has(name) || SECRET.test(name)) return;
    named.add(name);
    columns.push(column);
  };
  if (!model.fieldByName.has(model.idField)) {
    add(model.idField, {
      header: fieldLabel(model.spec, model.idField),
      render: (r) => text(r[model.idField]),
    });
  }
  for (const field of model.fields) add(field.name, fieldColumn(field, hospitalNames));
  for (const lifecycle of model.lifecycles) {
    add(lifecycle.field, {
      header: lifecycle.label,
      render: (r) =>
        lifecycle.states.find((state) => state.value === r[lifecycle.field])?.label ??
        text(r[lifecycle.field]),
    });
  }
  if (!model.declared) {
    for (const name of new Set(records.flatMap((record) => Object.keys(record)))) {
      if (name === 'hospitalId') continue;
      add(name, { header: fieldLabel(model.spec, name), render: (r) => text(r[name]) });
    }
  }
  return columns;
};

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
  records: readonly RecordData[],
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

/** Sends an .xlsx with an ASCII fallback name and the Chinese one (filename*=UTF-8''…). */
export const sendWorkbook = (
  reply: FastifyReply,
  buffer: Buffer,
  chineseName: string,
  asciiName: string,
  today: string,
): FastifyReply => {
  const stamp = compactDate(today);
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header(
      'Content-Disposition',
      attachmentHeader(`${chineseName}_${stamp}.xlsx`, `${asciiName}_${stamp}.xlsx`),
    )
    .send(buffer);
};
