import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import {
  authorized,
  DEFAULT_CLIENT_SETTINGS,
  expectRefusal,
  readClientConfig,
  signInAs,
} from './helpers';

/** A tiny stand-in for dist/client: index.html, version.json and a hashed asset with br/gz twins. */
const makeClientDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>测试客户端</title>');
  fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: '9.9.9-test' }));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js.gz'), zlib.gzipSync(script));
  return dir;
};

describe('HTTP basics of the reference server', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = makeClientDir();
    server = await startTestServer({ clientDir });
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  describe('errors answer with the envelope and a Chinese message', () => {
    it('404 for an unknown API path, under both prefixes', async () => {
      for (const url of ['/api/noSuchThing', '/GWEHR/api/noSuchThing']) {
        expectRefusal(await server.app.inject({ url }), 404, '接口不存在');
      }
    });

    it('404 for a missing file, rather than the client page', async () => {
      const reply = await server.app.inject({ url: '/assets/missing.js' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json<Envelope>().Message).toBe('接口不存在');
    });

    /** A sign-in request with this body, as JSON. */
    const signInWith = (payload: string | Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/tokens/JWTToken3.0',
        headers: { 'content-type': 'application/json' },
        payload,
      });

    it.each([
      [
        '413 for a body over the limit',
        { identifier: 'x', credential: 'y'.repeat(2 * 1024 * 1024), verifyCode: 'z' },
        413,
        '请求内容过大',
      ],
      [
        '400 with the Chinese reason for a schema violation',
        { credential: 'y', verifyCode: 'z' },
        400,
        '请求参数错误：缺少参数 identifier',
      ],
    ])('%s', async (_title, payload, status, message) => {
      expectRefusal(await signInWith(payload), status, message);
    });

    it('400 without echoing a malformed JSON body', async () => {
      const reply = await signInWith('{"credential": "Secret#123"');
      expectRefusal(reply, 400, '请求参数错误：请求体格式不正确');
      expect(reply.body).not.toContain('Secret#123');
    });

    /**
     * Ajv coerces a query string's "Infinity" or an overflowing "1e999" to a number that skips
     * the integer and range checks (ajv-validator/ajv#2212); patches/ajv+8.20.0.patch applies its
     * strictNumbers check to coerced strings too, so such a page number is refused, not paged to.
     */
    it.each(['Infinity', '-Infinity', '1e999', '-9e600'])(
      '400 for a page number of %s, not a 500',
      async (value) => {
        const headers = authorized(await signInAs(server.app, 'qyadmin'));
        const reply = await server.app.inject({
          url: `/api/AIProblemTemplateLibrarys?PageNumber=${value}`,
          headers,
        });
        expectRefusal(reply, 400, '请求参数错误：PageNumber 应为整数');
      },
    );

    it('401 with the envelope for a protected route without a token', async () => {
      const reply = await server.app.inject({ url: '/api/versionupdate' });
      expectRefusal(reply, 401, '登录已失效，请重新登录');
    });
  });

  it('mounts the API under / and /GWEHR', async () => {
    for (const prefix of ['', '/GWEHR']) {
      const reply = await server.app.inject({ url: `${prefix}/api/tokens/systemrunparam` });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Envelope>()).toEqual({
        StatusCode: 200,
        Message: '操作成功',
        Success: true,
        Response: { LoginTimeout: 30, QQGroup: '', SystemName: '' },
      });
    }
  });

  it('accepts the run-parameter POST with an empty JSON payload', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/GWEHR/api/tokens/systemrunparam',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Envelope>().Success).toBe(true);
  });

  it('serves /config.js with the deployment settings and no caching', async () => {
    const reply = await server.app.inject({ url: '/config.js' });
    expect(reply.headers['content-type']).toMatch(/^application\/javascript/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const config = await readClientConfig(server.app);
    expect(config).toEqual({
      ...DEFAULT_CLIENT_SETTINGS,
      rsaPublicKey: expect.stringMatching(
        /^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/,
      ) as unknown,
      supportPhone: '',
      driverDownloadUrl: '',
      serviceAccount: 'gwservice',
      // The test server fixes the captcha, so the client's test hooks are on.
      testHooks: true,
      // No FOLLOW_UP_RULES: the follow-up rules' defaults.
      followUpRules: {},
    });
  });

  it('serves /version.json from the client build', async () => {
    const reply = await server.app.inject({ url: '/version.json' });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ version: '9.9.9-test' });
  });

  describe('static client', () => {
    it('falls back to index.html for client routes, uncached', async () => {
      for (const url of ['/', '/login', '/archives/persons', '/dialog/timeline?x=1']) {
        const reply = await server.app.inject({ url });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toMatch(/^text\/html/);
        expect(reply.headers['cache-control']).toBe('no-cache');
        expect(reply.body).toContain('测试客户端');
      }
    });

    it('does not fall back for non-GET requests', async () => {
      const reply = await server.app.inject({ method: 'POST', url: '/archives/persons' });
      expect(reply.statusCode).toBe(404);
    });

    it('serves pre-compressed hashed assets with a long cache', async () => {
      const reply = await server.app.inject({
        url: '/assets/main.abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toContain('console.log');

      const gzip = await server.app.inject({
        url: '/assets/main.abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('over a real port', () => {
    it('answers fetch on 127.0.0.1 under both prefixes', async () => {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const plain = await fetch(`${server.url}/api/tokens/systemrunparam`);
      const prefixed = await fetch(`${server.url}/GWEHR/api/tokens/systemrunparam`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(((await plain.json()) as Envelope).Success).toBe(true);
      expect(((await prefixed.json()) as Envelope).Success).toBe(true);
    });

    it('serves the client and its fallback', async () => {
      const page = await fetch(`${server.url}/home`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('测试客户端');
      const missing = await fetch(`${server.url}/api/missing`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as Envelope).Message).toBe('接口不存在');
    });
  });
});

describe('without a client build', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ clientDir: path.join(os.tmpdir(), 'gw-no-such-client-dir') });
  });

  afterAll(() => server.close());

  it('still starts and says the client is not built', async () => {
    const reply = await fetch(`${server.url}/login`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('客户端尚未构建');
    const version = (await (await fetch(`${server.url}/version.json`)).json()) as {
      version: string;
    };
    expect(version.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
