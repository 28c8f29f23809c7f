import { matchPath } from 'react-router-dom';

import { type MenuRoute } from './routeTypes';

export interface MenuRouteMatch {
  route: MenuRoute;
  params: Record<string, string>;
  /** The containers above the route, outermost first (breadcrumb, open submenu). */
  ancestors: MenuRoute[];
}

interface FlatRoute {
  route: MenuRoute;
  ancestors: MenuRoute[];
  /** Dynamic segments: static paths win over patterns that could also match. */
  dynamic: number;
}

/** Every route of the tree with its ancestors, depth first (menu order). */
export const flattenMenuRoutes = (
  routes: readonly MenuRoute[],
  ancestors: MenuRoute[] = [],
): FlatRoute[] =>
  routes.flatMap((route) => [
    { route, ancestors, dynamic: (route.path.match(/[:*]/g) ?? []).length },
    ...flattenMenuRoutes(route.children, [...ancestors, route]),
  ]);

const paramsOf = (params: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** The menu route a pathname shows, at any depth of the tree; external routes never match. */
export const matchMenuRoute = (
  routes: readonly MenuRoute[],
  pathname: string,
): MenuRouteMatch | null => {
  const candidates = flattenMenuRoutes(routes)
    .filter((entry) => entry.route.kind !== 'external')
    .sort((a, b) => a.dynamic - b.dynamic);
  for (const { route, ancestors } of candidates) {
    const match = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname);
    if (match) return { route, ancestors, params: paramsOf(match.params) };
  }
  return null;
};

/** The first page reachable under a route (a container's landing page), in menu order. */
export const firstPageOf = (route: MenuRoute): MenuRoute | null => {
  if (route.kind === 'page') return route;
  for (const child of route.children) {
    if (child.meta.hidden) continue;
    const page = firstPageOf(child);
    if (page) return page;
  }
  return null;
};

/** The first pages of the menu, in order, for the home page's shortcuts. */
export const leadingPages = (routes: readonly MenuRoute[], limit: number): MenuRoute[] =>
  flattenMenuRoutes(routes)
    .map((entry) => entry.route)
    .filter((route) => route.kind === 'page' && !route.meta.hidden && !route.path.includes(':'))
    .slice(0, limit);
