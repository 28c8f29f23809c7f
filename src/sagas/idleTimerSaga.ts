import { type EventChannel } from 'redux-saga';
import { call, delay, fork, put, select, take } from 'typed-redux-saga';

import { selectSessionUser, timeoutMinutesLoaded } from '@/features/auth';
import { systemApi } from '@/services/auth/systemEndpoints';
import { MESSAGES } from '@/services/http/apiError';
import { sessionExpired } from '@/services/session/sessionEvents';
import {
  readStoredSession,
  setSessionTimeout,
  touchActivity,
} from '@/services/session/sessionStore';

import { activityChannel, type ActivitySeen } from './activityChannel';
import { putResolveThunk } from './putResolveThunk';
import { whileSignedIn } from './sessionLifecycle';

/** Storage writes at most this often, however busy the mouse. */
export const ACTIVITY_THROTTLE_MS = 2_000;
/** How often the idle time is compared with the limit. */
export const IDLE_CHECK_INTERVAL_MS = 5_000;

const browserWindow = (): EventTarget | undefined =>
  typeof window === 'undefined' ? undefined : window;

function* recordActivity(channel: EventChannel<ActivitySeen>) {
  try {
    while (true) {
      yield* take(channel);
      const now = yield* call(Date.now);
      yield* call(touchActivity, now);
    }
  } finally {
    channel.close();
  }
}

/** The limit is LoginTimeout minutes (spec 3); it is kept in the session, store and storage. */
function* loadTimeoutMinutes() {
  const result = yield* putResolveThunk(
    systemApi.endpoints.systemRunParams.initiate(undefined, { subscribe: false }),
  );
  const minutes = result.data?.loginTimeoutMinutes;
  const user = yield* select(selectSessionUser);
  if (!minutes || !user || user.timeOut === minutes) return;
  yield* put(timeoutMinutesLoaded({ minutes }));
  yield* call(setSessionTimeout, minutes);
}

/**
 * Reads the last activity from storage rather than memory, so activity in another tab of the
 * same session counts too.
 */
function* watchIdleTime() {
  while (true) {
    yield* delay(IDLE_CHECK_INTERVAL_MS);
    const stored = yield* call(readStoredSession);
    if (!stored) continue;
    const user = yield* select(selectSessionUser);
    const minutes = stored.timeOut || user?.timeOut || 0;
    const now = yield* call(Date.now);
    if (minutes > 0 && typeof stored.time === 'number' && now - stored.time >= minutes * 60_000) {
      yield* put(sessionExpired({ reason: 'idle', message: MESSAGES.idle }));
      return;
    }
  }
}

function* idleSession() {
  const channel = yield* call(activityChannel, browserWindow(), ACTIVITY_THROTTLE_MS);
  yield* fork(recordActivity, channel);
  yield* fork(loadTimeoutMinutes);
  yield* call(watchIdleTime);
}

/**
 * Inactivity beyond the user's timeOut minutes ends the session (spec 4): `session/expired`
 * with 系统长时间未操作，请重新登录, which the session-expiry saga shows and acts on. DOM
 * events never become actions; they only stamp the last activity time in storage.
 */
export function* idleTimerSaga() {
  yield* call(whileSignedIn, idleSession);
}
