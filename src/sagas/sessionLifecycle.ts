import { type SagaIterator } from 'redux-saga';
import { call, race, take } from 'redux-saga/effects';

import { sessionRestored, signedOut } from '@/features/auth';
import { signedIn } from '@/services/session/sessionEvents';

/** A session starts with a sign-in or with a session restored from storage on page load. */
export const SESSION_STARTED = [signedIn.type, sessionRestored.type];

/** Runs `worker` for every session: from sign-in or restore until `session/signedOut`. */
export function* whileSignedIn(worker: () => SagaIterator): SagaIterator {
  while (true) {
    yield take(SESSION_STARTED);
    yield race({ run: call(worker), stop: take(signedOut.type) });
  }
}
