import { type RecorderSnapshot } from './actionRecorder';
import { collectNames, createNameMasker } from './maskKnownNames';
import { replayActions } from './replayTrace';
import { createStateSanitizer } from './sanitizeForTrace';
import { hashState } from './stateHash';
import {
  TRACE_FORMAT,
  TRACE_FORMAT_VERSION,
  type TraceEnvironment,
  type TraceFile,
} from './traceFile';

export interface TraceFileInput {
  snapshot: RecorderSnapshot;
  /** The raw live state after the last recorded action. */
  finalState: unknown;
  environment: TraceEnvironment;
  maskedAccount: string;
  exportedAt: Date;
}

/** What a file holds is what a JSON round trip gives: the replay works on exactly that. */
const asJson = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Builds the log from a recorder snapshot. The states are sanitised (one memoised sanitiser,
 * so the shared parts of the two states are walked once), the names the session holds are masked
 * inside free text everywhere (maskKnownNames), the final hash is taken over the
 * sanitised live state, and the log is replayed here once to record the per-step hashes and to
 * say whether the replay reaches that same hash.
 */
export const buildTraceFile = (input: TraceFileInput): TraceFile => {
  const { snapshot } = input;
  const sanitize = createStateSanitizer();
  const maskNames = createNameMasker(collectNames(snapshot.stateBefore, input.finalState));
  const initialState = maskNames(asJson<Record<string, unknown>>(sanitize(snapshot.stateBefore)));
  const finalState = maskNames(asJson<Record<string, unknown>>(sanitize(input.finalState)));
  const entries = maskNames(snapshot.entries);
  const finalStateHash = hashState(finalState);
  const run = replayActions(initialState, entries, { stepHashes: true });
  const first = entries[0];
  return {
    format: TRACE_FORMAT,
    formatVersion: TRACE_FORMAT_VERSION,
    environment: input.environment,
    account: input.maskedAccount,
    startedAt: new Date(snapshot.startedAt).toISOString(),
    firstActionAt: first ? new Date(first.at).toISOString() : null,
    exportedAt: input.exportedAt.toISOString(),
    droppedBefore: snapshot.dropped,
    initialState,
    actions: entries,
    stepHashes: run.stepHashes,
    finalState,
    finalStateHash,
    replayVerifiedAtExport: run.hash === finalStateHash,
  };
};
