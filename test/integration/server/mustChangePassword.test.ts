import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, DEMO_PASSWORDS, type DemoAccount, signInAs } from './helpers';

/**
 * Spec 2.5: an account that must change its password (first login, expired, weak) may only change
 * it and sign out. The client keeps the change dialog open; the server refuses everything else, so
 * a token used outside the client reads nothing either.
 */
describe('a session that must change its password', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  const get = (session: SessionReply, url: string) =>
    server.app.inject({ url, headers: authorized(session) });

  const MUST_CHANGE: readonly (readonly [DemoAccount, string])[] = [
    ['xinyh01', '首次登录须先修改初始密码，修改密码后才能使用系统'],
    ['guoqi01', '密码已过期，须先修改密码，修改密码后才能使用系统'],
    ['ruomm01', '密码强度不足，须先修改密码，修改密码后才能使用系统'],
  ];

  it.each(MUST_CHANGE)(
    '%s gets 403 with the reason on lists, exports and menus',
    async (account, message) => {
      const session = await signInAs(server.app, account);
      for (const url of [
        '/api/persons?PageSize=500',
        '/GWEHR/api/persons/page?PageSize=20',
        '/api/persons/personExcel',
        '/api/functionQXs/userMenus?userAcc=' + account,
        '/api/systemParams/IsAllowInputCOPD',
        '/api/versionupdate',
      ]) {
        const reply = await get(session, url);
        expect({ url, status: reply.statusCode }).toEqual({ url, status: 403 });
        expect(reply.json<Envelope>()).toEqual({
          StatusCode: 403,
          Message: message,
          Success: false,
          Response: null,
        });
      }
    },
  );

  it('may change the password, and then reads like everybody', async () => {
    const session = await signInAs(server.app, 'guoqi01');
    const changed = await get(
      session,
      `/api/sysUsers/password/guoqi01/${encodeURIComponent('Gq@5830#vz')}?oldPassword=${encodeURIComponent(DEMO_PASSWORDS.guoqi01)}`,
    );
    expect(changed.json<Envelope>()).toMatchObject({ Success: true, StatusCode: 200 });
    const fresh = await signInAs(server.app, 'guoqi01', 'Gq@5830#vz');
    const list = await get(fresh, '/api/persons?PageSize=5');
    expect(list.statusCode).toBe(200);
    expect(list.json<Envelope<{ total: number }>>().Response?.total).toBeGreaterThan(0);
  });

  it('may sign out', async () => {
    const session = await signInAs(server.app, 'xinyh01');
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/logout',
      headers: authorized(session),
    });
    expect(reply.statusCode).toBe(200);
    expect((await get(session, '/api/persons')).statusCode).toBe(401);
  });

  it('leaves an account without the flags alone', async () => {
    const session = await signInAs(server.app, 'xzys01');
    expect((await get(session, '/api/persons?PageSize=5')).statusCode).toBe(200);
  });
});
