import { authorizedFetch, type SessionEvent } from '@/services/session/authorizedFetch';
import { readAccessToken, saveSession } from '@/services/session/sessionStore';
import { type LoginResponse } from '@/services/session/sessionTypes';
import { resetRefreshState } from '@/services/session/tokenRefresh';

import { installMemoryStorage } from '../../../integration/client/memoryStorage';

/**
 * The one authorized request path, against a fake server that accepts the tokens it issued:
 * the header, the refresh of a due token, one refresh and one replay on a 401 however many
 * callers got it, the session events, and the end of a session that cannot be refreshed.
 */
const storage = installMemoryStorage();

const API = 'http://api.test/GWEHR/api/things';

const reply = (token: string, expiresIn = 7200): LoginResponse =>
  ({ token, token_type: 'Bearer', expires_in: expiresIn, UserAcc: 'cunyi01' }) as LoginResponse;

interface ApiCall {
  authorization: string | undefined;
  body: BodyInit | null | undefined;
}

let valid: Set<string>;
let refreshCalls: number;
let refreshWorks: boolean;
let apiCalls: ApiCall[];
let issued: number;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The fake server: the refresh route issues t1, t2, …; other routes want an issued token. */
const server = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = urlOf(input);
  if (url.includes('/api/tokens/RefreshToken')) {
    refreshCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!refreshWorks) return json({ StatusCode: 401, Message: '令牌无效', Success: false }, 401);
    issued += 1;
    const token = `t${issued}`;
    valid.add(token);
    return json({ StatusCode: 200, Message: '', Success: true, Response: reply(token) });
  }
  const authorization = (init.headers as Record<string, string> | undefined)?.Authorization;
  apiCalls.push({ authorization, body: init.body });
  const token = authorization?.replace(/^Bearer /, '');
  return token && valid.has(token)
    ? json({ StatusCode: 200, Message: '', Success: true, Response: 'ok' })
    : json({ StatusCode: 401, Message: '未授权', Success: false }, 401);
});

const signIn = (token: string, expiresIn = 7200) => {
  saveSession(reply(token, expiresIn), { remember: false, timeOutMinutes: 30 });
  resetRefreshState();
};

const call = (events: SessionEvent[], init: Parameters<typeof authorizedFetch>[1] = {}) =>
  authorizedFetch(API, init, { fetchImpl: server, onSessionEvent: (event) => events.push(event) });

const types = (events: SessionEvent[]) => events.map((event) => event.type);

beforeEach(() => {
  storage.local.clear();
  valid = new Set(['t0']);
  refreshCalls = 0;
  refreshWorks = true;
  apiCalls = [];
  issued = 0;
  server.mockClear();
  // The refresh call goes through the global fetch, as the baseQuery's always did.
  jest.spyOn(globalThis, 'fetch').mockImplementation(server);
  signIn('t0');
});

afterEach(() => jest.restoreAllMocks());

it('sends the stored token in the Authorization header and returns the Response as it came', async () => {
  const events: SessionEvent[] = [];
  const result = await call(events, { method: 'POST', headers: { Accept: 'x' }, body: '{"a":1}' });

  expect(result.kind).toBe('response');
  if (result.kind !== 'response') return;
  expect(await result.response.json()).toMatchObject({ Response: 'ok' });
  expect(server).toHaveBeenCalledWith(API, {
    method: 'POST',
    headers: { Accept: 'x', Authorization: 'Bearer t0' },
    body: '{"a":1}',
  });
  expect(events).toEqual([]);
});

it('an anonymous call carries no token, and its 401 is its answer', async () => {
  const events: SessionEvent[] = [];
  const result = await authorizedFetch(
    API,
    {},
    { anonymous: true, fetchImpl: server, onSessionEvent: (event) => events.push(event) },
  );

  expect(result.kind === 'response' && result.response.status).toBe(401);
  expect(apiCalls).toEqual([{ authorization: undefined, body: undefined }]);
  expect(refreshCalls).toBe(0);
  expect(events).toEqual([]);
});

it('refreshes a due token before sending, and says so once', async () => {
  signIn('t0', 30);
  const events: SessionEvent[] = [];

  const result = await call(events);

  expect(result.kind === 'response' && result.response.status).toBe(200);
  expect(refreshCalls).toBe(1);
  expect(apiCalls.map((apiCall) => apiCall.authorization)).toEqual(['Bearer t1']);
  expect(events).toEqual([
    { type: 'session/tokenRefreshed', payload: { expiredTime: expect.any(Number) as number } },
  ]);
});

it('a 401 during use: one refresh, then the same request again with the new token', async () => {
  valid.delete('t0');
  const events: SessionEvent[] = [];

  const result = await call(events, { method: 'POST', body: '{"name":"张三"}' });

  expect(result.kind === 'response' && result.response.status).toBe(200);
  expect(refreshCalls).toBe(1);
  expect(apiCalls).toEqual([
    { authorization: 'Bearer t0', body: '{"name":"张三"}' },
    { authorization: 'Bearer t1', body: '{"name":"张三"}' },
  ]);
  expect(types(events)).toEqual(['session/tokenRefreshed']);
  expect(readAccessToken()?.token).toBe('t1');
});

