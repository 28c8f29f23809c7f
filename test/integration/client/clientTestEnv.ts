import { type AppStore } from '@/app/store';
import { signedOut } from '@/features/auth';
import { api } from '@/services/api';
import { authApi } from '@/services/auth/authEndpoints';
import { newCaptchaGuid } from '@/services/auth/captchaUrl';
import { type RegionCode } from '@/services/config/regionVariants';
import { setRuntimeConfig } from '@/services/config/runtimeConfig';
import { depositSecret } from '@/services/session/secretVault';
import { type PublicSession } from '@/services/session/sessionTypes';

import { type ServerConfig } from '../../../server/config';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { DEMO_PASSWORDS, readClientConfig } from '../server/helpers';

export { DEMO_PASSWORDS };
export type DemoAccount = keyof typeof DEMO_PASSWORDS;

/** The fixed captcha code of startTestServer. */
export const TEST_CAPTCHA = 'TEST';

/**
 * The reference server in-process, with the client's runtime config pointed at it the way
 * /config.js points the browser: API origin, region and RSA public key.
 */
export const startClientServer = async (
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> => {
  const server = await startTestServer(overrides);
  const config = await readClientConfig(server.app);
  setRuntimeConfig({
    apiOrigin: server.url,
    regionCode: config.regionCode as RegionCode,
    siteCode: config.siteCode,
    rsaPublicKey: config.rsaPublicKey,
    supportPhone: config.supportPhone,
  });
  return server;
};

/** Asks the server for a captcha under a new guid, as the login page's image does. */
export const drawCaptcha = async (server: TestServer): Promise<string> => {
  const guid = newCaptchaGuid();
  const reply = await fetch(`${server.url}/GWEHR/api/tokens/captchacode?guid=${guid}`);
  if (!reply.ok) throw new Error(`captcha ${reply.status}`);
  return guid;
};

export interface SignInThroughStoreOptions {
  password?: string;
  code?: string;
  remember?: boolean;
}

/** Signs in the way the login form does: password into the vault, only its id dispatched. */
export const signInThroughStore = async (
  store: AppStore,
  server: TestServer,
  account: string,
  { password, code = TEST_CAPTCHA, remember = false }: SignInThroughStoreOptions = {},
): Promise<PublicSession> => {
  const guid = await drawCaptcha(server);
  const secret = password ?? DEMO_PASSWORDS[account as DemoAccount];
  return store
    .dispatch(
      authApi.endpoints.signIn.initiate({
        account,
        passwordRef: depositSecret(secret),
        verifyCode: `${guid}${code}`,
        remember,
      }),
    )
    .unwrap();
};

/** Reads the server's test counters (refresh calls). */
export const readStats = async (server: TestServer): Promise<{ refreshCount: number }> => {
  const reply = await fetch(`${server.url}/api/test/stats`);
  const body = (await reply.json()) as { Response: { refreshCount: number } };
  return body.Response;
};

export const resetStats = async (server: TestServer): Promise<void> => {
  await fetch(`${server.url}/api/test/stats/reset`, { method: 'POST' });
};

/**
 * Stops what a store left running: the flows are `spawn`ed (detached), so cancelling the root
 * task does not stop their timers, but `session/signedOut` does; resetting the API clears
 * RTK Query's cache-removal timers.
 */
export const disposeStore = (store: AppStore): void => {
  store.dispatch(signedOut());
  store.dispatch(api.util.resetApiState());
  store.sagaTask.cancel();
};

/**
 * Closes the server without waiting for the client's idle keep-alive sockets to time out (they
 * sometimes outlive fastify's close by the 72 s keep-alive timeout).
 */
export const closeServer = async (server: TestServer): Promise<void> => {
  server.app.server.closeAllConnections();
  await server.close();
};

/**
 * The reference server of a test file (startClientServer before its tests, closeServer after),
 * and, when given the file's memory storage, both stores emptied before each test. The server is
 * set in beforeAll: read `env.server` inside hooks and tests.
 */
export const setUpClientServer = (storage?: {
  local: Pick<Storage, 'clear'>;
  session: Pick<Storage, 'clear'>;
}): { server: TestServer } => {
  const env = {} as { server: TestServer };
  beforeAll(async () => {
    env.server = await startClientServer();
  });
  afterAll(() => closeServer(env.server));
  if (storage)
    beforeEach(() => {
      storage.local.clear();
      storage.session.clear();
    });
  return env;
};
