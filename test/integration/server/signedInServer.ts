import { type SessionReply } from '../../../server/auth/sessionReply';
import { type ServerConfig } from '../../../server/config';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { type DemoAccount, signInAs } from './helpers';
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
