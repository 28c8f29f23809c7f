import { buffers, END, type EventChannel, eventChannel } from 'redux-saga';

import { type ExcelExportRequest } from '@/features/exports';
import { type ApiError } from '@/services/http/apiError';
import {
  DownloadError,
  type DownloadedFile,
  downloadExcelAt,
} from '@/services/resources/downloadExcel';
import { type SessionEvent } from '@/services/session/authorizedFetch';

/** At most one progress event this often, so a large file does not flood the action log. */
export const PROGRESS_EVERY_MS = 250;

/** What the download tells the export saga; the file itself stays here, never in an action. */
export type DownloadEvent =
  | { kind: 'progress'; loaded: number; total?: number }
  | { kind: 'session'; action: SessionEvent }
  | { kind: 'done'; file: DownloadedFile }
  | { kind: 'failed'; error: ApiError | null };

export interface ExcelDownloadOptions {
  progressEveryMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * One Excel download as a saga channel: it downloads through `downloadExcelAt` (so through
 * `authorizedFetch`), emits progress (throttled), the session events the request raised, then
 * `done` with the file or `failed` with the error, then END. Closing it aborts the download.
 */
export const createExcelDownloadChannel = (
  request: ExcelExportRequest,
  { progressEveryMs = PROGRESS_EVERY_MS, fetchImpl }: ExcelDownloadOptions = {},
): EventChannel<DownloadEvent> =>
  eventChannel<DownloadEvent>((emit) => {
    const controller = new AbortController();
    let lastProgress = Number.NEGATIVE_INFINITY;

    downloadExcelAt(request.path, request.title, {
      params: request.params,
      signal: controller.signal,
      fetchImpl,
      onSessionEvent: (action) => emit({ kind: 'session', action }),
      onProgress: ({ loaded, total }) => {
        const now = Date.now();
        if (now - lastProgress < progressEveryMs) return;
        lastProgress = now;
        emit(
          total === undefined ? { kind: 'progress', loaded } : { kind: 'progress', loaded, total },
        );
      },
    }).then(
      (file) => {
        emit({ kind: 'done', file });
        emit(END);
      },
      (error: unknown) => {
        // Closed on purpose (cancelled, signed out): nothing follows.
        if (controller.signal.aborted) return;
        emit({ kind: 'failed', error: error instanceof DownloadError ? error.error : null });
        emit(END);
      },
    );

    return () => controller.abort('cancelled');
  }, buffers.expanding<DownloadEvent>(8));
