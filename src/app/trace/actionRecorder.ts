import { type Middleware, type UnknownAction } from '@reduxjs/toolkit';

import { sanitizeForTrace } from './sanitizeForTrace';

/**
 * Records every action, sanitised, in a bounded log that QA can export and replay
 * (`window.__GW_ACTION_LOG__()` in the browser). Sanitising here means the log never
 * holds a secret even if an action carried one by mistake.
 */
export interface ActionRecord {
  at: number;
  action: UnknownAction;
}

export interface ActionRecorder {
  middleware: Middleware;
  entries: () => readonly ActionRecord[];
  clear: () => void;
}

export const createActionRecorder = (
  limit = 1000,
  now: () => number = Date.now,
): ActionRecorder => {
  let log: ActionRecord[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    if (typeof action === 'object' && action !== null && 'type' in action) {
      log.push({ at: now(), action: sanitizeForTrace(action as UnknownAction) });
      if (log.length > limit) log = log.slice(log.length - limit);
    }
    return next(action);
  };
  return { middleware, entries: () => log, clear: () => (log = []) };
};
