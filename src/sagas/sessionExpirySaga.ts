import { type PayloadAction } from '@reduxjs/toolkit';
import { type SagaIterator } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';

import { loginUrlFor, navigationSetupFailed, signedOut } from '@/features/auth';
import { noticeRaised } from '@/features/notices';
import { api } from '@/services/api';
import { ERROR_TOAST_SECONDS } from '@/services/http/apiError';
import { type SessionEndReason, sessionExpired } from '@/services/session/sessionEvents';
import { clearSession } from '@/services/session/sessionStore';

import { currentPath } from './browserLocation';
import { endSession } from './endSession';
import { SESSION_STARTED } from './sessionLifecycle';

/** Spec 8: the message first, the token cleared and the page reloaded 1 s later. */
export const EXPIRY_DELAY_MS = 1000;

type Expired = PayloadAction<{ reason: SessionEndReason; message: string }>;

/**
 * The end of a session the user did not choose: a failed refresh, a 401, inactivity (all
 * `session/expired`), or a failed first-navigation setup. Shown once per session however many
 * requests failed at the same time.
 */
export function* sessionExpirySaga(): SagaIterator {
  while (true) {
    yield take(SESSION_STARTED);
    const { expired, setupFailed } = (yield race({
      expired: take(sessionExpired.type),
      setupFailed: take(navigationSetupFailed.type),
      stop: take(signedOut.type),
    })) as { expired?: Expired; setupFailed?: unknown };

    if (expired) {
      const { reason, message } = expired.payload;
      yield put(
        noticeRaised({
          kind: reason === 'idle' ? 'warning' : 'error',
          style: 'toast',
          text: message,
          duration: ERROR_TOAST_SECONDS,
        }),
      );
      yield delay(EXPIRY_DELAY_MS);
      const path = (yield call(currentPath)) as string;
      yield call(endSession, loginUrlFor(path), message);
    } else if (setupFailed) {
      // The navigation guard shows the error and sends the user to sign in; the token goes now.
      yield call(clearSession);
      yield put(signedOut());
      yield put(api.util.resetApiState());
    }
  }
}
