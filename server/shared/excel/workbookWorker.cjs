'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by necessity, as said below */
/**
 * A long-lived worker of the workbook pool (workbookPool.ts): writes one .xlsx at a time with
 * ExcelJS's streaming writer, batch of rows by batch of rows, and posts the zipped bytes back as
 * they come out, so neither the rows nor the file are ever whole in memory. Plain CommonJS so
 * that node, tsx and Jest can all start it without a TypeScript loader.
 *
 * In (each names its job):
 *   { type: 'start', job, sheetName, caption: string[], creator, columns: [{ header, width }] }
 *                                          (caption: lines above the header row, bold)
 *   { type: 'rows', job, rows: Cell[][] }  answered { type: 'taken', job } once written and
 *                                          taken in by the zip
 *   { type: 'end', job }                   answered by the last chunks, then { type: 'done', job }
 *   { type: 'abort', job }                 the file is dropped; answered { type: 'done', job }
 * Out: { type: 'chunk', job, bytes } (transferred, not copied), { type: 'error', job, message }.
 */
const { once } = require('node:events');
const { setPriority } = require('node:os');
const { Writable } = require('node:stream');
const { parentPort } = require('node:worker_threads');

const { stream } = require('exceljs');

/**
 * The worker yields the processor to the event loop: on a two-core server, two workers zipping
 * beside the main thread would otherwise hold other users' requests up to a scheduling period.
 * On Linux a thread has its own nice value and setPriority(0) sets the calling thread's; other
 * systems would lower the whole server, so they keep the default.
 */
const WORKER_NICE = 10;
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not allowed (a container without the right): the worker keeps the default priority.
  }
}

/** The job being written: { job, workbook, sheet, dropped }. One at a time. */
let current = null;

const post = (message, transfer) => parentPort.postMessage(message, transfer);

const failed = (job, error) => {
  if (current && current.job === job) current = null;
  post({ type: 'error', job, message: String(error && error.stack ? error.stack : error) });
};

/** The zip's bytes, posted to the pool as they are written (none once the job is dropped). */
const output = (state) =>
  new Writable({
    write(chunk, _encoding, callback) {
      if (!state.dropped) {
        // A chunk may be a view of a shared buffer: copy it into its own, which moves across.
        const bytes = new Uint8Array(chunk.length);
        bytes.set(chunk);
        post({ type: 'chunk', job: state.job, bytes }, [bytes.buffer]);
      }
      callback();
    },
  });

const start = ({ job, sheetName, caption = [], creator, columns }) => {
  const state = { job, workbook: null, sheet: null, dropped: false };
  state.workbook = new stream.xlsx.WorkbookWriter({
    stream: output(state),
    useStyles: true,
    // Shared strings would keep every distinct text of the file until the end.
    useSharedStrings: false,
  });
  state.workbook.creator = creator;
  state.sheet = state.workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: caption.length + 1 }],
  });
  // The caption's lines are the first header rows of the first column (ExcelJS writes a
  // column's header array one row each), so the column header row follows them.
  state.sheet.columns = caption.length
    ? columns.map((column, index) => ({
        ...column,
        header: [...caption.map((line) => (index === 0 ? line : '')), column.header],
      }))
    : columns;
  for (let line = 1; line <= caption.length; line += 1) {
    const row = state.sheet.getRow(line);
    row.font = { bold: true, size: line === 1 ? 13 : 11 };
    row.commit();
  }
  const header = state.sheet.getRow(caption.length + 1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  header.commit();
  current = state;
};

/**
 * Whether a stream asked its writer to wait for 'drain'. Archiver's PassThrough comes from the
 * readable-stream 2 package, which predates `writableNeedDrain`: its flag is only in the
 * writable state, so reading the modern property alone never waited.
 */
const needsDrain = (pipe) =>
  pipe.writableNeedDrain ?? Boolean(pipe._writableState && pipe._writableState.needDrain);

/**
 * Waits until the zip has taken in what the sheet wrote. ExcelJS's sheet stream writes to its
 * pipes without heeding their backpressure; its pipe is the PassThrough the zip reads from, so
 * without this wait the sheet's XML would pile up there whenever deflating falls behind.
 */
const zipCaughtUp = async (state) => {
  for (const pipe of (state.sheet.stream && state.sheet.stream.pipes) || []) {
    if (needsDrain(pipe)) await once(pipe, 'drain');
  }
};

const write = async ({ job, rows }) => {
  const state = current;
  if (!state || state.job !== job) return;
  let last = null;
  for (const row of rows) last = state.sheet.addRow(row);
  if (last) last.commit();
  await zipCaughtUp(state);
  post({ type: 'taken', job });
};

/** Finishes the file; a dropped one is finished too (its zip streams end), its bytes unsent. */
const finish = async (job) => {
  const state = current;
  if (!state || state.job !== job) return;
  state.sheet.commit();
  await state.workbook.commit();
  current = null;
  post({ type: 'done', job });
};

parentPort.on('message', (message) => {
  try {
    switch (message.type) {
      case 'start':
        start(message);
        break;
      case 'rows':
        write(message).catch((error) => failed(message.job, error));
        break;
      case 'end':
        finish(message.job).catch((error) => failed(message.job, error));
        break;
      case 'abort':
        if (current && current.job === message.job) {
          current.dropped = true;
          finish(message.job).catch(() => {
            current = null;
            post({ type: 'done', job: message.job });
          });
        } else post({ type: 'done', job: message.job });
        break;
      default:
        break;
    }
  } catch (error) {
    failed(message.job, error);
  }
});
