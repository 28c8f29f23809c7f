import { type UnknownAction } from '@reduxjs/toolkit';
import { delay } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { type StaticProvider } from 'redux-saga-test-plan/providers';

import { rootReducer } from '@/app/store';
import { logoutConfirmed, navigationSetupFailed, passwordChanged } from '@/features/auth';
import { currentPath, goTo } from '@/sagas/browserLocation';
import { logoutSaga } from '@/sagas/logoutSaga';
import { sessionExpirySaga } from '@/sagas/sessionExpirySaga';
import { saveEndNotice } from '@/services/session/endNotice';
import { revokeServerSession } from '@/services/session/serverLogout';
import { sessionExpired, signedIn } from '@/services/session/sessionEvents';
import { clearSession } from '@/services/session/sessionStore';

import { NOW, publicSession } from './fixtures';
import { controlledDelays } from './sagaProviders';

const signIn = signedIn({ session: publicSession(), at: NOW });
const sideEffects: StaticProvider[] = [
  [matchers.call.fn(currentPath), '/home'],
  [matchers.call.fn(goTo), undefined],
  [matchers.call.fn(clearSession), undefined],
  [matchers.call.fn(saveEndNotice), undefined],
  [matchers.call.fn(revokeServerSession), true],
];

interface EffectShape {
  type?: string;
  payload?: { fn?: { name?: string }; action?: { type?: string } };
}

/** What a teardown does, in order: puts by action type, calls of the outside world by name. */
const OUTSIDE = new Set([
  'revokeServerSession',
  'clearSession',
  'saveEndNotice',
  'currentPath',
  'goTo',
]);
/** `delay(ms)` is a call of redux-saga's own function. */
const DELAY_FN = (delay(0) as unknown as EffectShape).payload?.fn;
const steps = (effects: unknown[]): string[] =>
  effects.flatMap((effect) => {
    const { type, payload } = effect as EffectShape;
    if (type === 'PUT') return [`put ${payload?.action?.type}`];
    if (type !== 'CALL') return [];
    if (payload?.fn === DELAY_FN) return ['delay'];
    const name = payload?.fn?.name ?? '';
    return OUTSIDE.has(name) ? [`call ${name}`] : [];
  });

/** Every way a session ends goes through endSession, in the order each way needs. */
describe('the session teardown', () => {
  it.each<[string, typeof logoutSaga | typeof sessionExpirySaga, UnknownAction, string[]]>([
    [
      'logout: revoke, then clear, sign out, reset the cache and reload the sign-in page',
      logoutSaga,
      logoutConfirmed(),
      [
        'call revokeServerSession',
        'call clearSession',
        'put session/signedOut',
        'put api/resetApiState',
        'call goTo',
      ],
    ],
    [
      'password change: signed out first, the message read, then the cache reset and reload',
      logoutSaga,
      passwordChanged(),
      [
        'call clearSession',
        'call saveEndNotice',
        'put session/signedOut',
        'put notices/noticeRaised',
        'delay',
        'put api/resetApiState',
        'call goTo',
      ],
    ],
    [
      'expiry: the message read while signed in, the path taken, then the same teardown',
      sessionExpirySaga,
      sessionExpired({ reason: 'idle', message: '系统长时间未操作，请重新登录' }),
      [
        'put notices/noticeRaised',
        'delay',
        'call currentPath',
        'call clearSession',
        'call saveEndNotice',
        'put session/signedOut',
        'put api/resetApiState',
        'call goTo',
      ],
    ],
    [
      'failed navigation setup: cleared and signed out, the page stays for the guard',
      sessionExpirySaga,
      navigationSetupFailed({ message: 'Has Error' }),
      ['call clearSession', 'put session/signedOut', 'put api/resetApiState'],
    ],
  ])('%s', async (_case, saga, trigger, expected) => {
    const result = await expectSaga(saga)
      .withReducer(rootReducer)
      .provide([...sideEffects, controlledDelays().provider])
      .dispatch(signIn)
      .dispatch(trigger)
      .silentRun(100);
    expect(steps(result.allEffects)).toEqual(expected);
  });
});