it.each([
  ['a 401 during use', () => valid.delete('t0')],
  ['a due token', () => signIn('t0', 30)],
])('%s: 20 parallel callers cause one refresh, and all succeed', async (_case, arrange) => {
  arrange();
  const events: SessionEvent[] = [];

  const results = await Promise.all(Array.from({ length: 20 }, () => call(events)));

  expect(results.map((result) => result.kind === 'response' && result.response.status)).toEqual(
    Array.from({ length: 20 }, () => 200),
  );
  expect(refreshCalls).toBe(1);
  expect(types(events)).toEqual(['session/tokenRefreshed']);
  expect(apiCalls.filter((apiCall) => apiCall.authorization === 'Bearer t1')).toHaveLength(20);
});

it('a refresh that fails ends the session: session/expired once per caller, no replay', async () => {
  valid.delete('t0');
  refreshWorks = false;
  const events: SessionEvent[] = [];

  const results = await Promise.all(Array.from({ length: 20 }, () => call(events)));

  for (const result of results) {
    expect(result).toEqual({
      kind: 'sessionEnded',
      error: {
        status: 'SESSION_EXPIRED',
        code: 401,
        message: '登录时间过长，将重新登录',
        display: 'silent',
      },
    });
  }
  expect(refreshCalls).toBe(1);
  expect(apiCalls).toHaveLength(20);
  expect(readAccessToken()).toBeNull();
  expect(events.every((event) => event.type === 'session/expired')).toBe(true);
  expect(events[0]).toEqual({
    type: 'session/expired',
    payload: { reason: 'refreshFailed', message: '登录时间过长，将重新登录' },
  });
});

it('a due token that cannot be refreshed sends nothing', async () => {
  signIn('t0', 30);
  refreshWorks = false;
  const events: SessionEvent[] = [];

  const result = await call(events);

  expect(result).toMatchObject({
    kind: 'sessionEnded',
    error: { status: 'SESSION_EXPIRED', message: '登录时间过长，将重新登录', display: 'silent' },
  });
  expect(apiCalls).toEqual([]);
  expect(types(events)).toEqual(['session/expired']);
});

it('a request that comes just after a refused refresh shares its outcome and sends nothing', async () => {
  signIn('t0', 30);
  refreshWorks = false;
  const events: SessionEvent[] = [];
  await call(events);
  const sentBefore = apiCalls.length;

  const late = await call(events);

  expect(late).toMatchObject({
    kind: 'sessionEnded',
    error: { status: 'SESSION_EXPIRED', message: '登录时间过长，将重新登录' },
  });
  expect(apiCalls).toHaveLength(sentBefore);
  expect(refreshCalls).toBe(1);
  expect(events.map((event) => event.payload)).toEqual([
    { reason: 'refreshFailed', message: '登录时间过长，将重新登录' },
    { reason: 'refreshFailed', message: '登录时间过长，将重新登录' },
  ]);
});

it('a 401 with no stored token ends the session as unauthorized', async () => {
  storage.local.clear();
  const events: SessionEvent[] = [];

  const result = await call(events);

  expect(result).toMatchObject({ kind: 'sessionEnded', error: { status: 'SESSION_EXPIRED' } });
  expect(refreshCalls).toBe(0);
  expect(events).toEqual([
    {
      type: 'session/expired',
      payload: { reason: 'unauthorized', message: '登录已失效，请重新登录' },
    },
  ]);
});

it('a 401 after the replay is returned to the caller: one refresh, never a loop', async () => {
  valid.delete('t0');
  // The server refuses every token, the refreshed one too (revoked in between).
  const refuseAll = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (!urlOf(input).includes('/api/tokens/RefreshToken')) valid.clear();
    return server(input, init);
  });
  const events: SessionEvent[] = [];

  const result = await authorizedFetch(
    API,
    {},
    {
      fetchImpl: refuseAll,
      onSessionEvent: (event) => events.push(event),
    },
  );

  expect(result.kind === 'response' && result.response.status).toBe(401);
  expect(refreshCalls).toBe(1);
  expect(apiCalls).toHaveLength(2);
  expect(types(events)).toEqual(['session/tokenRefreshed']);
});

it('a failure of fetch itself rejects as fetch does, for the caller to word', async () => {
  const failing = jest.fn(() => Promise.reject(new TypeError('fetch failed')));
  await expect(authorizedFetch(API, {}, { fetchImpl: failing })).rejects.toThrow('fetch failed');
});

it('no session event carries a token', async () => {
  signIn('t0', 30);
  const events: SessionEvent[] = [];
  await call(events);
  valid.clear();
  refreshWorks = false;
  await call(events);

  expect(types(events)).toEqual(['session/tokenRefreshed', 'session/expired']);
  const text = JSON.stringify(events);
  expect(text).not.toMatch(/"t\d"/);
  expect(text).not.toMatch(/token"\s*:/i);
});
