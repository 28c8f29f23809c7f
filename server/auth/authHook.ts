import { type FastifyRequest, type onRequestAsyncHookHandler } from 'fastify';

import { type ServerContext } from '../context';
import { unauthorized } from '../http/errors';
import { type AuthUser } from './authUser';
import { managedHospitalIds } from './managedHospitals';

const BEARER = /^Bearer\s+(\S+)$/i;

export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The user of a valid, unrevoked token, or undefined. Revocation is the token version: changing
 * the password bumps it, so every older token stops working at once.
 */
export const authenticate = async (
  ctx: ServerContext,
  token: string,
  graceSeconds = 0,
): Promise<AuthUser | undefined> => {
  const claims = await ctx.tokens.verify(token, graceSeconds);
  if (!claims) return undefined;
  const user = ctx.users.findById(claims.userId);
  if (!user || !user.enabled || user.tokenVersion !== claims.version) return undefined;
  return {
    id: user.userId,
    account: user.account,
    hospitalId: user.hospitalId,
    groupId: user.groupId,
    isAdmin: user.isAdmin,
    managedHospitalIds: managedHospitalIds(ctx.db, user.manageHospId),
  };
};

/** Every /api route not flagged `config.public` needs `Authorization: Bearer <jwt>`. */
export const createAuthHook =
  (ctx: ServerContext): onRequestAsyncHookHandler =>
  async (request) => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request);
    const user = token ? await authenticate(ctx, token) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  };
