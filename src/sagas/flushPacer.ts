/**
 * How long after an update the page gets to itself, as a multiple of what the update cost: three
 * times as long idle as busy keeps the updates of a stream under a quarter of the main thread,
 * whatever the machine. A quarter rather than a third: reading the stream itself (network chunks,
 * the SSE parser) takes about a tenth of a slow PC's main thread besides, and the whole should
 * stay near a third (the assistant stream's budget: busy ≤ 35 %).
 */
export const IDLE_PER_BUSY = 3;
/** Frames that never come (a hidden or occluded tab) do not hold the stream back longer. */
const PAINT_WAIT_MS = 1000;

/** Calls back once the browser has rendered the next frame; at once where there are no frames. */
export const afterNextPaint = (callback: (painted: boolean) => void) => {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    callback(false);
    return;
  }
  let done = false;
  const finish = (painted: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback(painted);
  };
  const fallback = setTimeout(() => finish(false), PAINT_WAIT_MS);
  // A task queued from the frame's callback runs once that frame's style, layout and paint are
  // done: the update's whole cost, not just its JavaScript.
  requestAnimationFrame(() => setTimeout(() => finish(true), 0));
};

export interface FlushPacer {
  /** More arrived: flush it at the next due time (one flush at most per request burst). */
  request(): void;
  /** Nothing more will be flushed by the pacer (the stream ended or was closed). */
  cancel(): void;
}

/**
 * Paces a stream's flushes into the store. A flush costs more than its reducer: React renders the
 * growing answer, then the browser styles, lays it out and paints it. The pacer measures that,
 * from the flush to the end of the frame showing it. The next flush waits `minIntervalMs` from
 * the first text of its batch, and until the page has been idle IDLE_PER_BUSY times as long. A fast machine gets a flush every `minIntervalMs`; a slow or loaded one larger batches
 * less often, and stays responsive to the user.
 */
export const createFlushPacer = (flush: () => void, minIntervalMs: number): FlushPacer => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let measuring = false;
  let dueWhenMeasured = false;
  let idleUntil = 0;
  let cancelled = false;

  const measure = (startedAt: number) => {
    measuring = true;
    afterNextPaint((painted) => {
      measuring = false;
      const now = performance.now();
      idleUntil = painted ? now + IDLE_PER_BUSY * (now - startedAt) : now;
      if (dueWhenMeasured && !cancelled) {
        dueWhenMeasured = false;
        run();
      }
    });
  };

  function run() {
    timer = undefined;
    if (measuring) {
      // The last update is not on screen yet: its cost decides when this one may come.
      dueWhenMeasured = true;
      return;
    }
    const wait = idleUntil - performance.now();
    if (wait > 0) {
      timer = setTimeout(run, wait);
      return;
    }
    const startedAt = performance.now();
    flush();
    measure(startedAt);
  }

  return {
    request() {
      if (cancelled || timer !== undefined || dueWhenMeasured) return;
      timer = setTimeout(run, minIntervalMs);
    },
    cancel() {
      cancelled = true;
      dueWhenMeasured = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
};
