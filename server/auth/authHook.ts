import { type FastifyRequest, type onRequestAsyncHookHandler } from 'fastify';

import { type ServerContext } from '../context';
import { unauthorized } from '../http/errors';
import { dedicatedPermission } from '../routes/routePermissions';
import { assertPermission } from '../security/routePermission';
import { type VerifiedClaims } from '../security/tokens';
import { type AuthUser } from './authUser';
import { managedHospitalIds } from './managedHospitals';
import { type UserRecord } from './userRepository';

const BEARER = /^Bearer\s+(\S+)$/i;

export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

const toAuthUser = (ctx: ServerContext, user: UserRecord): AuthUser => ({
  id: user.userId,
  account: user.account,
  hospitalId: user.hospitalId,
  groupId: user.groupId,
  isAdmin: user.isAdmin,
  managedHospitalIds: managedHospitalIds(ctx.db, user.manageHospId),
});

/**
 * The claims and account of a well-signed token of an enabled user whose token version it
 * carries (a password change bumps the version). `graceSeconds` accepts a token expired at most
 * that long ago (refresh). Says nothing of the session: see `authenticate`.
 */
export const verifyToken = async (
  ctx: ServerContext,
  token: string,
  graceSeconds = 0,
): Promise<{ claims: VerifiedClaims; user: UserRecord } | undefined> => {
  const claims = await ctx.tokens.verify(token, graceSeconds);
  if (!claims) return undefined;
  const user = ctx.users.findById(claims.userId);
  if (!user || !user.enabled || user.tokenVersion !== claims.version) return undefined;
  return { claims, user };
};

/**
 * The user of a valid token of a live session, or undefined: logged out, replaced by a refresh
 * longer than the rotation grace ago, or revoked with the whole session.
 */
export const authenticate = async (
  ctx: ServerContext,
  token: string,
): Promise<AuthUser | undefined> => {
  const verified = await verifyToken(ctx, token);
  if (!verified || !ctx.sessions.isLive(verified.claims)) return undefined;
  return toAuthUser(ctx, verified.user);
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
