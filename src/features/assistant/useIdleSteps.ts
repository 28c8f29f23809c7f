import { useEffect } from 'react';

/** At most this long between steps, even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `step` when the page is idle after the component mounted, and again at each later idle
 * period while it returns true: work split into steps never takes one long task (or waits
 * IDLE_TIMEOUT_MS at most for a step). Nothing more runs once the component unmounts. Where the
 * browser has no idle callbacks (Safari, jsdom) a timer stands in.
 */
export const useIdleSteps = (step: () => boolean): void => {
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(run, 0);
        cancel = () => clearTimeout(timer);
      }
    };
    function run() {
      if (step()) schedule();
    }
    schedule();
    return () => cancel();
  }, [step]);
};
