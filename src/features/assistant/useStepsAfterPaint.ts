import { useEffect } from 'react';

/**
 * Runs `step` in a task of its own once the page has painted after the component mounted, and
 * again after each later paint while it returns true: work split into steps never takes one long
 * task, and it is done while the page opens rather than when a user may already be waiting on
 * it. Nothing more runs once the component unmounts. Where no frames come (a hidden page, jsdom
 * without them) a timer stands in.
 */
export const useStepsAfterPaint = (step: () => boolean): void => {
  useEffect(() => {
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      if (step()) schedule();
    };
    // A task queued from the frame's callback runs after that frame is painted.
    function schedule() {
      if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
        frame = requestAnimationFrame(() => {
          frame = undefined;
          timer = setTimeout(run, 0);
        });
      } else {
        timer = setTimeout(run, 0);
      }
    }
    schedule();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [step]);
};
