import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import {
  attemptSignIn,
  authorized,
  DEMO_PASSWORDS,
  newGuid,
  requestCaptcha,
  signInAs,
} from './helpers';

/** Per-address limits (@fastify/rate-limit) and the lock counting old-password guesses. */
describe('abuse limits', () => {
  let server: TestServer;

  afterEach(async () => {
    await server.close();
  });

  it('limits sign-in attempts per client address across accounts, in Chinese', async () => {
    server = await startTestServer({ signInRateLimit: 3 });
    // Three accounts, one wrong password each: no account is near its lock of five…
    for (const account of ['xzys01', 'cunyi01', 'guoqi01']) {
      expect((await attemptSignIn(server.app, account, 'wrong')).status).toBe(200);
    }
    // …but the address has used its three attempts of the minute.
    const limited = await attemptSignIn(server.app, 'qyadmin', DEMO_PASSWORDS.qyadmin);
    expect(limited.status).toBe(429);
    expect(limited.body.Message).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    expect(limited.body.Success).toBe(false);
  });

  it('limits captcha issuing per client address', async () => {
    server = await startTestServer({ captchaRateLimit: 2 });
    expect((await requestCaptcha(server.app, newGuid())).statusCode).toBe(200);
    expect((await requestCaptcha(server.app, newGuid())).statusCode).toBe(200);
    const limited = await requestCaptcha(server.app, newGuid());
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Envelope>().Message).toMatch(/^请求过于频繁/);
  });

  it('counts wrong old passwords toward the account lock, and the lock stops sign-in', async () => {
    server = await startTestServer();
    const session = await signInAs(server.app, 'cunyi01');
    const guess = (oldPassword: string) =>
      server.app.inject({
        url: `/api/sysUsers/password/cunyi01/${encodeURIComponent('Nw#8264xQ')}?oldPassword=${encodeURIComponent(oldPassword)}`,
        headers: authorized(session),
      });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await guess(`wrong${attempt}`)).json<Envelope>().Message).toBe('旧密码错误');
    }
    const fifth = (await guess('wrong5')).json<Envelope>();
    expect(fifth).toMatchObject({ Success: false, StatusCode: 423 });
    expect(fifth.Message).toBe('连续输错密码5次，账号已锁定，请10分钟后再试');
    // Locked now: even the right old password is refused, and so is signing in.
    expect((await guess(DEMO_PASSWORDS.cunyi01)).json<Envelope>().StatusCode).toBe(423);
    const signIn = await attemptSignIn(server.app, 'cunyi01', DEMO_PASSWORDS.cunyi01);
    expect(signIn.body.StatusCode).toBe(423);
  });
});
