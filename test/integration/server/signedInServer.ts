import { type SessionReply } from '../../../server/auth/sessionReply';
import { type ServerConfig } from '../../../server/config';
import { setClockTo } from '../../utils/moveClock';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, type DemoAccount, signInAs } from './helpers';
import { type Client, clientFor } from './resourcesFixtures';

/** The reference server of a describe block, one signed-in user and that user's JSON calls. */
export interface SignedInServer {
  server: TestServer;
  session: SessionReply;
  api: Client;
}

/**
 * Starts the reference server before the block's tests, signs `account` in, and closes the server
 * after them. The fields are filled in by the block's first beforeAll, so a test reads them (as
 * `env.api`) inside its hooks and tests, never while the block is declared.
 */
export const useSignedInServer = (
  account: DemoAccount = 'qyadmin',
  config: Partial<ServerConfig> = {},
): SignedInServer => {
  const env = {} as SignedInServer;
  beforeAll(async () => {
    env.server = await startTestServer(config);
    env.session = await signInAs(env.server.app, account);
    env.api = clientFor(env.server.app, env.session);
  }, 60_000);
  afterAll(() => env.server.close());
  return env;
};

/** The reference server of a describe block, a client per named demo user and one signed out. */
export type ServerWithUsers<Name extends string> = {
  server: TestServer;
  anonymous: Client;
} & Record<Name, Client>;

/**
 * Starts the reference server before the block's tests and signs each user in under its name
 * (`{ township: 'xzys01' }` gives `users.township`); closes the server after them. As with
 * useSignedInServer, read the fields inside hooks and tests only.
 */
export const useServerWithUsers = <Name extends string>(
  accounts: Record<Name, DemoAccount>,
): ServerWithUsers<Name> => {
  const users = {} as Record<string, unknown>;
  beforeAll(async () => {
    const server = await startTestServer();
    users.server = server;
    for (const [name, account] of Object.entries<DemoAccount>(accounts)) {
      users[name] = clientFor(server.app, await signInAs(server.app, account));
    }
    users.anonymous = clientFor(server.app);
  }, 60_000);
  afterAll(() => (users.server as TestServer).close());
  return users as ServerWithUsers<Name>;
};

/** The three demo doctors whose scopes the chronic work tests compare. */
const DOCTORS = ['qyadmin', 'xzys01', 'cunyi01'] as const;

/** The reference server on a set day, and each demo doctor's authorization headers. */
export interface ServerOnDay {
  server: TestServer;
  /** Filled in for the three demo doctors (qyadmin, xzys01, cunyi01). */
  headers: Partial<Record<DemoAccount, Record<string, string>>>;
}

/**
 * Sets the clock to `instant` (fake timers until the block ends), starts the reference server,
 * lets `prepare` add test data and signs the three demo doctors in; closes it all after the block.
 */
export const useServerOnDay = (
  instant: number,
  prepare: (server: TestServer) => void = () => undefined,
): ServerOnDay => {
  const env = { headers: {} } as ServerOnDay;
  beforeAll(async () => {
    setClockTo(instant);
    env.server = await startTestServer();
    prepare(env.server);
    for (const account of DOCTORS) {
      env.headers[account] = authorized(await signInAs(env.server.app, account));
    }
  }, 120_000);
  afterAll(async () => {
    await env.server.close();
    jest.useRealTimers();
  });
  return env;
};
