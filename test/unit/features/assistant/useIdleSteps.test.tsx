import { act, render } from '@testing-library/react';

// Not through the feature's index: the hook loads with the assistant's lazy chunk.
import { useIdleSteps } from '../../../../src/features/assistant/useIdleSteps';

function Steps({ step }: { step: () => boolean }) {
  useIdleSteps(step);
  return null;
}

describe('useIdleSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs one step per idle period until a step says it was the last', () => {
    let left = 3;
    const step = jest.fn(() => (left -= 1) > 0);
    render(<Steps step={step} />);
    expect(step).not.toHaveBeenCalled();
    act(() => jest.advanceTimersToNextTimer());
    expect(step).toHaveBeenCalledTimes(1);
    act(() => jest.runAllTimers());
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('runs nothing more once the component unmounts', () => {
    const step = jest.fn(() => true);
    const { unmount } = render(<Steps step={step} />);
    act(() => jest.advanceTimersToNextTimer());
    act(() => jest.advanceTimersToNextTimer());
    expect(step).toHaveBeenCalledTimes(2);
    unmount();
    act(() => jest.runAllTimers());
    expect(step).toHaveBeenCalledTimes(2);
  });
});
