// One IndexedDB for every "tab" of this file, as a browser has (refreshHandoff.ts).
import 'fake-indexeddb/auto';

import { handoffFor } from '@/services/session/refreshHandoff';
import {
  clearToken,
  readAccessToken,
  readStoredSession,
  saveRefreshedToken,
  saveSession,
} from '@/services/session/sessionStore';
import { type LoginResponse } from '@/services/session/sessionTypes';
import {
  authorizationIsCurrent,
  getAuthorization,
  refreshToken,
  resetRefreshState,
  type TokenLease,
} from '@/services/session/tokenRefresh';

import { installMemoryStorage } from '../../../integration/client/memoryStorage';

/**
 * The re-auth mutex decides "already refreshed by someone else" by generation, not by token
 * bytes: a server may hand back a byte-identical JWT (same claims within the same second), and
 * when that token is refused later it must be refreshed again, not replayed for ever.
 */
installMemoryStorage();

const reply = (token: string): LoginResponse =>
  ({ token, token_type: 'Bearer', expires_in: 7200, UserAcc: 'cunyi01' }) as LoginResponse;

const envelope = (token: string) =>
  new Response(JSON.stringify({ Success: true, StatusCode: 200, Response: reply(token) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let refreshCalls: string[];
let nextToken: string;

beforeEach(() => {
  localStorage.clear();
  refreshCalls = [];
  nextToken = 'same';
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    refreshCalls.push((JSON.parse(init?.body as string) as { token: string }).token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return envelope(nextToken);
  });
  saveSession(reply('same'), { remember: false, timeOutMinutes: 30 });
  resetRefreshState();
});

afterEach(() => jest.restoreAllMocks());

const leaseNow = async (): Promise<TokenLease> => {
  const auth = await getAuthorization();
  if (auth.kind !== 'ok') throw new Error(`expected a token, got ${auth.kind}`);
  return auth.lease;
};

it('a refused token is refreshed again even when the last refresh returned the same bytes', async () => {
  const first = await leaseNow();
  expect((await refreshToken(first)).ok).toBe(true);
  expect(readAccessToken()?.token).toBe('same');

  // The server refuses 'same' now: the lease taken after the refresh must trigger a new one.
  nextToken = 'renewed';
  const second = await leaseNow();
  const outcome = await refreshToken(second);

  expect(outcome.ok && outcome.refreshed).toBeTruthy();
  expect(refreshCalls).toEqual(['same', 'same']);
  expect(readAccessToken()?.token).toBe('renewed');
});

it('callers holding a lease from before a refresh replay without refreshing again', async () => {
  const leases = await Promise.all(Array.from({ length: 20 }, leaseNow));
  nextToken = 'renewed';

  const outcomes = await Promise.all(leases.map(refreshToken));

  expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
  expect(refreshCalls).toHaveLength(1);
});

it('a new sign-in overtakes every lease of the session before it', async () => {
  const old = await leaseNow();
  saveSession(reply('other'), { remember: false, timeOutMinutes: 30 });
  resetRefreshState();

  expect(await refreshToken(old)).toEqual({ ok: true });
  expect(refreshCalls).toEqual([]);
});

it('a token is current while it is stored, not due and not being refreshed', async () => {
  const stored = readAccessToken()!;
  expect(authorizationIsCurrent()).toBe(true);
  // Due: under 60 s left (spec 5).
  expect(authorizationIsCurrent(stored.expiredTime - 30_000)).toBe(false);

  const refreshing = refreshToken(await leaseNow());
  expect(authorizationIsCurrent()).toBe(false);
  await refreshing;
  expect(authorizationIsCurrent()).toBe(true);

  localStorage.clear();
  expect(authorizationIsCurrent()).toBe(false);
});

describe('across browser tabs (Web Locks API)', () => {
  const hadNavigator = Object.prototype.hasOwnProperty.call(globalThis, 'navigator');
  const original: unknown = (globalThis as { navigator?: unknown }).navigator;
  let lockNames: string[];

  /** A lock whose other holder (another tab) refreshes the shared token before we get it. */
  const installLocks = (beforeOurTurn: () => void) => {
    lockNames = [];
    Object.defineProperty(globalThis, 'navigator', {
      configurable: true,
      value: {
        locks: {
          request: async (name: string, work: () => Promise<unknown>) => {
            lockNames.push(name);
            beforeOurTurn();
            return work();
          },
        },
      },
    });
  };

  afterEach(() => {
    if (hadNavigator)
      Object.defineProperty(globalThis, 'navigator', { configurable: true, value: original });
    else delete (globalThis as { navigator?: unknown }).navigator;
  });

  it("a tab that waited for another tab's refresh replays with its token instead of refreshing", async () => {
    installLocks(() =>
      saveSession(reply('from-other-tab'), { remember: false, timeOutMinutes: 30 }),
    );
    const lease = await leaseNow();

    expect(await refreshToken(lease)).toEqual({ ok: true });
    expect(refreshCalls).toEqual([]);
    expect(lockNames).toEqual(['gwphis-token-refresh']);
    expect(readAccessToken()?.token).toBe('from-other-tab');
  });

  it("a tab that waited replays even when the other tab's refresh returned the same bytes", async () => {
    // The other tab refreshed within the sign-in's second: the same token, a new expiry. A
    // second refresh of it would be a replay, which revokes the session on the server.
    const lease = await leaseNow();
    installLocks(() => saveRefreshedToken(reply('same'), Date.now() + 5_000));

    expect(await refreshToken(lease)).toEqual({ ok: true });
    expect(refreshCalls).toEqual([]);
    expect(readAccessToken()?.token).toBe('same');
  });

  it("a tab whose localStorage still shows the replaced token takes the other tab's handoff", async () => {
    // The other tab refreshes 'same' into 'renewed' under the lock, and hands the new token over.
    installLocks(() => undefined);
    const staleCopy = readStoredSession()!;
    nextToken = 'renewed';
    expect((await refreshToken(await leaseNow())).ok).toBe(true);
    expect(refreshCalls).toEqual(['same']);

    // This tab's copy of localStorage has not heard of it yet, and the token looks due.
    localStorage.setItem('gwphis-login', JSON.stringify({ ...staleCopy, expiredTime: 0 }));
    const auth = await getAuthorization();

    expect(auth).toMatchObject({ kind: 'ok', authorization: 'Bearer renewed' });
    expect(auth.kind === 'ok' && auth.refreshed).toBeTruthy();
    // No second refresh of 'same': the server would take it for a replay and end the session.
    expect(refreshCalls).toEqual(['same']);
    expect(readAccessToken()?.token).toBe('renewed');
    expect(readStoredSession()?.UserAcc).toBe('cunyi01');
  });

  it('no handoff is left once the token is dropped, and none applies to the tab that holds its token', async () => {
    installLocks(() => undefined);
    nextToken = 'renewed';
    await refreshToken(await leaseNow());
    const held = readAccessToken()!;
    expect(await handoffFor(held)).toBeNull();
    expect(await handoffFor({ token: 'same', expiredTime: 0 })).toMatchObject({ token: 'renewed' });

    clearToken();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await handoffFor({ token: 'same', expiredTime: 0 })).toBeNull();
  });

  it('the tab that gets the lock first refreshes as usual', async () => {
    installLocks(() => undefined);
    nextToken = 'renewed';

    expect((await refreshToken(await leaseNow())).ok).toBe(true);
    expect(refreshCalls).toEqual(['same']);
    expect(readAccessToken()?.token).toBe('renewed');
  });
});
