import Database from 'better-sqlite3';

import { DEFAULT_EXCEL_MAX_ROWS as MAX_EXPORT_ROWS } from '../../server/config';
import { PERSONS_EXCEL, PERSONS_LIST, residentsPage } from './cases';
import { type Request, send } from './httpLoad';
import { type ServerProcess } from './serverProcess';
import { type BenchUser } from './signIn';
import { TARGETS } from './targets';

/**
 * Excel exports of the residents list on the county database (the list page's 导出: its filters,
 * no paging): their time and how much they raise the server's memory, and what ten of them at
 * once do to another user's list.
 */

export interface ExportFigures {
  /** Rows the list finds with the export's filters. */
  rows: number;
  filter: string;
  status: number;
  medianMs: number;
  bytes: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  /** The server's reason when it refused. */
  message?: string;
}

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

/**
 * A full name the search box finds about `rows` times. The box matches names containing the
 * text, so the candidates (three-character names found about that often on their own) are
 * counted as the box counts them, and the closest taken.
 */
const nameFound = (db: Database.Database, rows: number): string => {
  const candidates = db
    .prepare<[number], string>(
      `SELECT name FROM resource_records WHERE family = 'persons' AND length(name) = 3
       GROUP BY name ORDER BY abs(COUNT(*) - ?), name LIMIT 20`,
    )
    .pluck()
    .all(rows);
  const found = db.prepare<[string], number>(
    "SELECT COUNT(*) FROM resource_records WHERE family = 'persons' AND name LIKE ?",
  );
  const distance = (name: string) => Math.abs((found.pluck().get(`%${name}%`) ?? 0) - rows);
  return candidates.reduce((best, name) => (distance(name) < distance(best) ? name : best));
};

/** The earliest build date from which at most `rows` residents were filed (newest first). */
const builtFrom = (db: Database.Database, rows: number): string => {
  const dates = db
    .prepare<[number], string>(
      `SELECT json_extract(data, '$.buildDate') AS d FROM resource_records
       WHERE family = 'persons' ORDER BY d DESC LIMIT ?`,
    )
    .pluck()
    .all(rows + 1);
  const last = dates[rows - 1] ?? dates[dates.length - 1] ?? '';
  // Ties on the last day would take the export past `rows`: start a day later then.
  return dates[rows] === last ? nextDay(last) : last;
};

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export interface ExportFilters {
  small: Record<string, string>;
  large: Record<string, string>;
  /** The largest export the server accepts (MAX_EXPORT_ROWS), for when `large` is refused. */
  capped: Record<string, string>;
}

export const exportFilters = (file: string): ExportFilters => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return {
      small: { keyword: nameFound(db, TARGETS.smallExportRows) },
      large: { buildDateStart: builtFrom(db, TARGETS.largeExportRows) },
      capped: { buildDateStart: builtFrom(db, MAX_EXPORT_ROWS) },
    };
  } finally {
    db.close();
  }
};

/** How many rows the list finds with these filters (what the export would hold). */
const rowsFound = async (
  server: ServerProcess,
  user: BenchUser,
  filters: Record<string, string>,
) => {
  const answer = await send(server.url, {
    path: `${PERSONS_LIST}?${query({ ...filters, PageNumber: '1', PageSize: '1' })}`,
    headers: user.headers,
  });
  return (JSON.parse(answer.body.toString()) as { Response: { total: number } }).Response.total;
};

/** Samples the server's RSS every 10 ms while `work` runs; the peak, in MiB. */
const peakRssDuring = async <T>(server: ServerProcess, work: () => Promise<T>) => {
  let peak = server.rssMiB();
  const timer = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 10);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
};

const exportRequest = (user: BenchUser, filters: Record<string, string>): Request => ({
  path: `${PERSONS_EXCEL}?${query(filters)}`,
  headers: user.headers,
});

/** `runs` exports one after another: the median time and the peak RSS over them. */
export const measureExport = async (
  server: ServerProcess,
  user: BenchUser,
  filters: Record<string, string>,
  runs: number,
): Promise<ExportFigures> => {
  const rows = await rowsFound(server, user, filters);
  const rssBeforeMiB = server.rssMiB();
  const { result, peak } = await peakRssDuring(server, async () => {
    const answers = [];
    for (let run = 0; run < runs; run += 1) {
      answers.push(await send(server.url, exportRequest(user, filters)));
    }
    return answers;
  });
  const times = result.map((answer) => answer.ms).sort((a, b) => a - b);
  const first = result[0];
  const refused = first && first.status !== 200;
  return {
    rows,
    filter: Object.entries(filters)
      .map(([name, value]) => `${name}=${value}`)
      .join('&'),
    status: first?.status ?? 0,
    medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    bytes: first?.body.length ?? 0,
    rssBeforeMiB: Math.round(rssBeforeMiB),
    rssPeakMiB: Math.round(peak),
    ...(refused
      ? { message: (JSON.parse(first.body.toString()) as { Message?: string }).Message }
      : {}),
  };
};

export interface ConcurrentFigures {
  exports: number;
  exportRows: number;
  allOk: boolean;
  totalMs: number;
  rssPeakMiB: number;
  /** The other user's residents page, one request at a time: alone, then during the exports. */
  otherAloneP99Ms: number;
  otherDuringP99Ms: number;
  otherDuringMaxMs: number;
  otherRequests: number;
}

const p99 = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0);
};

/** The other user's list in a loop until `until` says stop; its times. */
const otherUserLoop = async (server: ServerProcess, other: BenchUser, until: () => boolean) => {
  const times: number[] = [];
  while (!until()) {
    const answer = await send(server.url, { ...residentsPage(), headers: other.headers });
    times.push(answer.ms);
  }
  return times;
};

/** Ten exports at once by `exporter` while `other` pages through the residents list. */
export const measureConcurrentExports = async (
  server: ServerProcess,
  exporter: BenchUser,
  other: BenchUser,
  filters: Record<string, string>,
): Promise<ConcurrentFigures> => {
  const aloneUntil = performance.now() + 5000;
  const alone = await otherUserLoop(server, other, () => performance.now() > aloneUntil);
  let exporting = true;
  const started = performance.now();
  const { result, peak } = await peakRssDuring(server, async () => {
    const during = otherUserLoop(server, other, () => !exporting);
    const answers = await Promise.all(
      Array.from({ length: TARGETS.concurrentExports }, () =>
        send(server.url, exportRequest(exporter, filters)),
      ),
    );
    exporting = false;
    return { answers, during: await during };
  });
  const totalMs = Math.round(performance.now() - started);
  return {
    exports: TARGETS.concurrentExports,
    exportRows: await rowsFound(server, exporter, filters),
    allOk: result.answers.every((answer) => answer.status === 200),
    totalMs,
    rssPeakMiB: Math.round(peak),
    otherAloneP99Ms: p99(alone),
    otherDuringP99Ms: p99(result.during),
    // Reduced, not spread: a fast server answers more requests than a call takes arguments.
    otherDuringMaxMs: Math.round(result.during.reduce((max, ms) => Math.max(max, ms), 0)),
    otherRequests: result.during.length,
  };
};
