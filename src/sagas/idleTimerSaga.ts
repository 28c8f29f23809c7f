import { type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, putResolve, select, take } from 'redux-saga/effects';

import { selectSessionUser, timeoutMinutesLoaded } from '@/features/auth';
import { type RunParams } from '@/services/auth/authTypes';
import { systemApi } from '@/services/auth/systemEndpoints';
import { MESSAGES } from '@/services/http/apiError';
import { sessionExpired } from '@/services/session/sessionEvents';
import {
  readStoredSession,
  setSessionTimeout,
  touchActivity,
} from '@/services/session/sessionStore';
import { type PublicSession, type StoredSession } from '@/services/session/sessionTypes';

import { activityChannel, type ActivitySeen } from './activityChannel';
import { whileSignedIn } from './sessionLifecycle';

/** Storage writes at most this often, however busy the mouse. */
export const ACTIVITY_THROTTLE_MS = 2_000;
/** How often the idle time is compared with the limit. */
export const IDLE_CHECK_INTERVAL_MS = 5_000;

const browserWindow = (): EventTarget | undefined =>
  typeof window === 'undefined' ? undefined : window;

function* recordActivity(channel: EventChannel<ActivitySeen>): SagaIterator {
  try {
    while (true) {
      yield take(channel);
      const now = (yield call(Date.now)) as number;
      yield call(touchActivity, now);
    }
  } finally {
    channel.close();
  }
}

/** The limit is LoginTimeout minutes (spec 3); it is kept in the session, store and storage. */
function* loadTimeoutMinutes(): SagaIterator {
  const result = (yield putResolve(
    systemApi.endpoints.systemRunParams.initiate(undefined, { subscribe: false }),
  )) as { data?: RunParams | null };
  const minutes = result.data?.loginTimeoutMinutes;
  const user = (yield select(selectSessionUser)) as PublicSession | null;
  if (!minutes || !user || user.timeOut === minutes) return;
  yield put(timeoutMinutesLoaded({ minutes }));
  yield call(setSessionTimeout, minutes);
}

/**
 * Reads the last activity from storage rather than memory, so activity in another tab of the
 * same session counts too.
 */
function* watchIdleTime(): SagaIterator {
  while (true) {
    yield delay(IDLE_CHECK_INTERVAL_MS);
    const stored = (yield call(readStoredSession)) as StoredSession | null;
    if (!stored) continue;
    const user = (yield select(selectSessionUser)) as PublicSession | null;
    const minutes = stored.timeOut || user?.timeOut || 0;
    const now = (yield call(Date.now)) as number;
    if (minutes > 0 && typeof stored.time === 'number' && now - stored.time >= minutes * 60_000) {
      yield put(sessionExpired({ reason: 'idle', message: MESSAGES.idle }));
      return;
    }
  }
}

function* idleSession(): SagaIterator {
  const channel = (yield call(
    activityChannel,
    browserWindow(),
    ACTIVITY_THROTTLE_MS,
  )) as EventChannel<ActivitySeen>;
  yield fork(recordActivity, channel);
  yield fork(loadTimeoutMinutes);
  yield call(watchIdleTime);
}

/**
 * Inactivity beyond the user's timeOut minutes ends the session (spec 4): `session/expired`
 * with 系统长时间未操作，请重新登录, which the session-expiry saga shows and acts on. DOM
 * events never become actions; they only stamp the last activity time in storage.
 */
export function* idleTimerSaga(): SagaIterator {
  yield call(whileSignedIn, idleSession);
}
