import http from 'node:http';
import { type AddressInfo } from 'node:net';

import { type UnknownAction } from '@reduxjs/toolkit';
import { type BaseQueryApi } from '@reduxjs/toolkit/query';

import { baseQuery } from '@/services/baseQuery';
import { setRuntimeConfig } from '@/services/config/runtimeConfig';
import { resetVersionCheck } from '@/services/http/versionCheck';

/**
 * The error catalogue of spec 8 as the baseQuery applies it, row by row, against a tiny local
 * server that answers whatever each row needs.
 */
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const json =
  (status: number, body: unknown): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const routes: Record<string, Handler> = {
  '/version.json': json(200, { version: 'test' }),
  '/GWEHR/api/ok': json(200, {
    StatusCode: 200,
    Message: '操作成功',
    Success: true,
    Response: { a: 1 },
  }),
  '/GWEHR/api/created': json(201, { StatusCode: 201, Message: '', Success: true, Response: 'x' }),
  '/GWEHR/api/empty': (_request, response) => {
    response.writeHead(204);
    response.end();
  },
  '/GWEHR/api/business': json(200, {
    StatusCode: 400,
    Message: '身份证号码已存在',
    Success: false,
  }),
  '/GWEHR/api/refused': json(200, { StatusCode: 200, Message: '无权操作', Success: false }),
  '/GWEHR/api/bad-gateway': (_request, response) => {
    response.writeHead(502, { 'Content-Type': 'text/html' });
    response.end('<html>bad gateway</html>');
  },
  '/GWEHR/api/not-found': json(404, { StatusCode: 404, Message: '接口不存在', Success: false }),
  '/GWEHR/api/slow': () => undefined,
  '/GWEHR/api/private': json(401, {
    StatusCode: 401,
    Message: '登录已失效，请重新登录',
    Success: false,
  }),
  '/GWEHR/api/tokens/JWTToken3.0': json(401, {
    StatusCode: 401,
    Message: '账号或密码错误',
    Success: false,
  }),
};

let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    (routes[path] ?? json(404, {}))(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiOrigin: `http://127.0.0.1:${port}`, regionCode: 'tc' });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => resetVersionCheck());

const call = async (args: Parameters<typeof baseQuery>[0]) => {
  const dispatched: UnknownAction[] = [];
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: (action: UnknownAction) => {
      dispatched.push(action);
      return action;
    },
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as BaseQueryApi;
  const result = await baseQuery(args, api, {});
  return { result, dispatched };
};

describe('accepted replies', () => {
  it.each([
    ['/api/ok', { a: 1 }],
    ['/api/created', 'x'],
    ['/api/empty', null],
  ])('%s gives its Response', async (url, data) => {
    const { result } = await call(url);
    expect(result).toEqual({ data });
  });

  it('answers the whole envelope when asked', async () => {
    const { result } = await call({ url: '/api/ok', envelope: true });
    expect(result.data).toMatchObject({ Success: true, StatusCode: 200, Response: { a: 1 } });
  });
});

describe('the error catalogue (spec 8)', () => {
  it.each([
    [
      'a body StatusCode outside the set shows the server Message',
      '/api/business',
      '身份证号码已存在',
    ],
    ['Success false shows the server Message', '/api/refused', '无权操作'],
    ['another HTTP status without a message', '/api/bad-gateway', '客户端接口502异常'],
    ['another HTTP status with a message', '/api/not-found', '接口不存在'],
  ])('%s', async (_name, url, message) => {
    const { result } = await call(url);
    expect(result.error).toMatchObject({ message, display: 'toast', duration: 3 });
  });

  it('a timeout shows 服务超时，请稍后重试 for 3 s', async () => {
    const { result } = await call({ url: '/api/slow', timeout: 150 });
    expect(result.error).toEqual({
      status: 'TIMEOUT',
      message: '服务超时，请稍后重试',
      display: 'toast',
      duration: 3,
    });
  });

  it('a 401 ends the session: session/expired, and the request fails silently', async () => {
    const { result, dispatched } = await call('/api/private');
    expect(dispatched).toContainEqual({
      type: 'session/expired',
      payload: { reason: 'unauthorized', message: '登录已失效，请重新登录' },
    });
    expect(result.error).toMatchObject({ status: 'SESSION_EXPIRED', display: 'silent' });
  });

  it('a 401 of the sign-in call is its answer, not an expired session', async () => {
    const { result, dispatched } = await call({
      url: '/api/tokens/JWTToken3.0',
      method: 'POST',
      body: {},
    });
    expect(dispatched.filter((action) => action.type === 'session/expired')).toEqual([]);
    expect(result.error).toMatchObject({ status: 401, message: '账号或密码错误' });
  });

  it('the caller may keep the error to itself', async () => {
    const { result } = await call({ url: '/api/business', errorDisplay: 'silent' });
    expect(result.error).toMatchObject({ message: '身份证号码已存在', display: 'silent' });
  });
});

describe('the version check', () => {
  it('announces a different server version once', async () => {
    routes['/version.json'] = json(200, { version: 'v2' });
    const first = await call('/api/ok');
    resetVersionCheck();
    const second = await call('/api/ok');
    const announced = [...first.dispatched, ...second.dispatched].filter(
      (action) => action.type === 'version/newVersionDetected',
    );
    expect(announced).toEqual([{ type: 'version/newVersionDetected', payload: { version: 'v2' } }]);
  });
});
