import { type AuthUser } from '../auth/authUser';
import { type Db } from '../db/openDatabase';
import { HttpError } from '../http/errors';

/**
 * What a route needs, declared once per route (issue 11): nothing (`public`), a valid token
 * (`signedIn`, for what belongs to the user or is scoped by hospital anyway), or a button code
 * (`FunDetailID`, `{family}:{verb}` as the menu's formBtns carry it). The reason of an
 * exemption is part of the declaration so a reviewer sees why a route has no button.
 */
export type RoutePermission =
  | { access: 'public'; reason: string }
  | { access: 'signedIn'; reason: string }
  | { access: 'button'; code: string };

export const PERMISSION_MESSAGE = '无权进行该操作';

export const button = (code: string): RoutePermission => ({ access: 'button', code });
export const signedIn = (reason: string): RoutePermission => ({ access: 'signedIn', reason });
export const publicRoute = (reason: string): RoutePermission => ({ access: 'public', reason });

/** Whether a user group holds an operation code; read per request so a changed grant counts at once. */
const groupHolds = (db: Db, groupId: number, code: string): boolean =>
  db
    .prepare<[number, string], { held: number }>(
      'SELECT 1 AS held FROM group_function_details WHERE group_id = ? AND fun_detail_id = ?',
    )
    .get(groupId, code) !== undefined;

/**
 * The one check of every route. The caller has authenticated `user` unless the route is public.
 * A route without a declaration is refused: a forgotten declaration must not open a route
 * (test/integration/server/routePermissions.test.ts walks every route to catch it earlier).
 * The regional administrator (IsAdmin) keeps every button, as the platform's maintenance account
 * for data no menu page shows.
 */
export const assertPermission = (
  db: Db,
  user: AuthUser | null,
  permission: RoutePermission | undefined,
): void => {
  if (permission?.access === 'public') return;
  if (!user) throw new HttpError(401, '登录已失效，请重新登录');
  if (!permission) throw new HttpError(403, PERMISSION_MESSAGE);
  if (permission.access === 'signedIn') return;
  if (user.isAdmin || groupHolds(db, user.groupId, permission.code)) return;
  throw new HttpError(403, PERMISSION_MESSAGE);
};
