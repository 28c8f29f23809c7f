import { type Db } from '../db/openDatabase';
import { HttpError } from '../http/errors';

/**
 * What a route needs, declared once per route (DESIGN.md Security): nothing (`public`), a valid
 * token (`signedIn`, for what belongs to the user or is scoped by hospital anyway), a button code
 * (`FunDetailID`, `{family}:{verb}` as the menu's formBtns carry it), a menu page (`page`: the
 * page's component in the user group's menu, and for an export the page's button too), or the
 * regional administrator (`admin`, with the message the others get). The reason of an exemption
 * is part of the declaration so a reviewer sees why a route has no button.
 */
export type RoutePermission =
  | { access: 'public'; reason: string }
  | { access: 'signedIn'; reason: string; duringPasswordChange?: true }
  | { access: 'button'; code: string }
  | { access: 'page'; component: string; button?: string }
  | { access: 'admin'; message: string };

export const PERMISSION_MESSAGE = '无权进行该操作';
export const PAGE_MESSAGE = '无权访问该功能';

export const button = (code: string): RoutePermission => ({ access: 'button', code });
export const signedIn = (reason: string): RoutePermission => ({ access: 'signedIn', reason });
export const publicRoute = (reason: string): RoutePermission => ({ access: 'public', reason });
/**
 * What a session that must change its password may still do (the password change itself): every
 * other route answers it 403 with the reason (spec 2.5: the client forces the change; so does the
 * server).
 */
export const duringPasswordChange = (reason: string): RoutePermission => ({
  access: 'signedIn',
  reason,
  duringPasswordChange: true,
});
/** A menu page (its `MenuComponet`), and a button of it when the route is one of its buttons. */
export const page = (component: string, buttonCode?: string): RoutePermission => ({
  access: 'page',
  component,
  ...(buttonCode === undefined ? {} : { button: buttonCode }),
});
export const adminOnly = (message: string): RoutePermission => ({ access: 'admin', message });

/** What the check reads of the signed-in user; auth's AuthUser is one. */
export interface PermissionSubject {
  groupId: number;
  isAdmin: boolean;
  /** Why the password must change first (then only `duringPasswordChange` routes are open). */
  mustChangePassword?: string;
}

/** The 403 a must-change session gets: the reason and what to do. */
export const passwordChangeFirst = (reason: string): string => `${reason}，修改密码后才能使用系统`;

/** Whether a user group's menu holds the page of a menu component; read per request. */
const groupHasPage = (db: Db, groupId: number, component: string): boolean =>
  db
    .prepare<[number, string], { held: number }>(
      `SELECT 1 AS held FROM group_functions g JOIN functions f ON f.function_id = g.function_id
       WHERE g.group_id = ? AND f.menu_componet = ?`,
    )
    .get(groupId, component) !== undefined;

/** Whether the user's menu holds a page (the regional administrator holds every one). */
export const holdsPage = (db: Db, user: PermissionSubject, component: string): boolean =>
  user.isAdmin || groupHasPage(db, user.groupId, component);

/** Whether a user group holds an operation code; read per request so a changed grant counts at once. */
const groupHolds = (db: Db, groupId: number, code: string): boolean =>
  db
    .prepare<[number, string], { held: number }>(
      'SELECT 1 AS held FROM group_function_details WHERE group_id = ? AND fun_detail_id = ?',
    )
    .get(groupId, code) !== undefined;

/**
 * Whether the user holds an operation code: the regional administrator (IsAdmin) holds every one.
 * For codes that change what a reply shows rather than open a route (persons:viewFull).
 */
export const holdsCode = (db: Db, user: PermissionSubject, code: string): boolean =>
  user.isAdmin || groupHolds(db, user.groupId, code);

/**
 * The one check of every route. The caller has authenticated `user` unless the route is public.
 * A route without a declaration is refused: a forgotten declaration must not open a route
 * (test/integration/server/routePermissions.test.ts walks every route to catch it earlier).
 * The regional administrator (IsAdmin) keeps every button and page, as the platform's
 * maintenance account for data no menu page shows.
 */
export const assertPermission = (
  db: Db,
  user: PermissionSubject | null,
  permission: RoutePermission | undefined,
): void => {
  if (permission?.access === 'public') return;
  if (!user) throw new HttpError(401, '登录已失效，请重新登录');
  if (!permission) throw new HttpError(403, PERMISSION_MESSAGE);
  if (
    user.mustChangePassword !== undefined &&
    !(permission.access === 'signedIn' && permission.duringPasswordChange)
  ) {
    throw new HttpError(403, passwordChangeFirst(user.mustChangePassword));
  }
  switch (permission.access) {
    case 'signedIn':
      return;
    case 'admin':
      if (!user.isAdmin) throw new HttpError(403, permission.message);
      return;
    case 'page':
      if (user.isAdmin) return;
      if (!groupHasPage(db, user.groupId, permission.component)) {
        throw new HttpError(403, PAGE_MESSAGE);
      }
      if (permission.button !== undefined && !groupHolds(db, user.groupId, permission.button)) {
        throw new HttpError(403, PERMISSION_MESSAGE);
      }
      return;
    case 'button':
      if (user.isAdmin || groupHolds(db, user.groupId, permission.code)) return;
      throw new HttpError(403, PERMISSION_MESSAGE);
  }
};
