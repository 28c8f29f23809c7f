import { useEffect } from 'react';

/** At most this long after mounting, even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `work` once, when the page is first idle after the component mounted (or after
 * IDLE_TIMEOUT_MS); not at all if it unmounts first. Where the browser has no idle callbacks
 * (Safari, jsdom) a timer stands in.
 */
export const useWhenIdle = (work: () => void): void => {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }, [work]);
};
