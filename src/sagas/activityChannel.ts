import { buffers, type EventChannel, eventChannel } from 'redux-saga';

/** The DOM events that count as the user being there (spec 4: inactivity). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'wheel', 'touchstart'] as const;

/** Action-shaped, but never dispatched: the idle saga only notes the time in storage. */
export interface ActivitySeen {
  type: 'idle/activitySeen';
}

/**
 * User activity on `target`, at most one emission per `throttleMs` (mousemove fires hundreds of
 * times a second). The buffer keeps only the latest emission: one is as good as many. Closing
 * the channel removes the listeners. Without a target (node, tests) it never emits.
 */
export const activityChannel = (
  target: EventTarget | undefined,
  throttleMs: number,
  now: () => number = Date.now,
): EventChannel<ActivitySeen> =>
  eventChannel<ActivitySeen>((emit) => {
    if (!target) return () => undefined;
    let last = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      const at = now();
      if (at - last < throttleMs) return;
      last = at;
      emit({ type: 'idle/activitySeen' });
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, options);
    };
  }, buffers.sliding<ActivitySeen>(1));
