import { type FastifyRequest } from 'fastify';

import { type Db } from '../db/openDatabase';
import { type TokenService, type VerifiedClaims } from '../security/tokens';
import { type AuthUser } from './authUser';
import { managedHospitalIds } from './managedHospitals';
import { cookieToken } from './sessionCookie';
import { type SessionService } from './sessionService';
import { type UserRecord, type UserRepository } from './userRepository';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The services authentication reads; the server's context (server/context.ts) is one. */
export interface AuthServices {
  db: Db;
  tokens: TokenService;
  users: UserRepository;
  sessions: SessionService;
}

export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/** Why a user must change the password before anything else, or undefined (spec 2.5). */
export const passwordChangeReason = (
  user: Pick<UserRecord, 'isFirstLogin' | 'isPasswordExpired' | 'isStrongPassword'>,
): string | undefined => {
  if (user.isFirstLogin) return '首次登录须先修改初始密码';
  if (user.isPasswordExpired) return '密码已过期，须先修改密码';
  if (!user.isStrongPassword) return '密码强度不足，须先修改密码';
  return undefined;
};

const toAuthUser = (ctx: AuthServices, user: UserRecord): AuthUser => ({
  id: user.userId,
  account: user.account,
  hospitalId: user.hospitalId,
  groupId: user.groupId,
  isAdmin: user.isAdmin,
  manageRoot: user.manageHospId,
  managedHospitalIds: managedHospitalIds(ctx.db, user.manageHospId),
  mustChangePassword: passwordChangeReason(user),
});

/**
 * The claims and account of a well-signed token of an enabled user whose token version it
 * carries (a password change bumps the version). `graceSeconds` accepts a token expired at most
 * that long ago (refresh). Says nothing of the session: see `authenticate`.
 */
export const verifyToken = async (
  ctx: AuthServices,
  token: string,
  graceSeconds = 0,
): Promise<{ claims: VerifiedClaims; user: UserRecord } | undefined> => {
  const claims = await ctx.tokens.verify(token, graceSeconds);
  if (!claims) return undefined;
  const user = ctx.users.findById(claims.userId);
  if (!user || !user.enabled || user.tokenVersion !== claims.version) return undefined;
  return { claims, user };
};

/** Any age: the cookie only names the sign-in, the header's token is the one checked in full. */
const COOKIE_ANY_AGE_SECONDS = 366 * 86400;

/**
 * Whether the request's session cookie fits the header's sign-in (docs/decisions/0042): a cookie
 * sent must belong to the same sign-in as these claims (a header token of another session than
 * the browser's own is refused: planted, or carried over from elsewhere); no cookie is refused
 * for a browser's sign-in (a token copied out of the page opens nothing elsewhere) and leaves the
 * header alone to decide for the sessions of scripts, tests and other clients of the API.
 */
export const sameSessionAsCookie = async (
  ctx: Pick<AuthServices, 'tokens' | 'sessions'>,
  request: FastifyRequest,
  claims: VerifiedClaims,
): Promise<boolean> => {
  const cookie = cookieToken(request);
  if (!cookie) return !ctx.sessions.isCookieBound(claims.sessionId);
  const cookieClaims = await ctx.tokens.verify(cookie, COOKIE_ANY_AGE_SECONDS);
  return cookieClaims?.sessionId === claims.sessionId;
};

/**
 * The user of a valid token of a live session, or undefined: logged out, replaced by a refresh
 * longer than the rotation grace ago, revoked with the whole session, or of another sign-in than
 * the request's session cookie.
 */
export const authenticate = async (
  ctx: AuthServices,
  token: string,
  request: FastifyRequest,
): Promise<AuthUser | undefined> => {
  const verified = await verifyToken(ctx, token);
  if (!verified || !ctx.sessions.isLive(verified.claims)) return undefined;
  if (!(await sameSessionAsCookie(ctx, request, verified.claims))) return undefined;
  ctx.sessions.touch(verified.claims);
  return toAuthUser(ctx, verified.user);
};
