import { delay } from 'redux-saga/effects';
import { type EffectProviders } from 'redux-saga-test-plan/providers';

/** `delay(ms)` is `call(delayP, ms)`; the function it calls, to recognise it in a provider. */
const DELAY_FN = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

export interface DelayControl {
  /** Every delay the saga asked for, in milliseconds, in order. */
  requested: number[];
  provider: EffectProviders;
}

/**
 * Delays finish at once, up to `instant` of them; later ones never finish, so a polling loop
 * stops after a known number of rounds instead of spinning for the whole test.
 */
export const controlledDelays = (instant = Number.POSITIVE_INFINITY): DelayControl => {
  const requested: number[] = [];
  return {
    requested,
    provider: {
      call(effect, next) {
        if (effect.fn !== DELAY_FN) return next();
        requested.push(effect.args[0] as number);
        return requested.length <= instant ? undefined : new Promise(() => undefined);
      },
    },
  };
};
