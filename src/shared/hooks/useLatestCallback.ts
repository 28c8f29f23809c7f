import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which runs the latest `callback` rendered: for a
 * handler passed to a memoised child (a record form), so re-rendering the parent for its own
 * state does not re-render the child. Called from events only, never during render.
 */
export const useLatestCallback = <Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): ((...args: Args) => Result) => {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
};
