import { type FastifyInstance } from 'fastify';

import { queueAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { passwordPolicyViolation } from '../auth/passwordPolicy';
import { SIGN_IN_MESSAGES } from '../auth/signIn';
import { type ServerContext } from '../context';
import { fail, ok } from '../http/envelope';
import { forbidden } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/password';
import { userActor } from './routeAudit';

interface ChangePassword {
  Params: { account: string; newPassword: string };
  Querystring: { oldPassword: string };
}

const schema = {
  params: {
    type: 'object',
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 64 },
      newPassword: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
  querystring: {
    type: 'object',
    required: ['oldPassword'],
    properties: { oldPassword: { type: 'string', minLength: 1, maxLength: 64 } },
  },
};

/**
 * Change password, as the contract has it: GET /api/sysUsers/password/{account}/{newPassword}
 * ?oldPassword=. Secrets in a URL are the contract's choice; the logger masks this path.
 */
export const registerSysUserRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<ChangePassword>(
    '/api/sysUsers/password/:account/:newPassword',
    { schema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const authUser = requireUser(request);
      const { account, newPassword } = request.params;
      const { oldPassword } = request.query;
      if (account.toLowerCase() !== authUser.account.toLowerCase()) {
        throw forbidden('只能修改当前登录账号的密码');
      }
      const violation = passwordPolicyViolation(newPassword);
      if (violation) return fail(violation);
      if (newPassword === oldPassword) return fail('新密码不能与旧密码相同');

      // Old-password guesses count toward the same lock as sign-in failures: a token
      // holder cannot try passwords without limit here either.
      if (ctx.throttle.isLocked(authUser.account)) return fail(SIGN_IN_MESSAGES.locked, 423);
      const user = ctx.users.findById(authUser.id);
      if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
        queueAuditEvent(
          ctx.auditWrites,
          userActor(request, user ?? { ...authUser, userName: '' }),
          {
            action: 'password',
            result: 'fail',
            resource: 'sysUsers',
            detail: '旧密码错误',
          },
        );
        return ctx.throttle.recordFailure(authUser.account)
          ? fail(SIGN_IN_MESSAGES.locked, 423)
          : fail('旧密码错误');
      }
      ctx.throttle.clear(authUser.account);
      ctx.users.changePassword(user.userId, await hashPassword(newPassword), Date.now());
      // The token version bump already refuses every token; the sessions say why in the table.
      ctx.sessions.revokeAllOf(user.userId, 'password');
      request.log.info({ userId: user.userId }, 'password changed');
      queueAuditEvent(ctx.auditWrites, userActor(request, user), {
        action: 'password',
        resource: 'sysUsers',
        recordIds: [String(user.userId)],
      });
      return ok(null, '密码修改成功，请重新登录');
    },
  );
};
