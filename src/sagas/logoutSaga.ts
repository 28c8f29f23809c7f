import { type SagaIterator } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';

import { LOGIN_PATH, logoutConfirmed, passwordChanged, signedOut } from '@/features/auth';
import { noticeRaised } from '@/features/notices';
import { api } from '@/services/api';
import { saveEndNotice } from '@/services/session/endNotice';
import { revokeServerSession } from '@/services/session/serverLogout';
import { clearSession } from '@/services/session/sessionStore';

import { goTo } from './browserLocation';
import { endSession } from './endSession';
import { SESSION_STARTED } from './sessionLifecycle';

export const PASSWORD_CHANGED_MESSAGE = '密码修改成功，请重新登录';
/** Long enough to read the success message before the page reloads. */
export const PASSWORD_CHANGED_DELAY_MS = 1500;

/**
 * Logout (spec 4) and the forced re-login after a password change (spec 2.5). Once per session:
 * it waits for either, or for the session to end some other way.
 */
export function* logoutSaga(): SagaIterator {
  while (true) {
    yield take(SESSION_STARTED);
    const { logout, changed } = (yield race({
      logout: take(logoutConfirmed.type),
      changed: take(passwordChanged.type),
      stop: take(signedOut.type),
    })) as { logout?: unknown; changed?: unknown };

    if (logout) {
      // The server revokes the session first (it needs the token); whatever it answers, or if it
      // never does, everything local is cleared next.
      yield call(revokeServerSession);
      yield call(endSession, LOGIN_PATH);
    } else if (changed) {
      // The old token is revoked now: sign out at once so nothing uses it, then show the message.
      yield call(clearSession);
      yield call(saveEndNotice, PASSWORD_CHANGED_MESSAGE, 'success');
      yield put(signedOut());
      yield put(
        noticeRaised({
          kind: 'success',
          style: 'toast',
          text: PASSWORD_CHANGED_MESSAGE,
          duration: 3,
        }),
      );
      yield delay(PASSWORD_CHANGED_DELAY_MS);
      yield put(api.util.resetApiState());
      yield call(goTo, LOGIN_PATH);
    }
  }
}
