import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope } from '../../../src/services/contract/envelope';
import { moveClockBy } from '../../utils/moveClock';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { attemptSignIn, authorized, DEMO_PASSWORDS, type DemoAccount, signInAs } from './helpers';

/**
 * Revocable sessions (DESIGN.md Security): rotation, replay, logout, password change and disable.
 */
describe('revocable sessions', () => {
  let server: TestServer;

  const refresh = (token: string) =>
    server.app.inject({ method: 'POST', url: '/api/tokens/RefreshToken', payload: { token } });

  const refreshed = async (token: string): Promise<SessionReply> => {
    const reply = await refresh(token);
    expect(reply.statusCode).toBe(200);
    return reply.json<Envelope<SessionReply>>().Response!;
  };

  /** The status a protected route answers with this session's token. */
  const statusWith = async (session: Pick<SessionReply, 'token' | 'token_type'>) =>
    (await server.app.inject({ url: '/api/versionupdate', headers: authorized(session) }))
      .statusCode;

  const revokeReason = (account: string) =>
    server.db
      .prepare<[string], { revoke_reason: string | null }>(
        `SELECT s.revoke_reason FROM auth_sessions s JOIN users u ON u.user_id = s.user_id
         WHERE u.account = ? ORDER BY s.created_at DESC, s.rowid DESC LIMIT 1`,
      )
      .get(account)?.revoke_reason;

  /** The id of the sysUsers record that mirrors a sign-in account. */
  const sysUserId = (account: string) =>
    server.db
      .prepare<[string], { id: string }>(
        "SELECT id FROM resource_records WHERE family = 'sysUsers' AND json_extract(data, '$.userAcc') = ?",
      )
      .get(account)!.id;

  const signInMessage = async (account: DemoAccount) =>
    (await attemptSignIn(server.app, account, DEMO_PASSWORDS[account])).body.Message;

  beforeAll(async () => {
    server = await startTestServer();
  }, 30_000);

  afterAll(() => server.close());

  afterEach(() => {
    jest.useRealTimers();
  });

  it('refuses a refresh token once used, and a replay revokes the whole session', async () => {
    const first = await signInAs(server.app, 'xzys01');
    const second = await refreshed(first.token);
    const third = await refreshed(second.token);
    expect(await statusWith(third)).toBe(200);

    // The first token again: someone holds a copy. Refused, and every token of the family dies.
    expect((await refresh(first.token)).statusCode).toBe(401);
    expect(revokeReason('xzys01')).toBe('replay');
    expect(await statusWith(third)).toBe(401);
    expect((await refresh(third.token)).statusCode).toBe(401);

    // Another sign-in of the same user is another family, untouched.
    const other = await signInAs(server.app, 'xzys01');
    expect(await statusWith(other)).toBe(200);
  });

  it('lets two refreshes of one token race: one wins, the loser revokes the family', async () => {
    const session = await signInAs(server.app, 'gwservice');
    const replies = await Promise.all([refresh(session.token), refresh(session.token)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
    expect(revokeReason('gwservice')).toBe('replay');
  });

  it('keeps the old token working for the rotation grace after a refresh, then refuses it', async () => {
    const old = await signInAs(server.app, 'qyadmin');
    const fresh = await refreshed(old.token);
    // Requests already in flight with the old token still land…
    expect(await statusWith(old)).toBe(200);
    moveClockBy(31_000);
    // …but 30 s later (TOKEN_ROTATION_GRACE_SECONDS) it is refused, and the new one is not.
    expect(await statusWith(old)).toBe(401);
    expect(await statusWith(fresh)).toBe(200);
  });

  it('logout revokes the session at once: its token and its refresh are refused', async () => {
    const session = await signInAs(server.app, 'cunyi01');
    const after = await refreshed(session.token);
    const reply = await server.app.inject({
      method: 'POST',
      url: '/GWEHR/api/tokens/logout',
      headers: authorized(after),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Envelope>().Message).toBe('已安全退出');
    expect(revokeReason('cunyi01')).toBe('logout');
    expect(await statusWith(after)).toBe(401);
    // The token replaced just before, still within its grace, goes with the session.
    expect(await statusWith(session)).toBe(401);
    expect((await refresh(after.token)).statusCode).toBe(401);
    // Logging out again, or without a token, is refused like any protected call.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/logout',
      headers: authorized(after),
    });
    expect(again.statusCode).toBe(401);
  });

  it('logout takes a token expired but still refreshable, and its session ends', async () => {
    const session = await signInAs(server.app, 'xzys01');
    // Past the token's life (TOKEN_TTL_SECONDS 7200) but inside REFRESH_GRACE_SECONDS (3600).
    moveClockBy((7200 + 1800) * 1000);
    expect(await statusWith(session)).toBe(401);
    const logout = (token: Pick<SessionReply, 'token' | 'token_type'>) =>
      server.app.inject({ method: 'POST', url: '/api/tokens/logout', headers: authorized(token) });
    const reply = await logout(session);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Envelope>().Message).toBe('已安全退出');
    expect(revokeReason('xzys01')).toBe('logout');
    // A copy of the token can no longer bring the session back.
    expect((await refresh(session.token)).statusCode).toBe(401);
    expect((await logout(session)).statusCode).toBe(401);

    // A token with a broken signature is no credential: refused, and its session lives on.
    const late = await signInAs(server.app, 'xzys01');
    const at = late.token.length - 10;
    const forged = `${late.token.slice(0, at)}${late.token[at] === 'A' ? 'B' : 'A'}${late.token.slice(at + 1)}`;
    expect((await logout({ ...late, token: forged })).statusCode).toBe(401);
    expect(revokeReason('xzys01')).toBeNull();
    // Past the refresh grace the token is refused as well, and nothing is revoked.
    moveClockBy((7200 + 3600 + 60) * 1000);
    expect((await logout(late)).statusCode).toBe(401);
    expect(revokeReason('xzys01')).toBeNull();
  });

  it('a password change revokes every session of the user', async () => {
    const one = await signInAs(server.app, 'guoqi01');
    const two = await signInAs(server.app, 'guoqi01');
    const newPassword = 'Nw#8264xQ';
    const changed = await server.app.inject({
      url: `/api/sysUsers/password/guoqi01/${encodeURIComponent(newPassword)}?oldPassword=${encodeURIComponent(DEMO_PASSWORDS.guoqi01)}`,
      headers: authorized(one),
    });
    expect(changed.json<Envelope>().Success).toBe(true);
    expect([await statusWith(one), await statusWith(two)]).toEqual([401, 401]);
    expect((await refresh(two.token)).statusCode).toBe(401);
    expect(revokeReason('guoqi01')).toBe('password');
  });

  it('disabling an account revokes every session of it', async () => {
    const admin = await signInAs(server.app, 'qyadmin');
    const user = await signInAs(server.app, 'xinyh01');
    const id = sysUserId('xinyh01');
    const disabled = await server.app.inject({
      method: 'PUT',
      url: `/api/sysUsers/state/${id}`,
      headers: authorized(admin),
      payload: { state: '2' },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await statusWith(user)).toBe(401);
    expect(revokeReason('xinyh01')).toBe('disabled');
  });

  it('disabling through the generic edit stops sign-in and revokes every session, like state/{id}', async () => {
    const admin = authorized(await signInAs(server.app, 'qyadmin'));
    const user = await signInAs(server.app, 'ruomm01');
    const id = sysUserId('ruomm01');
    const edit = (payload: object, headers = admin, recordId = id) =>
      server.app.inject({ method: 'PUT', url: `/api/sysUsers/${recordId}`, headers, payload });

    const off = await edit({ state: '2', phone: '13912345678' });
    expect(off.statusCode).toBe(200);
    expect(off.json<Envelope<{ state: string }>>().Response?.state).toBe('2');
    expect(await statusWith(user)).toBe(401);
    expect((await refresh(user.token)).statusCode).toBe(401);
    expect(revokeReason('ruomm01')).toBe('disabled');
    expect(await signInMessage('ruomm01')).toBe('账号已停用，请联系管理员');

    // Enabled again through the same edit, the account signs in.
    expect((await edit({ state: '1' })).statusCode).toBe(200);
    expect((await signInAs(server.app, 'ruomm01')).UserAcc).toBe('ruomm01');
    // The record keeps its account: renaming it would cut the tie to the sign-in account.
    const renamed = await edit({ userAcc: 'ruomm02' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<Envelope>().Message).toBe('登录账号的用户账号不能修改');
    // Nobody disables the account they are signed in with.
    const own = await edit({ state: '2' }, admin, sysUserId('qyadmin'));
    expect(own.statusCode).toBe(409);
    expect(own.json<Envelope>().Message).toBe('不能停用或启用当前登录的账号');
  });

  it('deleting a user disables its sign-in and revokes every session', async () => {
    const admin = authorized(await signInAs(server.app, 'qyadmin'));
    const user = await signInAs(server.app, 'gwservice');
    const deletes = (ids: string[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/sysUsers/deletes',
        headers: admin,
        payload: ids,
      });

    const own = await deletes([sysUserId('qyadmin')]);
    expect(own.statusCode).toBe(409);
    expect(own.json<Envelope>().Message).toBe('不能删除当前登录的账号');

    const id = sysUserId('gwservice');
    expect((await deletes([id])).statusCode).toBe(200);
    expect(await statusWith(user)).toBe(401);
    expect((await refresh(user.token)).statusCode).toBe(401);
    expect(revokeReason('gwservice')).toBe('deleted');
    expect(await signInMessage('gwservice')).toBe('账号已停用，请联系管理员');
  });
});
