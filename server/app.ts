import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';

import { registerClientRoutes } from './client/clientRoutes';
import { type ServerConfig } from './config';
import { createServerContext } from './context';
import { type Db } from './db/openDatabase';
import { errorHandler } from './http/errorHandler';
import { clientErrorHandler, frameworkErrors } from './http/frameworkErrors';
import { registerJsonParser } from './http/jsonParser';
import { buildLoggerOptions, type LoggerOption } from './http/logger';
import { servedOverTls } from './http/servedOverTls';
import { apiPlugin } from './routes/apiPlugin';
import { registerRateLimits } from './security/rateLimits';
import { loadServerSecrets, type ServerSecrets } from './security/secrets';
import { registerSecurityHeaders } from './security/securityHeaders';

export interface BuildServerOptions {
  config: ServerConfig;
  /** A migrated (and seeded) database; see prepareDatabase. The caller closes it. */
  db: Db;
  /** true (default): JSON lines on stdout; false: silent; or a stream (tests read it back). */
  logger?: LoggerOption;
  /** Defaults to the key files beside the database (made on first start). */
  secrets?: ServerSecrets;
}

/** The reference server, ready to `listen` or `inject`. */
export const buildServer = async ({
  config,
  db,
  logger = true,
  secrets = loadServerSecrets(config.dbFile),
}: BuildServerOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: buildLoggerOptions(logger, config.logLevel),
    // Client routes such as /archives/persons/ must not differ from their slash-less form.
    routerOptions: { ignoreTrailingSlash: true },
    // Behind nginx: request.ip (audit trail, rate limits) and request.protocol come from the
    // X-Forwarded-* headers of the proxies named in TRUST_PROXY, and of no one else.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Failures before any route runs answer the Chinese envelope too: bad input never answers 5xx.
    frameworkErrors,
    clientErrorHandler,
  });
  const ctx = createServerContext(config, db, secrets, app.log);
  // server.close() ends the export workers too (tests and the graceful stop leave no thread).
  app.addHook('onClose', () => ctx.workbooks.close());

  // What waits for the disk is written before the database closes.
  app.addHook('onClose', () => {
    ctx.writes.close();
    ctx.auditWrites.close();
  });
  app.decorateRequest('user', null);
  app.setErrorHandler(errorHandler);
  registerJsonParser(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // Production over TLS (direct, or behind nginx that says so): browsers keep to https for a
    // year. Plain-http intranet installs get none (a browser ignores it over http anyway).
    if (config.production && servedOverTls(request)) {
      reply.header('Strict-Transport-Security', 'max-age=31536000');
    }
  });
  await registerSecurityHeaders(app, config.clientDir, config);
  await registerRateLimits(app);
  // Dynamic replies only: the client's files are compressed at build time (preCompressed).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(apiPlugin, { prefix: '', ctx });
  await app.register(apiPlugin, { prefix: '/GWEHR', ctx });
  await registerClientRoutes(app, ctx);
  return app;
};
