import { race, take } from 'typed-redux-saga';

import { sessionRestored, signedIn, signedOut } from '@/services/session/sessionEvents';

/** A session starts with a sign-in or with a session restored from storage on page load. */
export const SESSION_STARTED = [signedIn.type, sessionRestored.type];

/**
 * The one per-session loop. For every session (from sign-in or restore) it runs `worker` until
 * the worker returns or `session/signedOut` cancels it. When the worker returned, `settle` gets
 * its result and runs outside that race, so a settle that ends the session itself (it puts
 * `session/signedOut`) is not cancelled by it. Then it waits for the next session.
 */
export function* whileSignedIn<R>(
  worker: () => Generator<unknown, R>,
  settle?: (result: R) => Generator<unknown, unknown>,
) {
  // The race runs this generator as its own task, as it would `call(worker)`; delegating keeps
  // the worker's result typed (typed-redux-saga infers a call's result only for sagas whose
  // effects are all plain ones). Boxed, so a worker that returns nothing is told apart from a
  // stopped one.
  function* run() {
    return { result: yield* worker() };
  }
  while (true) {
    yield* take(SESSION_STARTED);
    const outcome = yield* race({ run: run(), stop: take(signedOut) });
    if (outcome.run && settle) yield* settle(outcome.run.result);
  }
}
