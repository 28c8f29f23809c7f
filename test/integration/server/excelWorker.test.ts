import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

import { stream as excelStream, Workbook } from 'exceljs';

import {
  type Column,
  EXPORT_BATCH_ROWS,
  streamWorkbook,
  type WorkbookRow,
} from '../../../server/shared/excel/workbook';
import {
  createWorkbookPool,
  POOL_CLOSED_MESSAGE,
  WORKER_LOST_MESSAGE,
  workbookWorkerStats,
} from '../../../server/shared/excel/workbookPool';
import { type TestServer } from '../../utils/startTestServer';
import { authorized } from './helpers';
import {} from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * Excel exports run on a pool of long-lived worker threads (no thread start per export), stream
 * their rows batch by batch (memory flat in the rows) and check their row cap on a count before
 * any row is read. The timings (a small export, another user's list while ten exports run, the
 * RSS of a county's export) are measured by bench/excelScale.ts.
 */

const TONGZI_CLINIC = '34088110020101';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rows of an .xlsx's first sheet, read as a stream (the file is never whole in memory). */
const countRows = async (input: Readable): Promise<{ rows: number; header: unknown[] }> => {
  const reader = new excelStream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    worksheets: 'emit',
  });
  let rows = 0;
  let header: unknown[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ values: unknown[] }>) {
      if (rows === 0) header = row.values.slice(1);
      rows += 1;
    }
  }
  // The reader stops at the zip's central directory; the file is whole only at the stream's end
  // (the worker's 'done'), and a test that closed the pool before it would fail the download.
  input.resume();
  await finished(input);
  return { rows, header };
};

