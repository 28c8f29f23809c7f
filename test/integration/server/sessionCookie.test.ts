import { type LightMyRequestResponse } from 'fastify';

import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope } from '../../../src/services/contract/envelope';
import { SESSION_COOKIE } from '../../../src/services/contract/sessionCookie';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import {
  authorized,
  DEMO_PASSWORDS,
  type DemoAccount,
  encryptLikeJsencrypt,
  newGuid,
  readClientConfig,
  requestCaptcha,
  signInReply,
} from './helpers';

/**
 * The HttpOnly session cookie beside the Authorization header (docs/decisions/0042): set at
 * sign-in and refresh, cleared at logout, and a header token of another sign-in than the
 * browser's cookie is refused.
 */
describe('session cookie', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 30_000);

  afterAll(() => server.close());

  const setCookies = (reply: LightMyRequestResponse): string[] => {
    const header = reply.headers['set-cookie'] ?? [];
    return Array.isArray(header) ? header : [header];
  };

  /** The one Set-Cookie of the session cookie, split into its attributes. */
  const sessionCookie = (headers: string[]) => {
    const matching = headers.filter((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(matching).toHaveLength(1);
    const [pair = '', ...attributes] = matching[0]!.split(/;\s*/);
    return { value: pair.slice(SESSION_COOKIE.length + 1), attributes };
  };

  const signIn = async (account: DemoAccount) => {
    const reply = await signInReply(server.app, account, DEMO_PASSWORDS[account]);
    const body = reply.json<Envelope<SessionReply>>();
    expect(body.Success).toBe(true);
    return { session: body.Response!, cookie: sessionCookie(setCookies(reply)) };
  };

  /** The body the client posts to sign in (a fresh captcha, the credential encrypted for tc). */
  const signInBody = async (account: DemoAccount) => {
    const guid = newGuid();
    await requestCaptcha(server.app, guid);
    const { rsaPublicKey } = await readClientConfig(server.app);
    return {
      identifier: account,
      credential: encryptLikeJsencrypt(rsaPublicKey, DEMO_PASSWORDS[account]),
      verifyCode: `${guid}TEST`,
      source: 'WEB',
    };
  };

  const statusWith = async (token: string, cookie?: string) =>
    (
      await server.app.inject({
        url: '/api/versionupdate',
        headers: {
          ...authorized({ token, token_type: 'Bearer' }),
          ...(cookie === undefined ? {} : { cookie: `${SESSION_COOKIE}=${cookie}` }),
        },
      })
    ).statusCode;

  it('sign-in sets the token in an HttpOnly, SameSite=Strict cookie on the whole origin', async () => {
    const { session, cookie } = await signIn('xzys01');
    expect(cookie.value).toBe(session.token);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=43200']),
    );
    expect(cookie.attributes).not.toContain('Secure');
  });

  it('is Secure when the request came over TLS through the proxy', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/RefreshToken',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { token: (await signIn('xzys01')).session.token },
    });
    expect(reply.statusCode).toBe(200);
    expect(sessionCookie(setCookies(reply)).attributes).toContain('Secure');
  });

  it('a refresh moves the cookie to the new token', async () => {
    const { session } = await signIn('xzys01');
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/RefreshToken',
      headers: { cookie: `${SESSION_COOKIE}=${session.token}` },
      payload: { token: session.token },
    });
    expect(reply.statusCode).toBe(200);
    const next = reply.json<Envelope<SessionReply>>().Response!;
    const cookie = sessionCookie(setCookies(reply));
    expect(cookie.value).toBe(next.token);
    expect(cookie.value).not.toBe(session.token);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']),
    );
    // A request still carrying the replaced token (within the rotation grace) beside the new
    // cookie is of the same sign-in: accepted.
    expect(await statusWith(session.token, next.token)).toBe(200);
  });

  it('logout clears the cookie', async () => {
    const { session } = await signIn('xzys01');
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/logout',
      headers: { ...authorized(session), cookie: `${SESSION_COOKIE}=${session.token}` },
    });
    expect(reply.statusCode).toBe(200);
    const cookie = sessionCookie(setCookies(reply));
    expect(cookie.value).toBe('');
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Strict']),
    );
  });

  it('refuses a header token of another sign-in than the cookie, on every kind of route', async () => {
    const mine = (await signIn('xzys01')).session;
    const other = (await signIn('cunyi01')).session;
    expect(await statusWith(mine.token, mine.token)).toBe(200);
    expect(await statusWith(mine.token)).toBe(200);
    expect(await statusWith(other.token, mine.token)).toBe(401);
    expect(await statusWith(mine.token, 'not-a-token')).toBe(401);
    const resource = await server.app.inject({
      url: '/api/persons?PageNumber=1&PageSize=1',
      headers: { ...authorized(other), cookie: `${SESSION_COOKIE}=${mine.token}` },
    });
    expect(resource.statusCode).toBe(401);
    const refresh = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/RefreshToken',
      headers: { cookie: `${SESSION_COOKIE}=${mine.token}` },
      payload: { token: other.token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it("binds a browser's sign-in to its cookie: the token without it opens nothing", async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/JWTToken3.0',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: await signInBody('xzys01'),
    });
    const session = reply.json<Envelope<SessionReply>>().Response!;
    const cookie = sessionCookie(setCookies(reply)).value;
    expect(await statusWith(session.token, cookie)).toBe(200);
    // The token copied out of the page's storage, sent from elsewhere (no cookie): refused.
    expect(await statusWith(session.token)).toBe(401);
    const resource = await server.app.inject({
      url: '/api/persons?PageNumber=1&PageSize=1',
      headers: authorized(session),
    });
    expect(resource.statusCode).toBe(401);
    const refresh = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/tokens/RefreshToken',
        headers,
        payload: { token: session.token },
      });
    expect((await refresh({})).statusCode).toBe(401);
    expect((await refresh({ cookie: `${SESSION_COOKIE}=${cookie}` })).statusCode).toBe(200);
    expect(
      server.db.prepare('SELECT cookie_bound FROM auth_sessions WHERE cookie_bound = 1').all(),
    ).not.toHaveLength(0);
  });

  it('the cookie alone is no credential: the header the spec requires stays required', async () => {
    const { session } = await signIn('xzys01');
    const reply = await server.app.inject({
      url: '/api/versionupdate',
      headers: { cookie: `${SESSION_COOKIE}=${session.token}` },
    });
    expect(reply.statusCode).toBe(401);
  });
});
