import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { type StaticProvider } from 'redux-saga-test-plan/providers';

import { rootReducer } from '@/app/store';
import { navigationSetupFailed, sessionRestored, signedOut } from '@/features/auth';
import { noticeRaised } from '@/features/notices';
import { currentPath, goTo } from '@/sagas/browserLocation';
import { EXPIRY_DELAY_MS, sessionExpirySaga } from '@/sagas/sessionExpirySaga';
import { api } from '@/services/api';
import { saveEndNotice } from '@/services/session/endNotice';
import { sessionExpired, signedIn } from '@/services/session/sessionEvents';
import { clearSession } from '@/services/session/sessionStore';

import { NOW, publicSession } from './fixtures';
import { controlledDelays } from './sagaProviders';

const signIn = signedIn({ session: publicSession(), at: NOW });
const expired = sessionExpired({ reason: 'refreshFailed', message: '登录时间过长，将重新登录' });

const browser = (path: string): StaticProvider[] => [
  [matchers.call.fn(currentPath), path],
  [matchers.call.fn(goTo), undefined],
  [matchers.call.fn(clearSession), undefined],
  [matchers.call.fn(saveEndNotice), undefined],
];

/** The saga over the whole store, on the page at `path`, with delays the test controls. */
const sagaOnPage = (path: string, delays = controlledDelays()) =>
  expectSaga(sessionExpirySaga)
    .withReducer(rootReducer)
    .provide([...browser(path), delays.provider]);

describe('sessionExpirySaga', () => {
  it('shows the message, waits 1 s, clears the session and reloads to sign in with the path', async () => {
    const delays = controlledDelays();
    const run = await sagaOnPage('/archives/persons?page=2', delays)
      .dispatch(signIn)
      .dispatch(expired)
      .put(
        noticeRaised({
          kind: 'error',
          style: 'toast',
          text: '登录时间过长，将重新登录',
          duration: 3,
        }),
      )
      .call(clearSession)
      .call(saveEndNotice, '登录时间过长，将重新登录')
      .put(signedOut())
      .put(api.util.resetApiState())
      .call(goTo, '/login?redirect=/archives/persons%3Fpage%3D2')
      .silentRun(100);
    const storeState = run.storeState as unknown;
    expect(delays.requested).toEqual([EXPIRY_DELAY_MS]);
    expect((storeState as ReturnType<typeof rootReducer>).session.status).toBe('signedOut');
  });

  it('shows it once however many requests fail together', async () => {
    const result = await sagaOnPage('/home')
      .dispatch(sessionRestored({ session: publicSession(), at: NOW }))
      .dispatch(expired)
      .dispatch(expired)
      .dispatch(sessionExpired({ reason: 'unauthorized', message: '登录已失效，请重新登录' }))
      .silentRun(100);
    const notices = result.allEffects.filter(
      (effect) =>
        (effect as { payload?: { action?: { type?: string } } }).payload?.action?.type ===
        noticeRaised.type,
    );
    expect(notices).toHaveLength(1);
  });

  it('the idle expiry is a warning', async () => {
    await sagaOnPage('/home')
      .dispatch(signIn)
      .dispatch(sessionExpired({ reason: 'idle', message: '系统长时间未操作，请重新登录' }))
      .put(
        noticeRaised({
          kind: 'warning',
          style: 'toast',
          text: '系统长时间未操作，请重新登录',
          duration: 3,
        }),
      )
      .call(goTo, '/login?redirect=/home')
      .silentRun(100);
  });

  it('already on the sign-in page, the address stays', async () => {
    await sagaOnPage('/login?redirect=/home')
      .dispatch(signIn)
      .dispatch(expired)
      .call(goTo, '/login?redirect=/home')
      .silentRun(100);
  });

  it('a failed navigation setup resets the token at once (the guard redirects)', async () => {
    await sagaOnPage('/home')
      .dispatch(signIn)
      .dispatch(navigationSetupFailed({ message: 'Has Error' }))
      .call(clearSession)
      .put(signedOut())
      .not.call.fn(goTo)
      .silentRun(100);
  });

  it('ignores expiry outside a session', async () => {
    await sagaOnPage('/home')
      .dispatch(expired)
      .not.put.actionType(noticeRaised.type)
      .not.call.fn(goTo)
      .silentRun(100);
  });
});
