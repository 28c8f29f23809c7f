import { type UnknownAction } from '@reduxjs/toolkit';

import { replayActions } from './replayTrace';
import { type TraceFile } from './traceFile';

/**
 * The Redux DevTools extension's Import reads the lifted state its Export writes
 * (`@redux-devtools/instrument`'s liftedState): every action wrapped as PERFORM_ACTION with
 * its timestamp, the committed state, and the computed state after each action. Support opens
 * the file there and steps through the session. Action 0 is the `@@INIT` the instrument starts
 * with; its computed state is the log's initial state.
 */
export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

export interface DevtoolsLiftedState {
  monitorState: Record<string, never>;
  actionsById: Record<string, LiftedAction>;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: { state: unknown }[];
  isLocked: boolean;
  isPaused: boolean;
}

/**
 * Each computed state is written out in full, so a trace grows with actions × state size: the
 * trace keeps the last `maxSteps` actions, committing the state before them (as the extension
 * does past its own maxAge).
 */
export const DEVTOOLS_MAX_STEPS = 500;

export const toDevtoolsTrace = (
  file: TraceFile,
  maxSteps: number = DEVTOOLS_MAX_STEPS,
): DevtoolsLiftedState => {
  const first = Math.max(0, file.actions.length - maxSteps);
  const states: unknown[] = [];
  replayActions(file.initialState, file.actions, {
    onState: (step, state) => {
      if (step >= first) states.push(state);
    },
  });
  const kept = file.actions.slice(first);
  const startedAt = Date.parse(file.firstActionAt ?? file.startedAt);
  const actionsById: Record<string, LiftedAction> = {
    0: {
      type: 'PERFORM_ACTION',
      action: { type: '@@INIT' },
      timestamp: Number.isNaN(startedAt) ? 0 : startedAt,
    },
  };
  kept.forEach((entry, index) => {
    actionsById[index + 1] = { type: 'PERFORM_ACTION', action: entry.action, timestamp: entry.at };
  });
  return {
    monitorState: {},
    actionsById,
    nextActionId: kept.length + 1,
    stagedActionIds: Array.from({ length: kept.length + 1 }, (_, id) => id),
    skippedActionIds: [],
    committedState: states[0],
    currentStateIndex: kept.length,
    computedStates: states.map((state) => ({ state })),
    isLocked: false,
    isPaused: false,
  };
};
