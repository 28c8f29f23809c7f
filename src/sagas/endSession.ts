import { type SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';

import { signedOut } from '@/features/auth';
import { api } from '@/services/api';
import { saveEndNotice } from '@/services/session/endNotice';
import { clearSession } from '@/services/session/sessionStore';

import { goTo } from './browserLocation';

/**
 * Ends the session everywhere: storage and cookie (clearSession keeps a remembered account),
 * every slice (they reset on `session/signedOut`), RTK Query's cache, then a fresh page load.
 * `notice` is shown once on the sign-in page after the reload.
 */
export function* endSession(target: string, notice?: string): SagaIterator {
  yield call(clearSession);
  if (notice) yield call(saveEndNotice, notice);
  yield put(signedOut());
  yield put(api.util.resetApiState());
  yield call(goTo, target);
}
