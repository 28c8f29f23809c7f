import { act, render } from '@testing-library/react';

// Not through the feature's index: the hook loads with the assistant's lazy chunk.
import { useStepsAfterPaint } from '../../../../src/features/assistant/useStepsAfterPaint';

function Steps({ step }: { step: () => boolean }) {
  useStepsAfterPaint(step);
  return null;
}

/** Long enough for one frame and the task queued from it, with fake timers. */
const NEXT_FRAME_AND_TASK_MS = 20;

describe('useStepsAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs one step after each paint until a step says it was the last', () => {
    let left = 3;
    const step = jest.fn(() => (left -= 1) > 0);
    render(<Steps step={step} />);
    expect(step).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(NEXT_FRAME_AND_TASK_MS));
    expect(step).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(NEXT_FRAME_AND_TASK_MS));
    expect(step).toHaveBeenCalledTimes(2);
    act(() => jest.runAllTimers());
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('runs nothing more once the component unmounts', () => {
    const step = jest.fn(() => true);
    const { unmount } = render(<Steps step={step} />);
    act(() => jest.advanceTimersByTime(NEXT_FRAME_AND_TASK_MS));
    act(() => jest.advanceTimersByTime(NEXT_FRAME_AND_TASK_MS));
    expect(step).toHaveBeenCalledTimes(2);
    unmount();
    act(() => jest.advanceTimersByTime(10 * NEXT_FRAME_AND_TASK_MS));
    expect(step).toHaveBeenCalledTimes(2);
  });
});
