import { CAPTCHA_TTL_MS, createCaptchaService } from '../../../server/auth/captchaService';
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

  it('lives in memory, not in the database (a sign-in needs no disk write)', async () => {
    await requestCaptcha(server.app, newGuid());
    expect(
      server.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'captchas'")
        .get(),
    ).toBeUndefined();
  });
});

describe('the captcha store', () => {
  const guid = 'a1b2c3d4-0000-4000-8000-000000000001';

  it('expires after 5 minutes', () => {
    const captchas = createCaptchaService('TEST');
    captchas.issue(guid, 0);
    expect(captchas.peek(guid)?.expiresAt).toBe(CAPTCHA_TTL_MS);
    expect(captchas.consume(guid, 'TEST', CAPTCHA_TTL_MS)).toBe(false);
    captchas.issue(guid, 0);
    expect(captchas.consume(guid, 'test', CAPTCHA_TTL_MS - 1)).toBe(true);
  });

  it('a new image for the same guid replaces the old code', () => {
    const captchas = createCaptchaService(undefined);
    captchas.issue(guid, 0);
    const first = captchas.peek(guid)!.code;
    let second = first;
    while (second === first) {
      captchas.issue(guid, 0);
      second = captchas.peek(guid)!.code;
    }
    expect(captchas.consume(guid, first, 1)).toBe(false);
    captchas.issue(guid, 0);
    expect(captchas.consume(guid, captchas.peek(guid)!.code, 1)).toBe(true);
  });
});

describe('captcha without a fixed code', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ captchaFixedCode: undefined });
  });

  afterAll(() => server.close());

  it('makes random 4-character codes without confusable characters', () => {
    const captchas = createCaptchaService(undefined);
    const codes = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const guid = newGuid();
      captchas.issue(guid);
      const code = captchas.peek(guid)!.code;
      expect(code).toMatch(/^[A-Za-z2-9]{4}$/);
      expect(code).not.toMatch(/[0oO1lIi]/);
      codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(25);
  });

  it('does not mount the test-only routes, nor turn on the client test hooks', async () => {
    expect((await server.app.inject({ url: '/api/test/stats' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/test/probe' })).statusCode).not.toBe(200);
    expect(await readClientConfig(server.app)).toMatchObject({ testHooks: false });
  });
});
