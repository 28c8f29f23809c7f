import { makeStore, type AppStore } from '@/app/store';
import { selectMustChangePassword, selectSessionStatus, selectSessionUser } from '@/features/auth';
import { authApi } from '@/services/auth/authEndpoints';
import { isApiError } from '@/services/http/apiError';
import { depositSecret, pendingSecretCount } from '@/services/session/secretVault';
import { readRememberedAccount, readStoredSession } from '@/services/session/sessionStore';
import { STORAGE_KEYS } from '@/services/session/storageKeys';

import {
  DEMO_PASSWORDS,
  type DemoAccount,
  disposeStore,
  drawCaptcha,
  signInThroughStore,
  setUpClientServer,
} from './clientTestEnv';
import { installMemoryStorage } from './memoryStorage';

const storage = installMemoryStorage();
const env = setUpClientServer(storage);
let store: AppStore;

beforeEach(() => {
  store = makeStore();
});
afterEach(() => disposeStore(store));

const failureOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error.message;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('sign-in through the store against the reference server', () => {
  const cases: [DemoAccount, boolean][] = [
    ['qyadmin', false],
    ['xzys01', false],
    ['cunyi01', false],
    ['gwservice', false],
    ['xinyh01', true],
    ['guoqi01', true],
    ['ruomm01', true],
  ];

  it.each(cases)('%s signs in; must change password: %s', async (account, mustChange) => {
    const session = await signInThroughStore(store, env.server, account);

    expect(session.UserAcc).toBe(account);
    expect(session).not.toHaveProperty('token');
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
    expect(selectSessionUser(store.getState())?.UserAcc).toBe(account);
    expect(selectMustChangePassword(store.getState())).toBe(mustChange);
    // The token went to storage (the cookie is the server's, HttpOnly), never to the store.
    const stored = readStoredSession();
    expect(stored?.token).toMatch(/^eyJ/);
    expect(JSON.stringify(store.getState())).not.toContain(stored!.token);
    expect(stored!.expiredTime).toBeGreaterThan(Date.now() + 60_000);
    expect(stored!.timeOut).toBe(30);
    expect(pendingSecretCount()).toBe(0);
  });

  it('encrypts the password for the region (tc): the server decrypts what jsencrypt sent', async () => {
    // The server only accepts an RSA-encrypted credential in tc, so a success proves it.
    await expect(signInThroughStore(store, env.server, 'xzys01')).resolves.toMatchObject({
      UserName: expect.any(String) as unknown,
    });
  });

  it('shows the server message for a wrong captcha', async () => {
    const message = await failureOf(
      signInThroughStore(store, env.server, 'xzys01', { code: 'XXXX' }),
    );
    expect(message).toBe('验证码错误或已过期');
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(readStoredSession()).toBeNull();
  });

  it('shows the server message for a wrong password', async () => {
    const message = await failureOf(
      signInThroughStore(store, env.server, 'cunyi01', { password: 'Wrong@1234x' }),
    );
    expect(message).toBe('账号或密码错误');
    expect(pendingSecretCount()).toBe(0);
  });

  it('a vault id can be used once only', async () => {
    const guid = await drawCaptcha(env.server);
    const passwordRef = depositSecret(DEMO_PASSWORDS.xzys01);
    const args = { account: 'xzys01', passwordRef, verifyCode: `${guid}TEST`, remember: false };
    await store.dispatch(authApi.endpoints.signIn.initiate(args)).unwrap();
    const message = await failureOf(
      store.dispatch(authApi.endpoints.signIn.initiate(args)).unwrap(),
    );
    expect(message).toBe('登录信息已失效，请重新输入密码');
  });

  it('记住账号 keeps the account name for the next visit', async () => {
    await signInThroughStore(store, env.server, 'xzys01', { remember: true });
    expect(readRememberedAccount()).toBe('xzys01');
    expect(storage.local.getItem(STORAGE_KEYS.account)).toBe('xzys01');
  });
});
