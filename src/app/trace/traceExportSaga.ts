import { type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'typed-redux-saga';

import { maskName } from '@/domain/identity';
import { selectSessionUser } from '@/features/auth';
import { noticeRaised } from '@/features/notices';
import {
  type TraceExportFormat,
  traceExported,
  traceExportFailed,
  traceExportRequested,
} from '@/features/trace';

import { type RootState } from '../store';
import { type ActionRecorder } from './actionRecorder';

const loadExporter = async () => {
  const [exporter, endpoints] = await Promise.all([
    import('./exportTraceFile'),
    import('./replayEndpoints'),
  ]);
  await endpoints.loadReplayEndpoints();
  return exporter.exportTraceFile;
};

type ExportRequest = PayloadAction<{ format: TraceExportFormat }>;

const LABEL: Record<TraceExportFormat, string> = { log: '操作日志', devtools: '调试轨迹' };

const wholeState = (state: RootState): RootState => state;

/**
 * 导出操作日志: on the request, takes the live state at once (the request is the log's last
 * action, so the state is the one after it), builds the file from the recorder and downloads it.
 * Runs in the app layer because it needs the recorder, which only the app has.
 */
export const createTraceExportSaga = (recorder: ActionRecorder) =>
  function* traceExportSaga() {
    yield* takeLeading(traceExportRequested, function* exportTrace(action: ExportRequest) {
      const { format } = action.payload;
      const state = yield* select(wholeState);
      const snapshot = recorder.snapshot();
      try {
        if (!snapshot) throw new Error('没有记录到任何操作');
        const maskedAccount = maskName(selectSessionUser(state)?.UserAcc ?? '');
        const exportTraceFile = yield* call(loadExporter);
        const outcome = yield* call(exportTraceFile, format, snapshot, state, maskedAccount);
        yield* put(
          traceExported({
            format,
            actions: outcome.actions,
            replayVerified: outcome.replayVerified,
          }),
        );
        yield* put(
          noticeRaised({
            kind: outcome.replayVerified ? 'success' : 'warning',
            style: 'toast',
            text: outcome.replayVerified
              ? `${LABEL[format]}已导出（${outcome.actions} 个操作）`
              : `${LABEL[format]}已导出，但回放未能复现当前状态，请一并告知技术支持`,
            duration: 4,
          }),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : '未知错误';
        yield* put(traceExportFailed({ format, reason }));
        yield* put(
          noticeRaised({
            kind: 'error',
            style: 'toast',
            text: `${LABEL[format]}导出失败：${reason}`,
            duration: 4,
          }),
        );
      }
    });
  };
