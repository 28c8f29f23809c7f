import { type FastifyInstance } from 'fastify';

import { type ServerContext } from '../context';
import { ok } from '../http/envelope';

/**
 * Test-only counters, mounted only when CAPTCHA_FIXED_CODE is set: browser tests assert, for
 * example, that 20 parallel requests with an expiring token caused exactly one refresh.
 */
export const registerTestRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  if (ctx.config.captchaFixedCode === undefined) return;
  app.get('/api/test/stats', { config: { public: true } }, () => ok({ ...ctx.stats }));
  app.post('/api/test/stats/reset', { config: { public: true } }, () => {
    ctx.stats.refreshCount = 0;
    return ok({ ...ctx.stats });
  });
};
