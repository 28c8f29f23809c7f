/**
 * Sets this process's clock (`Date`) to `epochMs`, leaving every timer real: the in-process test
 * server then judges dates and tokens by that clock while it, and any browser connection, keep
 * running. Undo with `jest.useRealTimers()`.
 */
export const setClockTo = (epochMs: number): void => {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: epochMs,
  });
};

/** Moves this process's clock by `ms` (see setClockTo). */
export const moveClockBy = (ms: number): void => setClockTo(Date.now() + ms);
