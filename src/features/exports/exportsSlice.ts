import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { signedOut } from '@/features/auth';
import { type QueryParams } from '@/services/http/serializeParams';

/**
 * Excel exports as plain events. A page asks (`exports/excelRequested`); the export saga
 * downloads through the one authorized request path, saves the file and reports progress,
 * success or failure here. No file, blob or token travels in an action: only the path, the
 * filters, byte counts, the file's name and a Chinese message.
 */

export interface ExcelExportRequest {
  /** Who asked: a page's export button (its name plus a React id), so each follows its own. */
  id: string;
  /** The export path, starting with /api (`/api/persons/excel`, `/api/followUpWorklist/excel`). */
  path: string;
  /** The list's filters (no paging: the export holds every matching row). */
  params?: QueryParams;
  /** Names the file when the server sends no Content-Disposition (`{title}.xlsx`). */
  title: string;
}

export type ExcelExportPhase = 'running' | 'succeeded' | 'failed';

export interface ExcelExportState {
  /** Counts the exports of the page load, so a page tells one run's outcome from the next. */
  run: number;
  phase: ExcelExportPhase;
  loaded: number;
  /** From Content-Length, when the server sent one. */
  total?: number;
  fileName?: string;
  message?: string;
  /** The session ended during the export: the session-expiry flow says so, the page does not. */
  sessionEnded?: boolean;
}

export interface ExportsState {
  byId: Record<string, ExcelExportState>;
  runs: number;
}

const initialState: ExportsState = { byId: {}, runs: 0 };

/** A page asked for an export; ignored while the same button's export runs. */
export const excelExportRequested = createAction<ExcelExportRequest>(
  'exports/excelExportRequested',
);

export const exportsSlice = createSlice({
  name: 'exports',
  initialState,
  reducers: {
    /** Bytes received so far (at most a few a second, so the log stays short). */
    excelExportProgressed: (
      state,
      action: PayloadAction<{ id: string; loaded: number; total?: number }>,
    ) => {
      const entry = state.byId[action.payload.id];
      if (entry?.phase !== 'running') return;
      entry.loaded = action.payload.loaded;
      if (action.payload.total !== undefined) entry.total = action.payload.total;
    },
    /** The file was handed to the browser's download. */
    excelExportSucceeded: (state, action: PayloadAction<{ id: string; fileName: string }>) => {
      const entry = state.byId[action.payload.id];
      if (entry?.phase !== 'running') return;
      entry.phase = 'succeeded';
      entry.fileName = action.payload.fileName;
    },
    excelExportFailed: (
      state,
      action: PayloadAction<{ id: string; message: string; sessionEnded: boolean }>,
    ) => {
      const entry = state.byId[action.payload.id];
      if (entry?.phase !== 'running') return;
      entry.phase = 'failed';
      entry.message = action.payload.message;
      entry.sessionEnded = action.payload.sessionEnded;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(excelExportRequested, (state, action) => {
        const { id } = action.payload;
        if (state.byId[id]?.phase === 'running') return;
        state.runs += 1;
        state.byId[id] = { run: state.runs, phase: 'running', loaded: 0 };
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectExcelExport: (state, id: string): ExcelExportState | undefined => state.byId[id],
  },
});

export const { excelExportProgressed, excelExportSucceeded, excelExportFailed } =
  exportsSlice.actions;
export const { selectExcelExport } = exportsSlice.selectors;
