import { type onRequestAsyncHookHandler } from 'fastify';

import { authenticate, bearerToken } from '../auth/authenticate';
import { type ServerContext } from '../context';
import { unauthorized } from '../http/errors';
import { assertPermission } from '../security/routePermission';
import { dedicatedPermission } from './routePermissions';

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
    const user = token ? await authenticate(ctx, token, request) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
    assertPermission(ctx.db, user, permission);
  };
