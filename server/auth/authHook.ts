import { type FastifyRequest, type onRequestAsyncHookHandler } from 'fastify';

import { type ServerContext } from '../context';
import { unauthorized } from '../http/errors';
import { dedicatedPermission } from '../routes/routePermissions';
import { assertPermission } from '../security/routePermission';
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

/**
 * Every hand-written /api route: its declared permission (routePermissions.ts or
 * `config.permission`), checked by the one check. Public routes pass without a token; a route
 * with no declaration is refused.
 */
export const createAuthHook =
  (ctx: ServerContext, mountPrefix = ''): onRequestAsyncHookHandler =>
  async (request) => {
    const permission = dedicatedPermission(
      request.routeOptions.url,
      mountPrefix,
      request.routeOptions.config,
    );
    if (permission?.access === 'public') return;
    const token = bearerToken(request);
    const user = token ? await authenticate(ctx, token) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
    assertPermission(ctx.db, user, permission);
  };
