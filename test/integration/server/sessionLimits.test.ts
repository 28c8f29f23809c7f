import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, signInAs } from './helpers';

/**
 * The server ends sessions by itself: after SESSION_IDLE_MINUTES without a request (refreshes
 * alone keep none alive), SESSION_MAX_HOURS after the sign-in however busy, and beyond
 * SESSIONS_PER_USER a new sign-in ends the user's oldest. The clock is moved with Date.now.
 */
describe('session limits', () => {
  let server: TestServer;
  let clock: number;

  beforeAll(async () => {
    server = await startTestServer({
      sessionIdleMinutes: 1,
      sessionMaxHours: 1,
      sessionsPerUser: 2,
    });
  });

  afterAll(() => server.close());

  beforeEach(() => {
    clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const wait = (seconds: number) => {
    clock += seconds * 1000;
  };
  const read = (session: Pick<SessionReply, 'token' | 'token_type'>) =>
    server.app.inject({ url: '/api/versionupdate', headers: authorized(session) });
  const refresh = async (session: SessionReply): Promise<SessionReply | undefined> => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/tokens/RefreshToken',
      payload: { token: session.token },
    });
    return reply.statusCode === 200 ? reply.json<Envelope<SessionReply>>().Response! : undefined;
  };
  const reasonOf = (account: string): (string | null)[] =>
    server.db
      .prepare<[string], { revoke_reason: string | null }>(
        `SELECT s.revoke_reason FROM auth_sessions s JOIN users u ON u.user_id = s.user_id
         WHERE u.account = ? ORDER BY s.created_at, s.rowid`,
      )
      .all(account)
      .map((row) => row.revoke_reason);

  it('an idle session dies after the idle limit even while refreshing', async () => {
    let session = await signInAs(server.app, 'qyadmin');
    expect((await read(session)).statusCode).toBe(200);
    wait(40);
    session = (await refresh(session))!;
    expect(session).toBeDefined();
    wait(40);
    // 80 s since the last request: refreshed twice, but idle.
    expect(await refresh(session)).toBeUndefined();
    expect((await read(session)).statusCode).toBe(401);
    expect(reasonOf('qyadmin').at(-1)).toBe('idle');
  });

  it('requests keep a session alive until its lifetime', async () => {
    const session = await signInAs(server.app, 'gwservice');
    for (let minute = 0; minute < 59; minute += 1) {
      wait(55);
      expect((await read(session)).statusCode).toBe(200);
    }
    wait(400);
    expect((await read(session)).statusCode).toBe(401);
    expect(reasonOf('gwservice').at(-1)).toBe('expired');
  });

  it('a sign-in beyond the per-user limit ends the oldest session', async () => {
    const first = await signInAs(server.app, 'xzys01');
    wait(1);
    const second = await signInAs(server.app, 'xzys01');
    wait(1);
    const third = await signInAs(server.app, 'xzys01');
    expect((await read(first)).statusCode).toBe(401);
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(third)).statusCode).toBe(200);
    expect(reasonOf('xzys01')).toEqual(['limit', null, null]);
  });
});
