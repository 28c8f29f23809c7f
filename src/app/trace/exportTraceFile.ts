import { type TraceExportFormat } from '@/features/trace';

import { type RecorderSnapshot } from './actionRecorder';
import { buildTraceFile } from './buildTraceFile';
import { toDevtoolsTrace } from './devtoolsTrace';
import { downloadJson } from './downloadJson';
import { readTraceEnvironment } from './traceEnvironment';
import { traceFileName } from './traceFile';

export interface TraceExportOutcome {
  actions: number;
  replayVerified: boolean;
}

/**
 * Builds the log (or its DevTools trace) and downloads it. A lazy chunk: the replay store and
 * the hash code load on the first export, not with the sign-in page.
 */
export const exportTraceFile = (
  format: TraceExportFormat,
  snapshot: RecorderSnapshot,
  finalState: unknown,
  maskedAccount: string,
): TraceExportOutcome => {
  const exportedAt = new Date();
  const file = buildTraceFile({
    snapshot,
    finalState,
    environment: readTraceEnvironment(),
    maskedAccount,
    exportedAt,
  });
  const fileName = traceFileName(format, maskedAccount, exportedAt);
  // The log is indented by one space so that QA can read and edit it; a trace is only loaded.
  if (format === 'devtools') downloadJson(fileName, toDevtoolsTrace(file));
  else downloadJson(fileName, file, 1);
  return { actions: file.actions.length, replayVerified: file.replayVerifiedAtExport };
};
