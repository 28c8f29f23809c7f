import { decodeJwt } from 'jose';

import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { attemptSignIn, DEMO_PASSWORDS, signInAs, type DemoAccount } from './helpers';

const SESSION_FIELDS = [
  'expires_in',
  'UserName',
  'UserAcc',
  'token',
  'token_type',
  'RegionCode',
  'HospitalID',
  'HospitalName',
  'GroupCode',
  'Hos_HospId',
  'HospClass',
  'IsAdmin',
  'IsRealNameSystem',
  'IsStrongPassword',
  'GroupId',
  'ManageHospId',
  'IsFirstLogin',
  'IsPasswordExpired',
  'ManageRegionCode',
].sort();

describe('sign-in (tc: RSA-encrypted credentials)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it.each(Object.keys(DEMO_PASSWORDS) as DemoAccount[])(
    'signs %s in with every session field',
    async (account) => {
      const { status, body } = await attemptSignIn(server.app, account, DEMO_PASSWORDS[account]);
      expect(status).toBe(200);
      expect(body).toMatchObject({ StatusCode: 200, Success: true });
      const session = body.Response!;
      expect(Object.keys(session).sort()).toEqual(SESSION_FIELDS);
      expect(session).toMatchObject({ UserAcc: account, token_type: 'Bearer', expires_in: 7200 });
      expect(session.UserName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);

      const claims = decodeJwt(session.token);
      expect(claims).toMatchObject({ acc: account, ver: 0 });
      expect(claims.exp! - claims.iat!).toBe(7200);
    },
  );

  it('answers the institution and flags of each demo user', async () => {
    expect(await signInAs(server.app, 'qyadmin')).toMatchObject({
      UserName: '王建国',
      HospitalID: '340881001',
      HospitalName: '桐城市卫生健康委员会',
      HospClass: 1,
      Hos_HospId: '',
      RegionCode: '340881',
      ManageRegionCode: '340881',
      ManageHospId: '340881001',
      GroupCode: 'QYGL',
      GroupId: 1,
      IsAdmin: true,
      IsStrongPassword: true,
      IsFirstLogin: false,
      IsPasswordExpired: false,
    });
    expect(await signInAs(server.app, 'xzys01')).toMatchObject({
      HospitalName: '孔城镇卫生院',
      HospClass: 2,
      Hos_HospId: '340881001',
      RegionCode: '340881100',
      GroupCode: 'XZYS',
      IsAdmin: false,
    });
    expect(await signInAs(server.app, 'cunyi01')).toMatchObject({
      HospitalName: '孔城镇桐梓村卫生室',
      HospClass: 3,
      Hos_HospId: '340881100001',
      GroupCode: 'CY',
    });
    expect(await signInAs(server.app, 'xinyh01')).toMatchObject({
      HospitalName: '范岗镇卫生院',
      IsFirstLogin: true,
    });
    expect(await signInAs(server.app, 'guoqi01')).toMatchObject({
      HospitalName: '新渡镇卫生院',
      IsPasswordExpired: true,
    });
    expect(await signInAs(server.app, 'ruomm01')).toMatchObject({
      HospitalName: '双港镇卫生院',
      IsStrongPassword: false,
    });
  });

  it('works under the /GWEHR prefix and ignores the account case', async () => {
    const { body } = await attemptSignIn(server.app, 'QYAdmin', DEMO_PASSWORDS.qyadmin, {
      prefix: '/GWEHR',
    });
    expect(body.Success).toBe(true);
    expect(body.Response?.UserAcc).toBe('qyadmin');
  });

  it('gives the same answer for an unknown account, a wrong password and garbage', async () => {
    const expected = { StatusCode: 400, Success: false, Message: '账号或密码错误' };
    const unknown = await attemptSignIn(server.app, 'nobody99', 'Whatever#123');
    const wrong = await attemptSignIn(server.app, 'xzys01', 'Wrong@5821#kc');
    const plain = await attemptSignIn(server.app, 'cunyi01', DEMO_PASSWORDS.cunyi01, {
      encrypt: false,
    });
    for (const attempt of [unknown, wrong, plain]) {
      expect(attempt.status).toBe(200);
      expect(attempt.body).toEqual({ ...expected, Response: null });
    }
  });

  it('answers a wrong captcha with its own message, before looking at the password', async () => {
    const { status, body } = await attemptSignIn(server.app, 'qyadmin', DEMO_PASSWORDS.qyadmin, {
      code: 'ABCD',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      StatusCode: 400,
      Success: false,
      Message: '验证码错误或已过期',
      Response: null,
    });
  });

  it('locks an account for 10 minutes after 5 wrong passwords', async () => {
    const wrong = 'Wrong#Pass9';
    for (let i = 1; i <= 4; i += 1) {
      expect((await attemptSignIn(server.app, 'guoqi01', wrong)).body.Message).toBe(
        '账号或密码错误',
      );
    }
    const fifth = await attemptSignIn(server.app, 'guoqi01', wrong);
    const lockedReply = {
      StatusCode: 423,
      Success: false,
      Message: '连续输错密码5次，账号已锁定，请10分钟后再试',
      Response: null,
    };
    expect(fifth).toEqual({ status: 200, body: lockedReply });
    // Even the right password is refused while locked.
    expect((await attemptSignIn(server.app, 'guoqi01', DEMO_PASSWORDS.guoqi01)).body).toEqual(
      lockedReply,
    );

    const row = server.db
      .prepare<[string], { locked_until: number }>(
        'SELECT locked_until FROM login_failures WHERE identifier = ?',
      )
      .get('guoqi01');
    expect(row!.locked_until - Date.now()).toBeGreaterThan(9.9 * 60 * 1000);

    // Ten minutes later (simulated) the account opens again with a fresh count.
    server.db
      .prepare('UPDATE login_failures SET locked_until = ? WHERE identifier = ?')
      .run(Date.now() - 1, 'guoqi01');
    expect((await attemptSignIn(server.app, 'guoqi01', DEMO_PASSWORDS.guoqi01)).body.Success).toBe(
      true,
    );
  });

  it('locks unknown accounts the same way, so a lockout reveals nothing', async () => {
    let last = '';
    for (let i = 1; i <= 5; i += 1) {
      last = (await attemptSignIn(server.app, 'ghost01', 'Nope#1234')).body.Message;
    }
    expect(last).toBe('连续输错密码5次，账号已锁定，请10分钟后再试');
  });

  it('clears the failure count after a successful sign-in', async () => {
    for (let i = 1; i <= 4; i += 1) await attemptSignIn(server.app, 'ruomm01', 'bad-password');
    expect((await attemptSignIn(server.app, 'ruomm01', DEMO_PASSWORDS.ruomm01)).body.Success).toBe(
      true,
    );
    expect((await attemptSignIn(server.app, 'ruomm01', 'bad-password')).body.Message).toBe(
      '账号或密码错误',
    );
  });
});

describe('sign-in in a region without credential encryption', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ regionCode: 'demo', siteCode: 'demo' });
  });

  afterAll(() => server.close());

  it('takes the credential as plain text', async () => {
    const plain = await attemptSignIn(server.app, 'xzys01', DEMO_PASSWORDS.xzys01, {
      encrypt: false,
    });
    expect(plain.body.Success).toBe(true);
    const encrypted = await attemptSignIn(server.app, 'xzys01', DEMO_PASSWORDS.xzys01);
    expect(encrypted.body.Message).toBe('账号或密码错误');
  });
});
