import { type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';

import { type LoginLoaderData } from '@/features/auth';

import { AppRoot } from './AppRoot';
import { type CoreStore } from './configureAppStore';
import { createRoutes, type RouteOptions, warmUpShell } from './routes';
import { LOGIN_ROUTE_ID } from './signInHydration';

/**
 * The app's tree with its router: a chunk of its own, so the hydrated sign-in page (SignInRoot)
 * has neither in its code (the sign-in route's budget). main.tsx loads it for every visit but that
 * one, and on that page when the password field gets focus (warmUpShell) or at the sign-in at the
 * latest.
 */

export { warmUpShell };

/** A visit that starts in the app (a stored session, a deep link, another theme): from scratch. */
export const renderApp = (root: Root, store: CoreStore, options: RouteOptions): void => {
  const router = createBrowserRouter(createRoutes(store, options));
  root.render(<AppRoot store={store} router={router} />);
};

/**
 * After a sign-in on the router-less page: a router that starts on /login with the page's data
 * (nothing to load), navigates to `path` as the routed page would (the shell's code and the
 * guard's loader, the address replaced when done), and only then replaces the sign-in tree in
 * the same root, so the sign-in page shows 登录中 until the shell can paint.
 */
export const showAppAfterSignIn = async (
  root: Root,
  store: CoreStore,
  { path, loginData, ...options }: RouteOptions & { path: string; loginData: LoginLoaderData },
): Promise<void> => {
  const router = createBrowserRouter(createRoutes(store, options), {
    hydrationData: { loaderData: { [LOGIN_ROUTE_ID]: loginData } },
  });
  await router.navigate(path, { replace: true });
  root.render(<AppRoot store={store} router={router} />);
};
