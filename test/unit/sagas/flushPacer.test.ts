import { createFlushPacer, IDLE_PER_BUSY } from '@/sagas/flushPacer';

/** Frames on demand: the test decides when the browser has rendered. */
const installFrames = () => {
  const frames: (() => void)[] = [];
  const global = globalThis as { requestAnimationFrame?: unknown; document?: unknown };
  global.requestAnimationFrame = (callback: () => void) => frames.push(callback);
  global.document = { visibilityState: 'visible' };
  return {
    /** Renders the pending frame after `ms` of style, layout and paint. */
    paint(ms: number) {
      jest.advanceTimersByTime(ms);
      frames.splice(0).forEach((frame) => frame());
      jest.advanceTimersByTime(0);
    },
    uninstall() {
      delete global.requestAnimationFrame;
      delete global.document;
    },
  };
};

describe('createFlushPacer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('flushes once per burst, minIntervalMs after its first request, where there are no frames', () => {
    const flush = jest.fn();
    const pacer = createFlushPacer(flush, 100);
    pacer.request();
    jest.advanceTimersByTime(60);
    pacer.request();
    jest.advanceTimersByTime(39);
    expect(flush).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    pacer.request();
    jest.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  describe('where the browser paints frames', () => {
    let frames: ReturnType<typeof installFrames>;
    beforeEach(() => {
      frames = installFrames();
    });
    afterEach(() => frames.uninstall());

    /** A pacer of minIntervalMs 100 whose first update has just been flushed. */
    const pacerAfterFirstFlush = () => {
      const flush = jest.fn();
      const pacer = createFlushPacer(flush, 100);
      pacer.request();
      jest.advanceTimersByTime(100);
      return { flush, pacer };
    };

    /** The pending request is flushed exactly `ms` from now, not a millisecond sooner. */
    const expectSecondFlushAfter = (flush: jest.Mock, ms: number) => {
      jest.advanceTimersByTime(ms - 1);
      expect(flush).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      expect(flush).toHaveBeenCalledTimes(2);
    };

    it('leaves the page idle IDLE_PER_BUSY times as long as an update took to paint', () => {
      const { flush, pacer } = pacerAfterFirstFlush();
      expect(flush).toHaveBeenCalledTimes(1);
      // More text arrives while the update still renders; it took 150 ms to reach the screen.
      pacer.request();
      frames.paint(150);
      expectSecondFlushAfter(flush, IDLE_PER_BUSY * 150);
    });

    it('keeps the minimum interval when updates are cheap', () => {
      const { flush, pacer } = pacerAfterFirstFlush();
      frames.paint(5);
      pacer.request();
      expectSecondFlushAfter(flush, 100);
    });

    it('flushes nothing after cancel, even once the pending frame is painted', () => {
      const { flush, pacer } = pacerAfterFirstFlush();
      pacer.request();
      jest.advanceTimersByTime(100);
      pacer.cancel();
      frames.paint(10);
      jest.advanceTimersByTime(1000);
      expect(flush).toHaveBeenCalledTimes(1);
    });
  });
});
