import { type FastifyInstance, type FastifyReply } from 'fastify';

import { authenticate } from '../auth/authHook';
import { toSessionReply } from '../auth/sessionReply';
import { signIn, type SignInRequest } from '../auth/signIn';
import { type ServerContext } from '../context';
import { fail, ok } from '../http/envelope';
import { unauthorized } from '../http/errors';

const PUBLIC = { public: true };

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

/** /api/tokens/*: captcha, sign-in, refresh and run parameters, all reachable without a token. */
export const registerTokenRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Querystring: { guid: string } }>(
    '/api/tokens/captchacode',
    { config: PUBLIC, schema: captchaSchema },
    (request, reply) =>
      noStore(reply)
        .type('image/svg+xml; charset=utf-8')
        .send(ctx.captchas.issue(request.query.guid)),
  );

  app.post<{ Body: SignInRequest }>(
    '/api/tokens/JWTToken3.0',
    { config: PUBLIC, schema: signInSchema },
    async (request, reply) => {
      const outcome = await signIn(ctx, request.body);
      noStore(reply);
      if (!outcome.ok) {
        request.log.info({ statusCode: outcome.statusCode }, 'sign-in refused');
        return fail(outcome.message, outcome.statusCode);
      }
      const { user } = outcome;
      request.log.info({ userId: user.userId }, 'signed in');
      const issued = await ctx.tokens.issue({
        userId: user.userId,
        account: user.account,
        version: user.tokenVersion,
      });
      return ok(toSessionReply(user, issued), '登录成功');
    },
  );

  const refresh = async (token: string | undefined, reply: FastifyReply) => {
    ctx.stats.refreshCount += 1;
    noStore(reply);
    const authUser = token
      ? await authenticate(ctx, token, ctx.config.refreshGraceSeconds)
      : undefined;
    const user = authUser && ctx.users.findById(authUser.id);
    if (!user) throw unauthorized();
    const issued = await ctx.tokens.issue({
      userId: user.userId,
      account: user.account,
      version: user.tokenVersion,
    });
    return ok(toSessionReply(user, issued), '刷新成功');
  };

  app.post<{ Body: { token: string } }>(
    '/api/tokens/RefreshToken',
    {
      config: PUBLIC,
      schema: { body: { type: 'object', required: ['token'], properties: tokenProperty } },
    },
    async (request, reply) => refresh(request.body.token, reply),
  );

  app.get<{ Querystring: { token: string } }>(
    '/api/tokens/RefreshToken',
    {
      config: PUBLIC,
      schema: { querystring: { type: 'object', required: ['token'], properties: tokenProperty } },
    },
    async (request, reply) => refresh(request.query.token, reply),
  );

  const runParams = () =>
    ok({
      LoginTimeout: ctx.config.loginTimeoutMinutes,
      QQGroup: ctx.config.qqGroup,
      SystemName: ctx.config.systemName,
    });
  app.get('/api/tokens/systemrunparam', { config: PUBLIC }, runParams);
  app.post('/api/tokens/systemrunparam', { config: PUBLIC }, runParams);
};
