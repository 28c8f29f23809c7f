import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { type StaticProvider } from 'redux-saga-test-plan/providers';

import { rootReducer } from '@/app/store';
import { logoutConfirmed, passwordChanged, signedOut } from '@/features/auth';
import { noticeRaised } from '@/features/notices';
import { goTo } from '@/sagas/browserLocation';
import { logoutSaga, PASSWORD_CHANGED_MESSAGE } from '@/sagas/logoutSaga';
import { api } from '@/services/api';
import { saveEndNotice } from '@/services/session/endNotice';
import { revokeServerSession } from '@/services/session/serverLogout';
import { signedIn } from '@/services/session/sessionEvents';
import { clearSession } from '@/services/session/sessionStore';

import { NOW, publicSession } from './fixtures';
import { controlledDelays } from './sagaProviders';

const signIn = signedIn({ session: publicSession(), at: NOW });
const sideEffects: StaticProvider[] = [
  [matchers.call.fn(goTo), undefined],
  [matchers.call.fn(clearSession), undefined],
  [matchers.call.fn(saveEndNotice), undefined],
  [matchers.call.fn(revokeServerSession), true],
];

/**
 * Runs a confirmed logout whose server revocation answers `serverConfirms`, expecting it to clear
 * the session, the slices and the cache and to go to /login.
 */
const expectConfirmedLogoutClears = (serverConfirms: boolean) =>
  expectSaga(logoutSaga)
    .withReducer(rootReducer)
    .provide([
      [matchers.call.fn(revokeServerSession), serverConfirms],
      ...sideEffects,
      controlledDelays().provider,
    ])
    .dispatch(signIn)
    .dispatch(logoutConfirmed())
    .call(revokeServerSession)
    .call(clearSession)
    .put(signedOut())
    .put(api.util.resetApiState())
    .call(goTo, '/login')
    .silentRun(100);

describe('logoutSaga', () => {
  it('a confirmed logout clears storage, the slices and the cache, then reloads /login', async () => {
    const run = await expectConfirmedLogoutClears(true);
    const storeState = run.storeState as unknown;
    const state = storeState as ReturnType<typeof rootReducer>;
    expect(state.session).toEqual({ status: 'signedOut', user: null, endMessage: null });
  });

  it('a logout the server fails to confirm still clears everything', async () => {
    await expectConfirmedLogoutClears(false);
  });

  it('without a confirmation nothing happens', async () => {
    await expectSaga(logoutSaga)
      .withReducer(rootReducer)
      .provide([...sideEffects])
      .dispatch(signIn)
      .not.call.fn(clearSession)
      .not.call.fn(goTo)
      .silentRun(100);
  });

  it('a changed password: signed out at once, the message, then sign in again', async () => {
    const delays = controlledDelays();
    await expectSaga(logoutSaga)
      .withReducer(rootReducer)
      .provide([...sideEffects, delays.provider])
      .dispatch(signIn)
      .dispatch(passwordChanged())
      .call(clearSession)
      .call(saveEndNotice, PASSWORD_CHANGED_MESSAGE, 'success')
      .put(signedOut())
      .put(
        noticeRaised({
          kind: 'success',
          style: 'toast',
          text: '密码修改成功，请重新登录',
          duration: 3,
        }),
      )
      .call(goTo, '/login')
      .silentRun(100);
    expect(delays.requested).toHaveLength(1);
  });

  it('a logout after the session ended some other way is ignored', async () => {
    await expectSaga(logoutSaga)
      .withReducer(rootReducer)
      .provide([...sideEffects])
      .dispatch(signIn)
      .dispatch(signedOut())
      .dispatch(logoutConfirmed())
      .not.call.fn(goTo)
      .silentRun(100);
  });
});
