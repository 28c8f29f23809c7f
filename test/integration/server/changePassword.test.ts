import {
  hasRunOfThree,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_RUN_MESSAGE,
  passwordPolicyViolation,
} from '../../../server/auth/passwordPolicy';
import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope } from '../../../src/services/contract/envelope';
import { byExpected } from '../../utils/byExpected';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, DEMO_PASSWORDS, signInAs } from './helpers';

describe('new password rules', () => {
  it.each(
    byExpected([
      [
        PASSWORD_RULE_MESSAGE,
        [
          'Ab1#',
          'Abcdefghijklmn1#x',
          'abcd#2580x',
          'ABCD#2580X',
          'Abcd#efgh',
          'Abcd2580xy',
          'Ab 2580#xy',
        ],
      ],
      [
        PASSWORD_RUN_MESSAGE,
        ['Tc#abc9182', 'Tc#9321kx', 'Tc#aaa9182', 'Tc!!!9182x', 'Tc#aBc9182', 'Tc#zyx9182'],
      ],
    ]),
  )('refuses %s', (password, message) => {
    expect(passwordPolicyViolation(password)).toBe(message);
  });

  it.each(['Tc#9182xk', 'Qy@2026#Ws', 'Aa1!Bb2@', 'Zx_8264-Mn=Qp3', 'a1B2c3D4#'])(
    'accepts %s',
    (password) => {
      expect(passwordPolicyViolation(password)).toBeUndefined();
    },
  );

  it('finds runs only in letters and digits, repeats in anything', () => {
    expect(hasRunOfThree('#$%')).toBe(false);
    expect(hasRunOfThree('9ab')).toBe(false);
    expect(hasRunOfThree('ace')).toBe(false);
    expect(hasRunOfThree('%%%')).toBe(true);
    expect(hasRunOfThree('xyz')).toBe(true);
    expect(hasRunOfThree('789')).toBe(true);
  });
});

describe('change password route', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  const change = (
    session: SessionReply,
    account: string,
    newPassword: string,
    oldPassword: string,
  ) =>
    server.app.inject({
      url: `/GWEHR/api/sysUsers/password/${encodeURIComponent(account)}/${encodeURIComponent(
        newPassword,
      )}?oldPassword=${encodeURIComponent(oldPassword)}`,
      headers: authorized(session),
    });

  it('refuses weak passwords with HTTP 200, StatusCode 400 and the reason', async () => {
    const session = await signInAs(server.app, 'ruomm01');
    for (const [password, message] of [
      ['weakpass2', PASSWORD_RULE_MESSAGE],
      ['Tc#abc9182', PASSWORD_RUN_MESSAGE],
    ]) {
      const reply = await change(session, 'ruomm01', password!, DEMO_PASSWORDS.ruomm01);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        StatusCode: 400,
        Message: message,
        Success: false,
        Response: null,
      });
    }
  });

  it('checks the old password', async () => {
    const session = await signInAs(server.app, 'guoqi01');
    const reply = await change(session, 'guoqi01', 'Tc#9182xk', 'Wrong#1234');
    expect(reply.json<Envelope>()).toMatchObject({
      Success: false,
      StatusCode: 400,
      Message: '旧密码错误',
    });
  });

  it('refuses a new password equal to the old one', async () => {
    const session = await signInAs(server.app, 'gwservice');
    const reply = await change(
      session,
      'gwservice',
      DEMO_PASSWORDS.gwservice,
      DEMO_PASSWORDS.gwservice,
    );
    expect(reply.json<Envelope>().Message).toBe('新密码不能与旧密码相同');
  });

  it("refuses to change another account's password", async () => {
    const session = await signInAs(server.app, 'qyadmin');
    const reply = await change(session, 'xzys01', 'Tc#9182xk', DEMO_PASSWORDS.qyadmin);
    expect(reply.statusCode).toBe(403);
    expect(reply.json<Envelope>().Message).toBe('只能修改当前登录账号的密码');
  });

  it('clears the password flags, revokes old tokens and accepts the new password', async () => {
    const session = await signInAs(server.app, 'xinyh01');
    expect(session.IsFirstLogin).toBe(true);

    const reply = await change(session, 'xinyh01', 'Fg#7351xq', DEMO_PASSWORDS.xinyh01);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Envelope>()).toMatchObject({ Success: true, StatusCode: 200 });

    const stale = await server.app.inject({
      url: '/api/versionupdate',
      headers: authorized(session),
    });
    expect(stale.statusCode).toBe(401);
    await expect(signInAs(server.app, 'xinyh01')).rejects.toThrow('账号或密码错误');
    const fresh = await signInAs(server.app, 'xinyh01', 'Fg#7351xq');
    expect(fresh).toMatchObject({
      IsFirstLogin: false,
      IsPasswordExpired: false,
      IsStrongPassword: true,
    });

    const stored = server.db
      .prepare<[string], { password_hash: string }>(
        'SELECT password_hash FROM users WHERE account = ?',
      )
      .get('xinyh01');
    expect(stored!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored!.password_hash).not.toContain('Fg#7351xq');
  });
});
