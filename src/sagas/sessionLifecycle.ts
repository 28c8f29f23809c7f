import { call, race, take } from 'typed-redux-saga';

import { sessionRestored, signedIn, signedOut } from '@/services/session/sessionEvents';

/** A session starts with a sign-in or with a session restored from storage on page load. */
export const SESSION_STARTED = [signedIn.type, sessionRestored.type];

/** What `whileSignedIn` runs: any saga, typed (typed-redux-saga) or not. */
export type SessionWorker = () => Iterator<unknown>;

/**
 * Runs `worker` for every session: from sign-in or restore until `session/signedOut`, which
 * cancels it. The one loop every per-session flow goes through.
 */
export function* whileSignedIn(worker: SessionWorker) {
  while (true) {
    yield* take(SESSION_STARTED);
    yield* race({ run: call(worker), stop: take(signedOut) });
  }
}
