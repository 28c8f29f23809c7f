import { type FastifyRequest } from 'fastify';

import { unauthorized } from '../http/errors';
import { type RoutePermission } from '../security/routePermission';

/** The signed-in user as routes see it (request.user). */
export interface AuthUser {
  id: number;
  account: string;
  hospitalId: string;
  groupId: number;
  isAdmin: boolean;
  /** The hospital whose subtree the user manages (ManageHospId). */
  manageRoot: string;
  /** The user's managed hospital and all its descendants. */
  managedHospitalIds: string[];
  /**
   * Why the password must change before anything else (first login, expired, weak), or
   * undefined. Such a session may only change the password and sign out (assertPermission).
   */
  mustChangePassword?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every protected /api route; null on public ones. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (captcha, sign-in, refresh, run parameters). */
    public?: boolean;
    /** What the route needs, declared beside its handler (else server/routes/routePermissions.ts). */
    permission?: RoutePermission;
  }
}

/** The signed-in user of a protected route; throws 401 if a route forgot to be protected. */
export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthorized();
  return request.user;
};
