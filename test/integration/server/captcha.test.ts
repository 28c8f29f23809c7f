import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import {
  DEMO_PASSWORDS,
  encryptLikeJsencrypt,
  newGuid,
  readClientConfig,
  requestCaptcha,
} from './helpers';

describe('captcha', () => {
  let server: TestServer;
  let publicKey: string;

  beforeAll(async () => {
    server = await startTestServer();
    publicKey = (await readClientConfig(server.app)).rsaPublicKey;
  });

  afterAll(() => server.close());

  const signInWith = async (guid: string, code: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/tokens/JWTToken3.0',
        payload: {
          identifier: 'qyadmin',
          credential: encryptLikeJsencrypt(publicKey, DEMO_PASSWORDS.qyadmin),
          verifyCode: `${guid}${code}`,
          source: 'WEB',
        },
      })
    ).json<Envelope<SessionReply>>();

  it('answers an uncached SVG image', async () => {
    const reply = await requestCaptcha(server.app, newGuid());
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    // Four glyph paths (the characters) plus the noise lines; no readable text.
    expect(reply.body.match(/<path fill=/g)).toHaveLength(4);
    expect(reply.body).not.toMatch(/TEST/i);
  });

  it('refuses a missing or malformed guid', async () => {
    expect((await server.app.inject({ url: '/api/tokens/captchacode' })).statusCode).toBe(400);
    const reply = await server.app.inject({ url: '/api/tokens/captchacode?guid=%3Cscript%3E' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Envelope>().Message).toMatch(/^请求参数错误：/);
  });

  it('is checked case-insensitively', async () => {
    const guid = newGuid();
    await requestCaptcha(server.app, guid);
    expect((await signInWith(guid, 'tEsT')).Success).toBe(true);
  });

  it('allows exactly one attempt, even a failed one', async () => {
    const guid = newGuid();
    await requestCaptcha(server.app, guid);
    expect(await signInWith(guid, 'NOPE')).toMatchObject({
      Success: false,
      Message: '验证码错误或已过期',
    });
    expect(await signInWith(guid, 'TEST')).toMatchObject({
      Success: false,
      Message: '验证码错误或已过期',
    });

    const used = newGuid();
    await requestCaptcha(server.app, used);
    expect((await signInWith(used, 'TEST')).Success).toBe(true);
    expect((await signInWith(used, 'TEST')).Message).toBe('验证码错误或已过期');
  });

  it('is refused for a guid that never got an image', async () => {
    expect((await signInWith(newGuid(), 'TEST')).Message).toBe('验证码错误或已过期');
  });

  it('expires after 5 minutes', async () => {
    const guid = newGuid();
    await requestCaptcha(server.app, guid);
    const row = server.db
      .prepare<[string], { expires_at: number }>('SELECT expires_at FROM captchas WHERE guid = ?')
      .get(guid);
    expect(row!.expires_at - Date.now()).toBeGreaterThan(4.9 * 60 * 1000);
    expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);

    server.db
      .prepare('UPDATE captchas SET expires_at = ? WHERE guid = ?')
      .run(Date.now() - 1, guid);
    expect((await signInWith(guid, 'TEST')).Message).toBe('验证码错误或已过期');
  });

  it('a new image for the same guid replaces the old code', async () => {
    const guid = newGuid();
    await requestCaptcha(server.app, guid);
    await requestCaptcha(server.app, guid);
    const count = server.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM captchas WHERE guid = ?')
      .get(guid);
    expect(count!.n).toBe(1);
  });
});

describe('captcha without a fixed code', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ captchaFixedCode: undefined });
  });

  afterAll(() => server.close());

  it('makes random 4-character codes without confusable characters', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const guid = newGuid();
      await requestCaptcha(server.app, guid);
      const row = server.db
        .prepare<[string], { code: string }>('SELECT code FROM captchas WHERE guid = ?')
        .get(guid);
      expect(row!.code).toMatch(/^[A-Za-z2-9]{4}$/);
      expect(row!.code).not.toMatch(/[0oO1lIi]/);
      codes.add(row!.code);
    }
    expect(codes.size).toBeGreaterThan(25);
  });

  it('does not mount the test-only routes, nor turn on the client test hooks', async () => {
    expect((await server.app.inject({ url: '/api/test/stats' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/test/probe' })).statusCode).not.toBe(200);
    expect(await readClientConfig(server.app)).toMatchObject({ testHooks: false });
  });
});
