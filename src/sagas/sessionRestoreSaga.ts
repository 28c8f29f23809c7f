import { type SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';

import { sessionRestored } from '@/features/auth';
import { readStoredSession } from '@/services/session/sessionStore';
import { type StoredSession, toPublicSession } from '@/services/session/sessionTypes';

/**
 * On page load, a stored session keeps the user signed in (spec 4: a token present means logged
 * in). Only the PublicSession enters the store; the token stays in storage.
 */
export function* sessionRestoreSaga(): SagaIterator {
  const stored = (yield call(readStoredSession)) as StoredSession | null;
  if (!stored) return;
  const at = (yield call(Date.now)) as number;
  yield put(sessionRestored({ session: toPublicSession(stored), at }));
}
