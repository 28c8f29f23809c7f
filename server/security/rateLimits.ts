import fastifyRateLimit from '@fastify/rate-limit';
import { type FastifyInstance } from 'fastify';

import { type ServerConfig } from '../config';
import { HttpError } from '../http/errors';

const MINUTE_MS = 60_000;

/**
 * @fastify/rate-limit, per route (`config.rateLimit`), keyed by the client address: sign-in
 * attempts across accounts and captcha issuing. The per-account limit is the lock
 * after 5 wrong passwords (loginThrottle), which change-password guesses count toward too. The
 * address limits are generous because a township centre's staff share one NAT address.
 * Counters live in memory: one server process, reset on restart.
 */
export const registerRateLimits = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `请求过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`),
  });
};

/** The `config.rateLimit` of the sign-in route. */
export const signInRateLimit = (config: ServerConfig) => ({
  max: config.signInRateLimit,
  timeWindow: MINUTE_MS,
});

/** The `config.rateLimit` of the captcha route. */
export const captchaRateLimit = (config: ServerConfig) => ({
  max: config.captchaRateLimit,
  timeWindow: MINUTE_MS,
});
