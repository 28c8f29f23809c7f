import { call, cancelled, put, race, take, takeEvery } from 'typed-redux-saga';

import { signedOut } from '@/features/auth';
import {
  EXPORT_FAILED_MESSAGE,
  type ExcelExportRequest,
  excelExportFailed,
  excelExportProgressed,
  excelExportRequested,
  excelExportSucceeded,
} from '@/features/exports';
import { saveFile } from '@/shared/saveFile';

import { createExcelDownloadChannel, type ExcelDownloadOptions } from './excelDownloadChannel';
import { SESSION_STARTED } from './sessionLifecycle';

/**
 * One export: download through the one authorized request path, report progress, put the
 * session events the request raised (a refresh, an ended session), save the file with the
 * browser's download and report the outcome. Cancelled (signed out), the download is aborted.
 */
export function* runExcelExport(request: ExcelExportRequest, options: ExcelDownloadOptions = {}) {
  const { id } = request;
  const channel = yield* call(createExcelDownloadChannel, request, options);
  try {
    while (true) {
      const event = yield* take(channel);
      switch (event.kind) {
        case 'progress':
          yield* put(excelExportProgressed({ id, loaded: event.loaded, total: event.total }));
          break;
        case 'session':
          yield* put(event.action);
          break;
        case 'done':
          try {
            yield* call(saveFile, event.file.blob, event.file.fileName);
          } catch {
            yield* put(
              excelExportFailed({ id, message: EXPORT_FAILED_MESSAGE, sessionEnded: false }),
            );
            return;
          }
          yield* put(excelExportSucceeded({ id, fileName: event.file.fileName }));
          return;
        case 'failed':
          yield* put(
            excelExportFailed({
              id,
              message: event.error?.message ?? EXPORT_FAILED_MESSAGE,
              sessionEnded: event.error?.status === 'SESSION_EXPIRED',
            }),
          );
          return;
      }
    }
  } finally {
    if (yield* cancelled()) channel.close();
  }
}

function* exportsOfSession(options: ExcelDownloadOptions) {
  // One export per button at a time, as the slice ignores a second request while one runs.
  const running = new Set<string>();
  yield* takeEvery(excelExportRequested, function* exportRequested({ payload }) {
    if (running.has(payload.id)) return;
    running.add(payload.id);
    try {
      yield* call(runExcelExport, payload, options);
    } finally {
      running.delete(payload.id);
    }
  });
}

/**
 * Excel exports while a user is signed in: `exports/excelRequested` from any page starts one;
 * signing out cancels the running ones. No component downloads by itself.
 */
export function* excelExportSaga(options: ExcelDownloadOptions = {}) {
  while (true) {
    yield* take(SESSION_STARTED);
    yield* race({ run: call(exportsOfSession, options), stop: take(signedOut) });
  }
}