describe('Excel exports on a pool of long-lived workers', () => {
  const env = useSignedInServer();

  it('starts its workers once and reuses them; several exports at once all arrive whole', async () => {
    const urls = ['/api/sysUsers/userExcel', '/api/hospitals/excel', '/api/sysUsers/userExcel'];
    const before = { ...workbookWorkerStats };
    const first = await Promise.all(urls.map((url) => env.api.raw(url)));
    const started = workbookWorkerStats.started - before.started;
    // EXCEL_WORKERS defaults to 2: three exports at once share two threads.
    expect(started).toBeGreaterThanOrEqual(1);
    expect(started).toBeLessThanOrEqual(2);
    const second = await Promise.all(urls.map((url) => env.api.raw(url)));
    expect(workbookWorkerStats.started - before.started).toBe(started);
    expect(workbookWorkerStats.jobs - before.jobs).toBe(6);
    expect(workbookWorkerStats.finished - before.finished).toBe(6);
    for (const reply of [...first, ...second]) {
      expect(reply.statusCode).toBe(200);
      const workbook = new Workbook();
      await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBeGreaterThan(1);
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
  });
});

describe('a county-sized export', () => {
  const env = useSignedInServer();
  const ADDED = 60_000;
  let expected = 0;

  /** Residents generated from the demo ones into the 桐梓村 clinic, straight into the table. */
  const addResidents = (server: TestServer) => {
    const db = server.db;
    const templates = db
      .prepare<[], Record<string, string>>(
        `SELECT name, record_date, status, created_by, created_at, updated_by, updated_at, data
         FROM resource_records WHERE family = 'persons' ORDER BY rowid LIMIT 200`,
      )
      .all();
    const insert = db.prepare(
      `INSERT INTO resource_records (family, id, hospital_id, person_num, id_card_no, name,
         record_date, status, created_by, created_at, updated_by, updated_at, data)
       VALUES ('persons', @id, @hospital, @id, NULL, @name, @record_date, @status, @created_by,
         @created_at, @updated_by, @updated_at, @data)`,
    );
    db.transaction(() => {
      for (let i = 0; i < ADDED; i += 1) {
        const template = templates[i % templates.length]!;
        const id = `9${String(i).padStart(17, '0')}`;
        const data = JSON.parse(template.data!) as Record<string, unknown>;
        data.personNum = id;
        delete data.IDCardNo;
        insert.run({ ...template, id, hospital: TONGZI_CLINIC, data: JSON.stringify(data) });
      }
    })();
    // Not residents the read models need to derive for this test.
    db.prepare('DELETE FROM read_model_dirty').run();
    return db
      .prepare<[string], number>(
        "SELECT COUNT(*) FROM resource_records WHERE family = 'persons' AND hospital_id = ?",
      )
      .pluck()
      .get(TONGZI_CLINIC)!;
  };

  beforeAll(() => {
    expected = addResidents(env.server);
  }, 60_000);

  it('streams 60,000 rows to the reply in batches, without the heap growing with them', async () => {
    const batches = workbookWorkerStats.batches;
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 10);
    const chunks: Buffer[] = [];
    try {
      const reply = await env.server.app.inject({
        url: `/api/persons/excel?hospitalId=${TONGZI_CLINIC}`,
        headers: authorized(env.session),
        payloadAsStream: true,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      // Kept as bytes (outside the heap) and read once the export is over.
      for await (const chunk of reply.stream()) chunks.push(chunk as Buffer);
    } finally {
      clearInterval(sampler);
    }
    const { rows, header } = await countRows(Readable.from(chunks));
    expect(rows).toBe(expected + 1);
    expect(header).toEqual(expect.arrayContaining(['个人编号', '姓名', '性别', '管理机构']));
    // EXPORT_BATCH_ROWS a batch: the worker took them in 600 batches at least, never at once.
    expect(workbookWorkerStats.batches - batches).toBeGreaterThanOrEqual(
      Math.ceil(expected / EXPORT_BATCH_ROWS),
    );
    // Holding the 60,000 residents (records, rendered rows and cells) takes several hundred MB;
    // a batch at a time leaves the heap at tens of MB, garbage between collections included.
    expect((peak - baseline) / 2 ** 20).toBeLessThan(150);
    // The trail lists the first 10,000 ids and says how many there were.
    const event = env.server.db
      .prepare<[], { record_ids: string; detail: string }>(
        "SELECT record_ids, detail FROM audit_events WHERE action = 'export' ORDER BY event_id DESC LIMIT 1",
      )
      .get()!;
    expect(event.record_ids.split(',')).toHaveLength(10_000);
    expect(event.detail).toBe(
      `hospitalId=${TONGZI_CLINIC}；共${expected}条，记录编号只列前10000条`,
    );
  }, 120_000);
});

describe('the row cap', () => {
  const env = useSignedInServer('qyadmin', { excelMaxRows: 100 });

  /** The SQL of every statement run while `work` runs. */
  const statementsDuring = async <T>(work: () => Promise<T>) => {
    const prototype = Object.getPrototypeOf(env.server.db.prepare('SELECT 1')) as Record<
      'all' | 'get' | 'iterate' | 'run',
      (...args: unknown[]) => unknown
    >;
    const spies = (['all', 'get', 'iterate', 'run'] as const).map((method) =>
      jest.spyOn(prototype, method),
    );
    try {
      const result = await work();
      const sources = spies.flatMap((spy) =>
        spy.mock.contexts.map((statement) => (statement as { source: string }).source),
      );
      return { result, sources };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  };

  it.each([
    ['/api/persons/personExcel', '导出数据超过100条，请缩小查询范围'],
    ['/api/persons/excel?sex=1', '导出数据超过100条，请缩小查询范围'],
    ['/api/hypertensionFollowUp/excel', '导出数据超过100条，请缩小查询范围'],
    [
      '/api/followUpWorklist/excel?view=all',
      '导出的患者超过 100 人，请按机构或随访状态缩小范围后再导出',
    ],
  ])('refuses %s over EXCEL_MAX_ROWS from a count, reading no row', async (url, message) => {
    const jobs = workbookWorkerStats.jobs;
    const exports = () =>
      env.server.db
        .prepare("SELECT COUNT(*) FROM audit_events WHERE action = 'export'")
        .pluck()
        .get();
    const recorded = exports();
    const { result: reply, sources } = await statementsDuring(() => env.api.raw(url));
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ Message: string }>().Message).toBe(message);
    // Only counts touched the records (family_counts, COUNT(*) with the list's conditions, or the
    // work list's kept tally of the day: scope_tallies, decision 0040).
    const reads = sources.filter(
      (sql) => /resource_records|programme_patients/.test(sql) && !/COUNT\(\*\)/.test(sql),
    );
    expect(reads).toEqual([]);
    expect(sources.some((sql) => /COUNT\(\*\)|family_counts|scope_tallies/.test(sql))).toBe(true);
    expect(workbookWorkerStats.jobs).toBe(jobs);
    expect(exports()).toBe(recorded);
  });

  it('still exports what fits under the cap', async () => {
    const reply = await env.api.raw('/api/sysUsers/userExcel');
    expect(reply.statusCode).toBe(200);
  });
});

describe('the workbook pool', () => {
  const columns: Column[] = [
    { header: '编号', render: (row) => row.n as number },
    { header: '说明', render: (row) => row.text as string },
  ];

  it('fails the job of a worker that dies, in Chinese, and starts another for the next job', async () => {
    const pool = createWorkbookPool({
      size: 1,
      workerFile: path.join(__dirname, '../../fixtures/crashingWorkbookWorker.cjs'),
    });
    try {
      const started = workbookWorkerStats.started;
      await expect(streamWorkbook(pool, '崩溃', columns, [[{ n: 1, text: 'a' }]])).rejects.toThrow(
        WORKER_LOST_MESSAGE,
      );
      await expect(streamWorkbook(pool, '崩溃', columns, [[{ n: 2, text: 'b' }]])).rejects.toThrow(
        WORKER_LOST_MESSAGE,
      );
      expect(workbookWorkerStats.started - started).toBe(2);
    } finally {
      await pool.close();
    }
    await expect(pool.acquire()).rejects.toMatchObject({
      message: POOL_CLOSED_MESSAGE,
      statusCode: 503,
    });
  });

  it('reads no further while the download is not read, and drops a download cut short', async () => {
    const pool = createWorkbookPool({ size: 1 });
    let produced = 0;
    function* batches(count: number): Generator<WorkbookRow[]> {
      for (let batch = 0; batch < count; batch += 1) {
        yield Array.from({ length: 500 }, () => {
          produced += 1;
          // Text that compresses little, so the zipped file is several megabytes.
          return { n: produced, text: createHash('sha256').update(String(produced)).digest('hex') };
        });
      }
    }
    try {
      // 120 batches of 500: nobody reads the stream, so the rows stop at its buffer.
      const output = await streamWorkbook(pool, '背压', columns, batches(120));
      let before = -1;
      while (before !== produced) {
        before = produced;
        await sleep(300);
      }
      expect(produced).toBeLessThan(60_000);
      const { rows } = await countRows(output);
      expect(produced).toBe(60_000);
      expect(rows).toBe(60_001);

      // A download cut short: the worker drops the file and serves the next one.
      produced = 0;
      const cut = await streamWorkbook(pool, '中断', columns, batches(120));
      cut.destroy();
      const next = await streamWorkbook(pool, '下一个', columns, batches(1));
      expect((await countRows(next)).rows).toBe(501);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
