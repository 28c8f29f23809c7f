import { act } from '@testing-library/react';

import { getRuntimeConfig } from '@/services/config/runtimeConfig';

import { cardReply, type SimulatedCard } from '../../../../scripts/devices/demoCards';

/** The card reader service's three calls (spec 4), by their path. */
export type ReaderStep = 'OpenDevice' | 'readcard' | 'CloseDevice';

export interface FakeCardReader {
  /** Every call the page made to the reader, in order. */
  calls: ReaderStep[];
  /** Calls the page gave up on (their request was aborted). */
  aborted: ReaderStep[];
  /** Answers a held call (it must have been made), inside act. */
  release: (step: ReaderStep) => Promise<void>;
  /** Whether a call is waiting for `release`. */
  isHeld: (step: ReaderStep) => boolean;
}

/**
 * The desk's card-reader service behind `global.fetch`, at the runtime config's
 * `cardReaderOrigin`: the calls in `hold` wait until the test releases them (so it can look at
 * the button in between), the others answer at once. The card is answered as the simulator of
 * `npm run devices` answers it. Requests to any other address go to `fallback` (the fake API).
 */
export const installFakeCardReader = (
  card: SimulatedCard,
  hold: readonly ReaderStep[],
  fallback: typeof fetch = global.fetch,
): FakeCardReader => {
  const origin = getRuntimeConfig().cardReaderOrigin;
  const calls: ReaderStep[] = [];
  const aborted: ReaderStep[] = [];
  const held = new Map<ReaderStep, () => void>();
  const reply = (step: ReaderStep) =>
    new Response(
      JSON.stringify(step === 'readcard' ? cardReply(card) : { resultFlag: 0, errorMsg: '' }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );

  global.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.origin !== origin) return fallback(input, init);
    const step = url.pathname.slice(1) as ReaderStep;
    calls.push(step);
    if (!hold.includes(step)) return Promise.resolve(reply(step));
    return new Promise<Response>((resolve, reject) => {
      held.set(step, () => resolve(reply(step)));
      init.signal?.addEventListener('abort', () => {
        held.delete(step);
        aborted.push(step);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  }) as typeof fetch;

  return {
    calls,
    aborted,
    isHeld: (step) => held.has(step),
    release: async (step) => {
      const answer = held.get(step);
      if (!answer) throw new Error(`${step} is not waiting`);
      held.delete(step);
      await act(async () => {
        answer();
        await Promise.resolve();
      });
    },
  };
};
