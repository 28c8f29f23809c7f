import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { actorOf, type AuditActor, type AuditEventInput, queueAuditEvent } from '../audit/auditLog';
import { type AuthUser } from '../auth/authUser';
import { type UserRecord } from '../auth/userRepository';
import { type ServerContext } from '../context';

/** Queues an entry for the signed-in user of a hand-written route. */
export const auditAs = (
  ctx: ServerContext,
  request: FastifyRequest,
  user: AuthUser,
  event: AuditEventInput,
): void => queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, user, request), event);

/** An account as the user table has it (sign-in, logout, password change). */
export const userActor = (
  request: FastifyRequest,
  user: Pick<UserRecord, 'account' | 'userName' | 'hospitalId'>,
): AuditActor => ({
  account: user.account,
  userName: user.userName,
  hospitalId: user.hospitalId,
  clientAddress: request.ip,
});

/** The account typed at a sign-in that failed: no user, no institution. */
export const typedAccount = (request: FastifyRequest, account: string): AuditActor => ({
  account,
  userName: '',
  hospitalId: '',
  clientAddress: request.ip,
});

const messageOf = (payload: unknown): string => {
  if (typeof payload !== 'string') return '';
  try {
    const parsed = JSON.parse(payload) as { Message?: unknown };
    return typeof parsed.Message === 'string' ? parsed.Message : '';
  } catch {
    return '';
  }
};

/**
 * Every request a signed-in user was refused (403: a missing button, a hospital out of reach, a
 * password still to change) goes to the trail with the path and the reason.
 */
export const addDeniedAudit = (app: FastifyInstance, ctx: ServerContext): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 403 && request.user) {
      auditAs(ctx, request, request.user, {
        action: 'denied',
        result: 'denied',
        resource: `${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 190)}`,
        detail: messageOf(payload),
      });
    }
    return payload;
  });
};
