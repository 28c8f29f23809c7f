import { type Middleware, type UnknownAction } from '@reduxjs/toolkit';

import { sanitizeForTrace } from './sanitizeForTrace';

/**
 * Records every action that reaches the reducers, sanitised, in a bounded window that QA can
 * export and replay. It sits last in the middleware chain, so its order is the reducers' order
 * (a middleware that dispatches before passing an action on cannot swap them) and actions a
 * middleware swallows (thunks, RTK Query's internal probes) are not in the log.
 *
 * The window is bounded by count and by bytes, and is dropped from the front a segment at a
 * time. Each segment keeps a reference to the store state just before its first action (a
 * reference costs nothing: Redux states are immutable and share structure), so a log that
 * starts mid-session still carries the state to replay from. Sanitising here means the log
 * never holds a secret even if an action carried one by mistake.
 */
export interface ActionRecord {
  at: number;
  action: UnknownAction;
}

export interface RecorderSnapshot {
  /** When the recorder started (page load), epoch ms. */
  startedAt: number;
  /** The raw (unsanitised) store state just before the first kept action. */
  stateBefore: unknown;
  /** Actions dropped from the front of the window (since the page loaded or the last clear). */
  dropped: number;
  entries: ActionRecord[];
}

export interface ActionRecorder {
  middleware: Middleware;
  entries: () => readonly ActionRecord[];
  snapshot: () => RecorderSnapshot | null;
  clear: () => void;
}

export interface RecorderOptions {
  maxActions?: number;
  /** Bound on the serialised size of the kept actions (characters of JSON). */
  maxBytes?: number;
  /** Actions per segment: the window drops this many at a time, and keeps one state per segment. */
  segmentSize?: number;
  now?: () => number;
}

interface Segment {
  stateBefore: unknown;
  /** Each action as its sanitised JSON text: compact, and immune to later mutation. */
  actions: string[];
  times: number[];
  bytes: number;
}

export const RECORDER_DEFAULTS = { maxActions: 5000, maxBytes: 8_000_000, segmentSize: 250 };

const isAction = (value: unknown): value is UnknownAction =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string';

export const createActionRecorder = (options: RecorderOptions = {}): ActionRecorder => {
  const { maxActions, maxBytes, segmentSize } = { ...RECORDER_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const startedAt = now();
  let segments: Segment[] = [];
  let count = 0;
  let bytes = 0;
  let dropped = 0;

  const trim = () => {
    while (segments.length > 1 && (count > maxActions || bytes > maxBytes)) {
      const [oldest] = segments;
      segments = segments.slice(1);
      if (!oldest) break;
      count -= oldest.actions.length;
      bytes -= oldest.bytes;
      dropped += oldest.actions.length;
    }
  };

  const middleware: Middleware = (api) => (next) => (action) => {
    if (isAction(action)) {
      let segment = segments[segments.length - 1];
      if (!segment || segment.actions.length >= segmentSize) {
        segment = { stateBefore: api.getState(), actions: [], times: [], bytes: 0 };
        segments.push(segment);
      }
      const json = JSON.stringify(sanitizeForTrace(action));
      segment.actions.push(json);
      segment.times.push(now());
      segment.bytes += json.length;
      count += 1;
      bytes += json.length;
      trim();
    }
    return next(action);
  };

  const entries = (): ActionRecord[] =>
    segments.flatMap((segment) =>
      segment.actions.map((json, index) => ({
        at: segment.times[index] ?? 0,
        action: JSON.parse(json) as UnknownAction,
      })),
    );

  return {
    middleware,
    entries,
    snapshot: () => {
      const [first] = segments;
      if (!first) return null;
      return { startedAt, stateBefore: first.stateBefore, dropped, entries: entries() };
    },
    clear: () => {
      segments = [];
      count = 0;
      bytes = 0;
      dropped = 0;
    },
  };
};
