import { type UnknownAction } from '@reduxjs/toolkit';
import { type BaseQueryApi } from '@reduxjs/toolkit/query';

import { makeStore, type AppStore } from '@/app/store';
import { baseQuery } from '@/services/baseQuery';
import { readStoredSession } from '@/services/session/sessionStore';
import { STORAGE_KEYS } from '@/services/session/storageKeys';

import { moveClockBy } from '../../utils/moveClock';
import { type TestServer } from '../../utils/startTestServer';
import {
  closeServer,
  disposeStore,
  readStats,
  resetStats,
  signInThroughStore,
  startClientServer,
} from './clientTestEnv';
import { installMemoryStorage } from './memoryStorage';

/**
 * The re-auth mutex against the real server: however many requests find the token due (or get
 * a 401), exactly one refresh call goes out; the others wait and replay with the new token, or
 * all fail together when the refresh fails.
 */
const storage = installMemoryStorage();
let server: TestServer;
let store: AppStore;

const PARALLEL = 20;
const PROTECTED = '/api/systemParams/IsAllowInputCOPD';

const fakeApi = (dispatched: UnknownAction[]): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: ((action: UnknownAction) => {
    dispatched.push(action);
    return action;
  }) as BaseQueryApi['dispatch'],
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
});

/** Edits the stored session as time passing (or a server-side change) would. */
const patchStoredSession = (patch: Record<string, unknown>) => {
  const current = readStoredSession();
  storage.local.setItem(STORAGE_KEYS.login, JSON.stringify({ ...current, ...patch }));
};

const fireParallel = (dispatched: UnknownAction[]) =>
  Promise.all(
    Array.from({ length: PARALLEL }, async () =>
      baseQuery({ url: PROTECTED }, fakeApi(dispatched), {}),
    ),
  );

describe('with the default server', () => {
  beforeAll(async () => {
    server = await startClientServer();
  });
  afterAll(async () => {
    await closeServer(server);
  });
  beforeEach(async () => {
    storage.local.clear();
    store = makeStore();
    await signInThroughStore(store, server, 'xzys01');
    await resetStats(server);
  });
  afterEach(() => disposeStore(store));

  it('a due token: 20 parallel requests cause exactly one refresh, and all succeed', async () => {
    patchStoredSession({ expiredTime: Date.now() - 1_000 });
    const dispatched: UnknownAction[] = [];

    const results = await fireParallel(dispatched);

    expect(results.filter((result) => 'data' in result && result.data)).toHaveLength(PARALLEL);
    expect((await readStats(server)).refreshCount).toBe(1);
    const after = readStoredSession()!;
    expect(after.expiredTime).toBeGreaterThan(Date.now() + 60_000);
    expect(dispatched.filter((action) => action.type === 'session/tokenRefreshed')).toHaveLength(1);
    expect(dispatched.some((action) => action.type === 'session/expired')).toBe(false);
  });

  it('a failed refresh: all 20 fail at once with the session message, none left hanging', async () => {
    // Revoke every token of the user, as a password change elsewhere would.
    server.db
      .prepare('UPDATE users SET token_version = token_version + 1 WHERE account = ?')
      .run('xzys01');
    patchStoredSession({ expiredTime: Date.now() - 1_000 });
    const dispatched: UnknownAction[] = [];

    const started = Date.now();
    const results = await fireParallel(dispatched);

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(results.every((result) => 'error' in result)).toBe(true);
    for (const result of results) {
      expect(result.error).toMatchObject({
        status: 'SESSION_EXPIRED',
        message: '登录时间过长，将重新登录',
      });
    }
    expect((await readStats(server)).refreshCount).toBe(1);
    expect(readStoredSession()).toBeNull();
    expect(dispatched.some((action) => action.type === 'session/expired')).toBe(true);
  });
});

describe('with a server whose tokens live 61 seconds', () => {
  let shortServer: TestServer;
  let shortStore: AppStore;

  beforeAll(async () => {
    shortServer = await startClientServer({ tokenTtlSeconds: 61 });
  });
  afterAll(async () => {
    await closeServer(shortServer);
  });
  afterEach(() => {
    jest.useRealTimers();
    disposeStore(shortStore);
  });

  it('a token the server rejects (401): one refresh, then all 20 replay and succeed', async () => {
    storage.local.clear();
    shortStore = makeStore();
    await signInThroughStore(shortStore, shortServer, 'cunyi01');
    // The client believes the token has an hour left, so only the server's 401 says otherwise.
    patchStoredSession({ expiredTime: Date.now() + 3_600_000 });
    await resetStats(shortServer);
    // Move the clock (of client and in-process server alike) past the token's lifetime; the
    // timers stay real so the server keeps answering.
    moveClockBy(120_000);
    const dispatched: UnknownAction[] = [];

    const results = await fireParallel(dispatched);

    expect(results.filter((result) => 'data' in result)).toHaveLength(PARALLEL);
    expect((await readStats(shortServer)).refreshCount).toBe(1);
    expect(dispatched.filter((action) => action.type === 'session/tokenRefreshed')).toHaveLength(1);
  });
});
