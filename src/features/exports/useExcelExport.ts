import { App } from 'antd';
import { useCallback, useEffect, useId, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { type ExcelExportRequest, excelExportRequested, selectExcelExport } from './exportsSlice';
import { progressText } from './progressText';

/** Seconds the outcome message stays. */
export const EXPORT_MESSAGE_SECONDS = 3;

export interface ExcelExportOptions {
  /** Follow the download in a loading message ('正在导出… 45%') until it ends. */
  showProgress?: boolean;
}

export interface ExcelExport {
  /** Asks the export saga for the file; ignored while this button's export runs. */
  startExport: (request: Omit<ExcelExportRequest, 'id'>) => void;
  exporting: boolean;
}

/**
 * One export button's side of an Excel export: it dispatches the request under its own id and
 * shows what the saga reports for that id (progress, 已导出：{file}, or the failure's message).
 * A session that ended during the export is announced by the session-expiry flow, not here.
 * Each outcome is shown once, also when a hidden tab is shown again.
 */
export const useExcelExport = (
  name: string,
  { showProgress = false }: ExcelExportOptions = {},
): ExcelExport => {
  const id = `${name}${useId()}`;
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const entry = useAppSelector((state) => selectExcelExport(state, id));
  const announcedRun = useRef<number | null>(null);
  const running = useRef(false);

  useEffect(() => {
    running.current = entry?.phase === 'running';
    if (!entry) return;
    if (entry.phase === 'running') {
      if (showProgress) {
        void message.open({ key: id, type: 'loading', content: progressText(entry), duration: 0 });
      }
      return;
    }
    if (announcedRun.current === entry.run) return;
    announcedRun.current = entry.run;
    if (entry.phase === 'succeeded') {
      void message.open({
        key: id,
        type: 'success',
        content: `已导出：${entry.fileName}`,
        duration: EXPORT_MESSAGE_SECONDS,
      });
    } else if (!entry.sessionEnded) {
      void message.open({
        key: id,
        type: 'error',
        content: entry.message,
        duration: EXPORT_MESSAGE_SECONDS,
      });
    } else if (showProgress) {
      message.destroy(id);
    }
  }, [entry, id, message, showProgress]);

  // A hidden tab (or a closed page) takes its progress message away; shown again, it comes back.
  useEffect(
    () => () => {
      if (showProgress && running.current) message.destroy(id);
    },
    [id, message, showProgress],
  );

  const startExport = useCallback(
    (request: Omit<ExcelExportRequest, 'id'>) => dispatch(excelExportRequested({ ...request, id })),
    [dispatch, id],
  );

  return { startExport, exporting: entry?.phase === 'running' };
};
