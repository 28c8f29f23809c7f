import { type Middleware } from '@reduxjs/toolkit';

import { makeStore, type AppStore } from '@/app/store';
import { type ActionRecorder, createActionRecorder } from '@/app/trace/actionRecorder';
import { permissionApi } from '@/features/permission';
import { authApi } from '@/services/auth/authEndpoints';
import { depositSecret, pendingSecretCount } from '@/services/session/secretVault';
import { readStoredSession } from '@/services/session/sessionStore';
import { STORAGE_KEYS } from '@/services/session/storageKeys';

import {
  DEMO_PASSWORDS,
  disposeStore,
  signInThroughStore,
  setUpClientServer,
} from './clientTestEnv';
import { installMemoryStorage } from './memoryStorage';

/**
 * A whole session recorded twice, by the app's action recorder and by a plain middleware that
 * keeps every raw action and the state after it: sign-in, a token refresh, a password change
 * and the forced sign-out after it. No password, credential or token may appear anywhere.
 */
const storage = installMemoryStorage();
const env = setUpClientServer();
let store: AppStore;

const NEW_PASSWORD = 'Kp@7294#mz';
const OLD_PASSWORD = DEMO_PASSWORDS.xzys01;

interface Tape {
  recorder: ActionRecorder;
  raw: unknown[];
  states: string[];
}

/** The app's recorder, with a plain middleware in front that keeps what it was given. */
const recordEverything = (): Tape => {
  const sanitised = createActionRecorder();
  const raw: unknown[] = [];
  const states: string[] = [];
  const middleware: Middleware = (api) => (next) => {
    const recorded = sanitised.middleware(api)(next);
    return (action) => {
      raw.push(action);
      const result = recorded(action);
      states.push(JSON.stringify(api.getState()));
      return result;
    };
  };
  return { recorder: { ...sanitised, middleware }, raw, states };
};

afterEach(() => disposeStore(store));

it('keeps every secret out of actions, their meta and the state', async () => {
  const tape = recordEverything();
  store = makeStore(undefined, { recorder: tape.recorder });
  const tokens = new Set<string>();

  // 1. Sign in.
  await signInThroughStore(store, env.server, 'xzys01', { remember: true });
  tokens.add(readStoredSession()!.token);

  // 2. A request finds the token due: one refresh.
  const stored = readStoredSession()!;
  storage.local.setItem(
    STORAGE_KEYS.login,
    JSON.stringify({ ...stored, expiredTime: Date.now() - 1 }),
  );
  await store.dispatch(permissionApi.endpoints.permissionCopdSetting.initiate()).unwrap();
  tokens.add(readStoredSession()!.token);
  expect(tape.raw.map((action) => (action as { type: string }).type)).toContain(
    'session/tokenRefreshed',
  );

  // 3. Change the password; the session then ends (sign in again with the new one).
  await store
    .dispatch(
      authApi.endpoints.changePassword.initiate({
        account: 'xzys01',
        oldPasswordRef: depositSecret(OLD_PASSWORD),
        newPasswordRef: depositSecret(NEW_PASSWORD),
      }),
    )
    .unwrap();
  await new Promise((resolve) => setTimeout(resolve, 1_800));
  const types = tape.raw.map((action) => (action as { type: string }).type);
  expect(types).toEqual(
    expect.arrayContaining(['session/signedIn', 'session/passwordChanged', 'session/signedOut']),
  );
  expect(readStoredSession()).toBeNull();
  expect(pendingSecretCount()).toBe(0);

  const secrets = [OLD_PASSWORD, NEW_PASSWORD, ...tokens];
  const everything = [
    // RTK Query's initiate() thunks are functions; the actions they dispatch are recorded too.
    ...tape.raw.map((action) =>
      typeof action === 'function' ? '[thunk]' : JSON.stringify(action),
    ),
    ...tape.recorder.entries().map((entry) => JSON.stringify(entry)),
    ...tape.states,
  ];
  expect(everything.length).toBeGreaterThan(20);
  for (const text of everything) {
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(text).not.toMatch(/"(credential|password|newPassword|oldPassword|token)"\s*:/i);
  }

  // The new password works: the change was real.
  store = makeStore();
  await expect(
    signInThroughStore(store, env.server, 'xzys01', { password: NEW_PASSWORD }),
  ).resolves.toMatchObject({ UserAcc: 'xzys01' });
});
