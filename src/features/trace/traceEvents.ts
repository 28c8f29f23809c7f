import { createAction } from '@reduxjs/toolkit';

/**
 * Events of the support export (导出操作日志). The user menu and the Ctrl+Alt+L shortcut ask;
 * the app layer's export saga builds and downloads the file, then reports the outcome. They
 * carry no file content: the file is built from the recorder and the state, outside the store.
 */
export type TraceExportFormat = 'log' | 'devtools';

export const traceExportRequested = createAction<{
  format: TraceExportFormat;
  via: 'menu' | 'shortcut';
}>('trace/exportRequested');

export const traceExported = createAction<{
  format: TraceExportFormat;
  actions: number;
  /** False when the export's own replay did not reach the live state (an impure reducer). */
  replayVerified: boolean;
}>('trace/exported');

export const traceExportFailed = createAction<{ format: TraceExportFormat; reason: string }>(
  'trace/exportFailed',
);

/** Ctrl+Alt+L: works even when the page under the shell is broken. */
export const isTraceExportShortcut = (event: {
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
  code: string;
}): boolean =>
  event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === 'KeyL';
