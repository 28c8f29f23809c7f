import { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';

import { rootReducer } from '@/app/store';
import { signedOut, timeoutMinutesLoaded } from '@/features/auth';
import { activityChannel, type ActivitySeen } from '@/sagas/activityChannel';
import { IDLE_CHECK_INTERVAL_MS, idleTimerSaga } from '@/sagas/idleTimerSaga';
import { sessionExpired, signedIn } from '@/services/session/sessionEvents';
import {
  readStoredSession,
  setSessionTimeout,
  touchActivity,
} from '@/services/session/sessionStore';

import { NOW, publicSession, storedSession } from './fixtures';
import { controlledDelays } from './sagaProviders';

const MINUTE = 60_000;

/** The run-parameter request goes through putResolve(initiate(...)), a thunk: answer it here. */
const runParams = (loginTimeoutMinutes: number | null) => ({
  put(effect: { action: unknown }, next: () => unknown) {
    return typeof effect.action === 'function'
      ? { data: { loginTimeoutMinutes, qqGroup: '', systemName: '' } }
      : next();
  },
});

const fakeActivity = (): Channel<ActivitySeen> & { closed: boolean } => {
  const chan = channel<ActivitySeen>() as Channel<ActivitySeen> & { closed: boolean };
  chan.closed = false;
  const close = chan.close.bind(chan);
  chan.close = () => {
    chan.closed = true;
    close();
  };
  return chan;
};

const signIn = signedIn({ session: publicSession(), at: NOW });

describe('idleTimerSaga', () => {
  it('past timeOut minutes without activity it ends the session with the idle message', async () => {
    const delays = controlledDelays(3);
    const activity = fakeActivity();
    await expectSaga(idleTimerSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(activityChannel), activity],
        [matchers.call.fn(readStoredSession), storedSession({ time: NOW - 31 * MINUTE })],
        [matchers.call.fn(Date.now), NOW],
        runParams(30),
        delays.provider,
      ])
      .dispatch(signIn)
      .put(sessionExpired({ reason: 'idle', message: '系统长时间未操作，请重新登录' }))
      .silentRun(100);
    expect(delays.requested[0]).toBe(IDLE_CHECK_INTERVAL_MS);
  });

  it('recent activity keeps the session, and each activity stamps the time in storage', async () => {
    const activity = fakeActivity();
    // The user moves the mouse shortly after sign-in.
    setTimeout(() => activity.put({ type: 'idle/activitySeen' }), 20);
    await expectSaga(idleTimerSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(activityChannel), activity],
        [matchers.call.fn(readStoredSession), storedSession({ time: NOW - 29 * MINUTE })],
        [matchers.call.fn(touchActivity), undefined],
        [matchers.call.fn(Date.now), NOW],
        runParams(30),
        controlledDelays(5).provider,
      ])
      .dispatch(signIn)
      .call(touchActivity, NOW)
      .not.put.actionType(sessionExpired.type)
      .silentRun(100);
  });

  it('takes the limit from LoginTimeout into the session and storage', async () => {
    await expectSaga(idleTimerSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(activityChannel), fakeActivity()],
        [matchers.call.fn(readStoredSession), storedSession()],
        [matchers.call.fn(setSessionTimeout), undefined],
        [matchers.call.fn(Date.now), NOW],
        runParams(45),
        controlledDelays(0).provider,
      ])
      .dispatch(signIn)
      .put(timeoutMinutesLoaded({ minutes: 45 }))
      .call(setSessionTimeout, 45)
      .silentRun(100);
  });

  it('stops on sign-out and closes its DOM channel', async () => {
    const activity = fakeActivity();
    await expectSaga(idleTimerSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(activityChannel), activity],
        [matchers.call.fn(readStoredSession), storedSession()],
        [matchers.call.fn(Date.now), NOW],
        runParams(30),
        controlledDelays(0).provider,
      ])
      .dispatch(signIn)
      .dispatch(signedOut())
      .silentRun(100);
    expect(activity.closed).toBe(true);
  });
});
