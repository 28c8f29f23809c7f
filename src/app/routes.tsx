import { redirect, type RouteObject } from 'react-router-dom';

import { RoutedLoginPage } from '@/features/auth';
import { errorPages } from '@/features/errors';
import { layoutPages } from '@/features/layout';
import { printPages } from '@/features/print';

import { type CoreStore } from './configureAppStore';
import { lazyPage } from './lazyRoute';
import { loadMenuPage, menuListShouldRun, prefetchMenuList } from './menuPages';
import { createNavigationGuard } from './navigationGuard';
import { shellPageRoutes } from './shellPages';
import { LOGIN_ROUTE_ID } from './signInHydration';

/** Nothing to paint while the first loader runs; the page comes in a moment. */
function RouteFallback() {
  return null;
}

/** Typing a password is the moment to fetch the shell's code (performance budget). */
export const warmUpShell = () => {
  void layoutPages.shell();
  void layoutPages.home();
};

export interface RouteOptions {
  /** Resolves when a sign-in may start: the browser's flows run (main.tsx). */
  beforeSignIn?: () => Promise<void>;
}

/**
 * The route table (spec 2.1). /login is the only public route; everything else, the error pages
 * and the unknown-path fallback included, sits under the guard. Paths the menu does not know
 * reach the shell's catch-all, which sends them to /404 once the menu is in.
 */
export const createRoutes = (store: CoreStore, options: RouteOptions = {}): RouteObject[] => {
  const guard = createNavigationGuard(store);
  return [
    {
      // Named, so the build's render and the browser's hydration data refer to it alike.
      id: LOGIN_ROUTE_ID,
      path: '/login',
      loader: guard.loginLoader,
      HydrateFallback: RouteFallback,
      Component: () => <RoutedLoginPage warmUp={warmUpShell} beforeSignIn={options.beforeSignIn} />,
    },
    {
      id: 'protected',
      loader: guard.protectedLoader,
      // A parent loader normally runs once; the guard runs before every navigation that it
      // has anything to do for (a token due, a session gone, the menu not in yet).
      shouldRevalidate: () => guard.mustRun(),
      HydrateFallback: RouteFallback,
      children: [
        {
          path: '/',
          lazy: lazyPage(layoutPages.shell),
          // The shell's own pages, then one catch-all that renders the user's menu pages: the
          // menu arrives after the router exists, so its routes are resolved from the
          // permission slice at render time (docs/decisions/0008-menu-routes-one-catch-all.md).
          children: [
            // Redirects in loaders, not <Navigate>: they happen before anything renders.
            { index: true, loader: () => redirect('/home') },
            ...shellPageRoutes.map(({ path, load }) => ({ path, lazy: lazyPage(load) })),
            { path: 'redirect/*', lazy: lazyPage(layoutPages.redirect) },
            {
              path: '*',
              lazy: lazyPage(loadMenuPage),
              loader: prefetchMenuList(store),
              shouldRevalidate: menuListShouldRun(store),
            },
          ],
        },
        // Paper forms render outside the shell: no navbar, menu, tabs or watermark on the page.
        { path: '/print/*', lazy: lazyPage(printPages.print) },
        { path: '/404', lazy: lazyPage(errorPages.notFound) },
        { path: '/401', lazy: lazyPage(errorPages.forbidden) },
        { path: '*', loader: () => redirect('/404') },
      ],
    },
  ];
};
