/**
 * Moves this process's clock (`Date`) by `ms`, leaving every timer real: the in-process test
 * server then judges tokens by the moved clock while it, and any browser connection, keep
 * running. Undo with `jest.useRealTimers()`.
 */
export const moveClockBy = (ms: number): void => {
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
    now: Date.now() + ms,
  });
};
