import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { queueAuditEvent } from '../audit/auditLog';
import { bearerToken, sameSessionAsCookie, verifyToken } from '../auth/authenticate';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie';
import { toSessionReply } from '../auth/sessionReply';
import { signIn, type SignInRequest } from '../auth/signIn';
import { type ServerContext } from '../context';
import { fail, ok } from '../http/envelope';
import { unauthorized } from '../http/errors';
import { captchaRateLimit, signInRateLimit } from '../security/rateLimits';
import { typedAccount, userActor } from './routeAudit';

const PUBLIC = { public: true };

/** Ends the caller's session (sessions are revocable); the client calls it on 安全退出. */
export const LOGOUT_PATH = '/api/tokens/logout';

const signInSchema = {
  body: {
    type: 'object',
    required: ['identifier', 'credential', 'verifyCode'],
    properties: {
      identifier: { type: 'string', minLength: 1, maxLength: 64 },
      credential: { type: 'string', minLength: 1, maxLength: 2048 },
      verifyCode: { type: 'string', minLength: 1, maxLength: 128 },
      source: { type: 'string', maxLength: 16 },
    },
  },
};

const tokenProperty = { token: { type: 'string', minLength: 1, maxLength: 4096 } };

const captchaSchema = {
  querystring: {
    type: 'object',
    required: ['guid'],
    properties: {
      guid: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    },
  },
};

/** Session replies carry a token: no cache may keep them. */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * /api/tokens/*: captcha, sign-in, refresh and run parameters, reachable without a token, and
 * logout, which checks the token it ends itself (an expired one within the refresh grace too).
 */
export const registerTokenRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  /** The cookie lasts as long as a session may (SESSION_MAX_HOURS); the server ends it sooner. */
  const cookieLifetimeSeconds = ctx.config.sessionMaxHours * 3600;

  app.get<{ Querystring: { guid: string } }>(
    '/api/tokens/captchacode',
    { config: { ...PUBLIC, rateLimit: captchaRateLimit(ctx.config) }, schema: captchaSchema },
    (request, reply) =>
      noStore(reply)
        .type('image/svg+xml; charset=utf-8')
        .send(ctx.captchas.issue(request.query.guid)),
  );

  app.post<{ Body: SignInRequest }>(
    '/api/tokens/JWTToken3.0',
    { config: { ...PUBLIC, rateLimit: signInRateLimit(ctx.config) }, schema: signInSchema },
    async (request, reply) => {
      const outcome = await signIn(ctx, request.body);
      noStore(reply);
      if (!outcome.ok) {
        request.log.info({ statusCode: outcome.statusCode }, 'sign-in refused');
        queueAuditEvent(ctx.auditWrites, typedAccount(request, request.body.identifier.trim()), {
          action: 'signIn',
          result: 'fail',
          resource: 'tokens',
          detail: outcome.message,
        });
        return fail(outcome.message, outcome.statusCode);
      }
      const { user } = outcome;
      request.log.info({ userId: user.userId }, 'signed in');
      // A page of this origin signing in (browsers send Sec-Fetch-Site; no script can set it):
      // the session is bound to the cookie set here (docs/decisions/0042).
      const issued = await ctx.sessions.begin(user, {
        cookieBound: request.headers['sec-fetch-site'] === 'same-origin',
      });
      setSessionCookie(request, reply, issued.token, cookieLifetimeSeconds);
      queueAuditEvent(ctx.auditWrites, userActor(request, user), {
        action: 'signIn',
        resource: 'tokens',
      });
      return ok(toSessionReply(user, issued), '登录成功');
    },
  );

  /**
   * Rotation: the token sent is replaced and may not be refreshed again. Sending a replaced token
   * again is a replay (a copy is in someone else's hands): the whole session is revoked.
   */
  const refresh = async (
    request: FastifyRequest,
    token: string | undefined,
    reply: FastifyReply,
  ) => {
    ctx.stats.refreshCount += 1;
    noStore(reply);
    const verified = token
      ? await verifyToken(ctx, token, ctx.config.refreshGraceSeconds)
      : undefined;
    if (!verified || !(await sameSessionAsCookie(ctx, request, verified.claims))) {
      throw unauthorized();
    }
    const outcome = await ctx.sessions.rotate(verified.claims, verified.user);
    if (!outcome.ok) {
      request.log.warn(
        { userId: verified.user.userId, reason: outcome.reason },
        outcome.reason === 'replay' ? 'refresh token replayed: session revoked' : 'refresh refused',
      );
      throw unauthorized();
    }
    setSessionCookie(request, reply, outcome.issued.token, cookieLifetimeSeconds);
    return ok(toSessionReply(verified.user, outcome.issued), '刷新成功');
  };

  app.post<{ Body: { token: string } }>(
    '/api/tokens/RefreshToken',
    {
      config: PUBLIC,
      schema: { body: { type: 'object', required: ['token'], properties: tokenProperty } },
    },
    async (request, reply) => refresh(request, request.body.token, reply),
  );

  app.get<{ Querystring: { token: string } }>(
    '/api/tokens/RefreshToken',
    {
      config: PUBLIC,
      schema: { querystring: { type: 'object', required: ['token'], properties: tokenProperty } },
    },
    async (request, reply) => refresh(request, request.query.token, reply),
  );

  /**
   * 安全退出: the session of the token sent ends at once, with every token a refresh gave it. The
   * token is the credential, checked here rather than by the auth hook: one that expired but may
   * still be refreshed (REFRESH_GRACE_SECONDS) is accepted too, since its session is still alive
   * for whoever holds a copy. A token of a session already ended is refused like any bad token.
   */
  app.post(LOGOUT_PATH, async (request, reply) => {
    noStore(reply);
    clearSessionCookie(request, reply);
    const token = bearerToken(request);
    const verified = token
      ? await verifyToken(ctx, token, ctx.config.refreshGraceSeconds)
      : undefined;
    if (!verified || !ctx.sessions.end(verified.claims, 'logout')) throw unauthorized();
    request.log.info({ userId: verified.user.userId }, 'signed out');
    const { user } = verified;
    queueAuditEvent(ctx.auditWrites, userActor(request, user), {
      action: 'logout',
      resource: 'tokens',
    });
    return ok(null, '已安全退出');
  });

  const runParams = () =>
    ok({
      LoginTimeout: ctx.config.loginTimeoutMinutes,
      QQGroup: ctx.config.qqGroup,
      SystemName: ctx.config.systemName,
    });
  app.get('/api/tokens/systemrunparam', { config: PUBLIC }, runParams);
  app.post('/api/tokens/systemrunparam', { config: PUBLIC }, runParams);
};
