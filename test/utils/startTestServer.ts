import { type FastifyInstance } from 'fastify';

import { buildServer } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { type Db, isMemoryDb } from '../../server/db/openDatabase';
import { type LoggerOption } from '../../server/http/logger';
import { prepareDatabase } from '../../server/prepareDatabase';
import { type AdministratorSeed } from '../../server/seed/seedDatabase';
import { freshDemoDatabase } from './demoDatabase';

export interface TestServer {
  /** http://127.0.0.1:{port}, no trailing slash. */
  url: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Silent unless a test wants to read the log lines. */
  logger?: LoggerOption;
  /** A production database: this administrator instead of the demo (prepareDatabase). */
  productionAdmin?: AdministratorSeed;
}

/**
 * The reference server on a free 127.0.0.1 port with a fresh in-memory database (unless
 * overrides.dbFile says otherwise), captcha code 'TEST' and the test-only /api/test routes.
 */
export const startTestServer = async (
  overrides: Partial<ServerConfig> = {},
  options: TestServerOptions = {},
): Promise<TestServer> => {
  const config: ServerConfig = {
    ...loadConfig({}),
    dbFile: ':memory:',
    captchaFixedCode: 'TEST',
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    ...overrides,
  };
  const db = options.productionAdmin
    ? prepareDatabase(config.dbFile, { admin: options.productionAdmin })
    : isMemoryDb(config.dbFile)
      ? freshDemoDatabase()
      : prepareDatabase(config.dbFile);
  let app: FastifyInstance;
  try {
    app = await buildServer({ config, db, logger: options.logger ?? false });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    db.close();
    throw error;
  }
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server has no port');
  return {
    url: `http://${config.host}:${address.port}`,
    app,
    db,
    close: async () => {
      // Browsers keep idle keep-alive sockets open; without dropping them close() waits ~70 s.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      db.close();
    },
  };
};
