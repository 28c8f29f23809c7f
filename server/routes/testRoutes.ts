import { type FastifyInstance } from 'fastify';

import { TEST_PATHS } from '../../src/services/contract/testPaths';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';

/**
 * Test-only counters and a probe, mounted only when CAPTCHA_FIXED_CODE is set: browser tests
 * assert, for example, that 20 parallel requests with an expiring token caused exactly one
 * refresh and all reached the server with the new token.
 */
export const registerTestRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  if (ctx.config.captchaFixedCode === undefined) return;
  app.get(TEST_PATHS.stats, { config: { public: true } }, () => ok({ ...ctx.stats }));
  app.post(TEST_PATHS.resetStats, { config: { public: true } }, () => {
    ctx.stats.refreshCount = 0;
    ctx.stats.probeCount = 0;
    return ok({ ...ctx.stats });
  });
  // Protected like any business route: the auth hook answers 401 before this runs.
  app.get<{ Querystring: { n?: string } }>(TEST_PATHS.probe, (request) => {
    ctx.stats.probeCount += 1;
    return ok({ n: Number(request.query.n ?? 0) });
  });
};
