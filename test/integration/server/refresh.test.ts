import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SignJWT } from 'jose';

import { type SessionReply } from '../../../server/auth/sessionReply';
import { JWT_SECRET_FILE, RSA_KEY_FILE } from '../../../server/security/secrets';
import { TOKEN_ISSUER } from '../../../server/security/tokens';
import { type Envelope } from '../../../src/services/contract/envelope';
import { moveClockBy } from '../../utils/moveClock';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, DEMO_PASSWORDS, expectRefusal, signInAs } from './helpers';

/** REFRESH_GRACE_SECONDS' default. */
const GRACE = 3600;
const now = () => Math.floor(Date.now() / 1000);

describe('token refresh', () => {
  let server: TestServer;
  let dir: string;
  let secret: Uint8Array;

  /** A token as the server would have issued it, at a chosen time. */
  const tokenFor = (
    claims: { userId: number; account: string; version: number },
    exp: number,
    key: Uint8Array = secret,
  ) =>
    new SignJWT({ acc: claims.account, ver: claims.version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(exp - 7200)
      .setExpirationTime(exp)
      .sign(key);

  const qyadmin = { userId: 1, account: 'qyadmin', version: 0 };

  const refresh = (token: string, prefix = '') =>
    server.app.inject({
      method: 'POST',
      url: `${prefix}/api/tokens/RefreshToken`,
      payload: { token },
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-refresh-'));
    server = await startTestServer({ dbFile: path.join(dir, 'test.db') });
    secret = new Uint8Array(
      Buffer.from(fs.readFileSync(path.join(dir, JWT_SECRET_FILE), 'utf8'), 'base64'),
    );
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the key pair and token secret beside the database file', () => {
    expect(fs.readFileSync(path.join(dir, RSA_KEY_FILE), 'utf8')).toMatch(
      /^-----BEGIN RSA PRIVATE KEY-----/,
    );
    expect(secret.length).toBe(64);
    expect(fs.statSync(path.join(dir, JWT_SECRET_FILE)).mode & 0o077).toBe(0);
  });

  it('exchanges a valid token for a new session, by POST or GET, under both prefixes', async () => {
    let session = await signInAs(server.app, 'xzys01');
    for (const prefix of ['', '/GWEHR']) {
      const reply = await refresh(session.token, prefix);
      expect(reply.statusCode).toBe(200);
      const body = reply.json<Envelope<SessionReply>>();
      expect(body).toMatchObject({ Success: true, StatusCode: 200 });
      expect(body.Response).toMatchObject({ UserAcc: 'xzys01', HospitalName: '孔城镇卫生院' });
      session = body.Response!;
    }
    const viaGet = await server.app.inject({
      url: `/api/tokens/RefreshToken?token=${encodeURIComponent(session.token)}`,
    });
    expect(viaGet.json<Envelope<SessionReply>>().Response?.UserAcc).toBe('xzys01');
  });

  it('never hands back the same token, even within the same second', async () => {
    const tokens = [(await signInAs(server.app, 'xzys01')).token];
    for (let round = 0; round < 3; round += 1) {
      const reply = await refresh(tokens[tokens.length - 1]!);
      tokens.push(reply.json<Envelope<SessionReply>>().Response!.token);
    }
    expect(new Set(tokens).size).toBe(4);
  });

  /**
   * The session is in use every 20 minutes until a minute before its token expires (a session
   * idle longer than SESSION_IDLE_MINUTES, 30 by default, ends whatever its token says:
   * sessionLimits.test.ts).
   */
  const usedUntilJustBeforeExpiry = async (signedIn: SessionReply) => {
    const step = 20 * 60;
    for (let used = 0; used < signedIn.expires_in - 60;) {
      const next = Math.min(used + step, signedIn.expires_in - 60);
      moveClockBy((next - used) * 1000);
      used = next;
      const reply = await server.app.inject({
        url: '/api/versionupdate',
        headers: authorized(signedIn),
      });
      expect(reply.statusCode).toBe(200);
    }
  };

  it('refreshes a token that expired within the grace period', async () => {
    const signedIn = await signInAs(server.app, 'qyadmin');
    await usedUntilJustBeforeExpiry(signedIn);
    moveClockBy(660 * 1000);
    try {
      // The expired token itself no longer opens protected routes…
      const denied = await server.app.inject({
        url: '/api/versionupdate',
        headers: authorized(signedIn),
      });
      expect(denied.statusCode).toBe(401);
      // …but it can still be exchanged, and the new one works.
      const reply = await refresh(signedIn.token);
      expect(reply.statusCode).toBe(200);
      const session = reply.json<Envelope<SessionReply>>().Response!;
      const allowed = await server.app.inject({
        url: '/api/versionupdate',
        headers: authorized(session),
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  const expectRefused = async (token: string) => {
    const reply = await refresh(token);
    expectRefusal(reply, 401, '登录已失效，请重新登录');
  };

  it('refuses a token expired longer ago than the grace period', async () => {
    const signedIn = await signInAs(server.app, 'qyadmin');
    await usedUntilJustBeforeExpiry(signedIn);
    moveClockBy((GRACE + 120) * 1000);
    try {
      await expectRefused(signedIn.token);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a well-signed token of no session (issued before sessions, or forged)', async () => {
    await expectRefused(await tokenFor(qyadmin, now() + 600));
  });

  it('refuses a forged token', async () => {
    await expectRefused(await tokenFor(qyadmin, now() + 600, new Uint8Array(64).fill(7)));
    await expectRefused('not-a-jwt');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '1', acc: 'qyadmin', ver: 0, iss: TOKEN_ISSUER, exp: now() + 600 }),
    ).toString('base64url')}.`;
    await expectRefused(unsigned);
  });

  it('refuses every older token once the password changed (revoked)', async () => {
    const session = await signInAs(server.app, 'cunyi01');
    const changed = await server.app.inject({
      url: `/api/sysUsers/password/cunyi01/${encodeURIComponent('Nw#8264xQ')}?oldPassword=${encodeURIComponent(DEMO_PASSWORDS.cunyi01)}`,
      headers: authorized(session),
    });
    expect(changed.json<Envelope>().Success).toBe(true);

    await expectRefused(session.token);
    const denied = await server.app.inject({
      url: '/api/versionupdate',
      headers: authorized(session),
    });
    expect(denied.statusCode).toBe(401);

    const fresh = await signInAs(server.app, 'cunyi01', 'Nw#8264xQ');
    expect((await refresh(fresh.token)).statusCode).toBe(200);
  });

  it('counts refresh calls on the test-only stats route', async () => {
    await server.app.inject({ method: 'POST', url: '/api/test/stats/reset' });
    const session = await signInAs(server.app, 'gwservice');
    await Promise.all([refresh(session.token), refresh('bad'), refresh(session.token, '/GWEHR')]);
    const stats = await server.app.inject({ url: '/GWEHR/api/test/stats' });
    expect(stats.json<Envelope<{ refreshCount: number }>>().Response).toMatchObject({
      refreshCount: 3,
    });
  });

  it('the test probe answers only with a valid token, and counts what it answered', async () => {
    await server.app.inject({ method: 'POST', url: '/api/test/stats/reset' });
    const session = await signInAs(server.app, 'gwservice');
    const anonymous = await server.app.inject({ url: '/api/test/probe?n=1' });
    expect(anonymous.statusCode).toBe(401);
    const signed = await server.app.inject({
      url: '/GWEHR/api/test/probe?n=7',
      headers: authorized(session),
    });
    expect(signed.json<Envelope<{ n: number }>>().Response).toEqual({ n: 7 });
    const stats = await server.app.inject({ url: '/api/test/stats' });
    expect(stats.json<Envelope<{ probeCount: number }>>().Response).toMatchObject({
      probeCount: 1,
    });
  });

  it('keeps sessions valid across a restart on the same database', async () => {
    const session = await signInAs(server.app, 'qyadmin');
    const again = await startTestServer({ dbFile: path.join(dir, 'test.db') });
    try {
      const reply = await again.app.inject({
        url: '/api/versionupdate',
        headers: authorized(session),
      });
      expect(reply.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});
