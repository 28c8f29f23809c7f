'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS by necessity, as said below */
/**
 * Builds one .xlsx off the event loop (the performance budget: long work runs in workers; ten
 * exports at once stalled every user). Plain CommonJS so that node, tsx and Jest can all start it
 * without a TypeScript loader. Receives
 * `{ sheetName, creator, columns: [{ header, width }], rows: Cell[][] }` as workerData and posts
 * back the file's bytes (transferred, not copied), or `{ error }`.
 */
const { parentPort, workerData } = require('node:worker_threads');

const { Workbook } = require('exceljs');

const build = async ({ sheetName, creator, columns, rows }) => {
  const workbook = new Workbook();
  workbook.creator = creator;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  sheet.addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

build(workerData).then(
  (bytes) => parentPort.postMessage({ bytes }, [bytes.buffer]),
  (error) => parentPort.postMessage({ error: String(error && error.stack ? error.stack : error) }),
);
