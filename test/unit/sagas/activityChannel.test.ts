import { type EventChannel, END } from 'redux-saga';

import { ACTIVITY_EVENTS, activityChannel, type ActivitySeen } from '@/sagas/activityChannel';

/** An EventTarget that also counts its listeners, so the unsubscribe can be checked. */
class CountingTarget extends EventTarget {
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

const drain = (chan: EventChannel<ActivitySeen>): ActivitySeen[] => {
  const seen: ActivitySeen[] = [];
  chan.flush((items) => {
    if (items !== END) seen.push(...(items as ActivitySeen[]));
  });
  return seen;
};

describe('activityChannel', () => {
  it('listens to every activity event and removes every listener on close', () => {
    const target = new CountingTarget();
    const chan = activityChannel(target, 1000);
    expect(target.listeners).toBe(ACTIVITY_EVENTS.length);
    chan.close();
    expect(target.listeners).toBe(0);
  });

  it('throttles: a storm of events within the window is one emission', () => {
    let now = 0;
    const target = new CountingTarget();
    const chan = activityChannel(target, 1000, () => now);
    for (let i = 0; i < 50; i += 1) target.dispatchEvent(new Event('mousemove'));
    expect(drain(chan)).toEqual([{ type: 'idle/activitySeen' }]);
    now = 999;
    target.dispatchEvent(new Event('keydown'));
    expect(drain(chan)).toEqual([]);
    now = 1000;
    target.dispatchEvent(new Event('click'));
    expect(drain(chan)).toEqual([{ type: 'idle/activitySeen' }]);
    chan.close();
  });

  it('keeps only the latest emission when nobody takes (sliding buffer of one)', () => {
    let now = 0;
    const target = new CountingTarget();
    const chan = activityChannel(target, 10, () => now);
    for (let i = 0; i < 5; i += 1) {
      now += 10;
      target.dispatchEvent(new Event('wheel'));
    }
    expect(drain(chan)).toHaveLength(1);
    chan.close();
  });

  it('without a target (no DOM) it never emits and closes cleanly', () => {
    const chan = activityChannel(undefined, 1000);
    expect(drain(chan)).toEqual([]);
    expect(() => chan.close()).not.toThrow();
  });
});
