import { call, put } from 'typed-redux-saga';

import { sessionRestored } from '@/features/auth';
import { readStoredSession } from '@/services/session/sessionStore';
import { toPublicSession } from '@/services/session/sessionTypes';

/**
 * On page load, a stored session keeps the user signed in (spec 4: a token present means logged
 * in). Only the PublicSession enters the store; the token stays in storage.
 */
export function* sessionRestoreSaga() {
  const stored = yield* call(readStoredSession);
  if (!stored) return;
  const at = yield* call(Date.now);
  yield* put(sessionRestored({ session: toPublicSession(stored), at }));
}
