import { healthProfilePath } from '../../../src/services/contract/pageLinks';
import { type AuthUser } from '../../auth/authUser';
import { type Db } from '../../db/openDatabase';
import { type PageLink } from './toolTypes';

/**
 * Where the user's own menu puts a page (its MenuLink), or undefined when the page is not in their
 * menu: a link is offered only to a page the user may open. The regional administrator keeps
 * every page (as the route check does).
 */
export const menuLink = (db: Db, user: AuthUser, component: string): string | undefined =>
  (user.isAdmin
    ? db
        .prepare<[string], { menu_link: string }>(
          'SELECT menu_link FROM functions WHERE menu_componet = ? ORDER BY sort_no LIMIT 1',
        )
        .get(component)
    : db
        .prepare<[number, string], { menu_link: string }>(
          `SELECT f.menu_link FROM group_functions g JOIN functions f ON f.function_id = g.function_id
           WHERE g.group_id = ? AND f.menu_componet = ? ORDER BY f.sort_no LIMIT 1`,
        )
        .get(user.groupId, component)
  )?.menu_link;

/** A page of the user's menu with a query, as a link; none when the page is not theirs. */
export const menuPageLink = (
  db: Db,
  user: AuthUser,
  component: string,
  label: string,
  query: Readonly<Record<string, string | undefined>> = {},
): PageLink[] => {
  const path = menuLink(db, user, component);
  if (!path) return [];
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return [{ label, path: search ? `${path}?${search}` : path }];
};

/** The 健康画像 of a resident (spec 2.2); the tab is titled with the masked name. */
export const healthProfileLink = (personNum: string, maskedName: string): PageLink => ({
  label: `打开${maskedName}的健康画像`,
  path: healthProfilePath(personNum, maskedName),
});
