import { type UnknownAction } from '@reduxjs/toolkit';

import { makeStore } from '../store';
import { type ActionRecord } from './actionRecorder';
import { addStandInEndpoints, forReplay } from './replayEndpoints';
import { createStateSanitizer } from './sanitizeForTrace';
import { createStateHasher, shortHash } from './stateHash';
import { type TraceFile } from './traceFile';

/**
 * Replays a log through a store built by the same `makeStore` as the app's, in replay mode
 * (reducers only: no saga, no request). Every comparison is between sanitised states: the log
 * holds sanitised actions and a sanitised starting state, so the reducers see masked data, and
 * what a replay can promise is that the sanitised state it reaches equals the sanitised live
 * state (docs/decisions/0029-qa-replay-sanitised.md explains why that holds).
 */
export interface ReplayOptions {
  /** Stop after this many actions (action numbers count from 1). */
  until?: number;
  /** Compute the (shortened) hash after every action. */
  stepHashes?: boolean;
  /** Receives the sanitised state before any action (step 0) and after each action (step n). */
  onState?: (step: number, state: Record<string, unknown>) => void;
}

export interface ReplayRun {
  /** How many actions were dispatched. */
  steps: number;
  state: Record<string, unknown>;
  hash: string;
  stepHashes: string[];
}

export const replayActions = (
  initialState: Record<string, unknown>,
  actions: readonly ActionRecord[],
  options: ReplayOptions = {},
): ReplayRun => {
  addStandInEndpoints(actions);
  const store = makeStore(initialState, { replay: true });
  const sanitize = createStateSanitizer();
  const hash = createStateHasher();
  const observe = options.stepHashes === true || options.onState !== undefined;
  const stepHashes: string[] = [];
  const steps = Math.min(actions.length, options.until ?? actions.length);
  options.onState?.(0, sanitize(store.getState()));
  for (let index = 0; index < steps; index += 1) {
    store.dispatch(forReplay(actions[index]?.action as UnknownAction));
    if (!observe) continue;
    const state = sanitize(store.getState()) as Record<string, unknown>;
    if (options.stepHashes) stepHashes.push(shortHash(hash(state)));
    options.onState?.(index + 1, state);
  }
  const state = sanitize(store.getState()) as Record<string, unknown>;
  return { steps, state, hash: hash(state), stepHashes };
};

export interface Divergence {
  /** The action's number (from 1) and type. */
  action: number;
  type: string;
  expected: string;
  actual: string;
}

export interface TraceVerdict {
  ok: boolean;
  expectedHash: string;
  actualHash: string;
  steps: number;
  /** The first action after which the replay's state differs from the export's; null if none. */
  divergence: Divergence | null;
}

/**
 * Replays the whole log and compares the final hash. Only on a mismatch does it replay again
 * hashing every step, to name the first action whose result differs from the log's step hashes.
 */
export const verifyTrace = (file: TraceFile): TraceVerdict => {
  const run = replayActions(file.initialState, file.actions);
  const verdict = {
    expectedHash: file.finalStateHash,
    actualHash: run.hash,
    steps: run.steps,
  };
  if (run.hash === file.finalStateHash) return { ok: true, ...verdict, divergence: null };
  const stepped = replayActions(file.initialState, file.actions, { stepHashes: true });
  const index = stepped.stepHashes.findIndex((step, at) => step !== file.stepHashes[at]);
  const divergence =
    index < 0
      ? null
      : {
          action: index + 1,
          type: String(file.actions[index]?.action.type),
          expected: file.stepHashes[index] ?? '(日志中没有这一步)',
          actual: stepped.stepHashes[index] ?? '',
        };
  return { ok: false, ...verdict, divergence };
};
