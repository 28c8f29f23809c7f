import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

import {
  HOME_PATH,
  type LoginLoaderData,
  loginUrlFor,
  readLoginData,
  selectIsSignedIn,
  signedOut,
} from '@/features/auth';
import { menuRequested, selectPermissionStatus } from '@/features/permission';
import { MESSAGES } from '@/services/http/apiError';
import { sessionExpired, tokenRefreshed } from '@/services/session/sessionEvents';
import { readAccessToken } from '@/services/session/sessionStore';
import { authorizationIsCurrent, getAuthorization } from '@/services/session/tokenRefresh';

import { type CoreStore, type RootState } from './configureAppStore';

const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Resolves once `done` holds for the store's state (checked now and after every action). */
const waitForState = (store: CoreStore, done: (state: RootState) => boolean): Promise<void> =>
  new Promise((resolve) => {
    if (done(store.getState())) {
      resolve();
      return;
    }
    const unsubscribe = store.subscribe(() => {
      if (!done(store.getState())) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * The route guard of spec 2.1 and 4, as data-router loaders. Signed in means a session in the
 * store and a token in storage (another tab may have signed out). Before every protected
 * navigation the token is refreshed when due; the first one after sign-in waits until the menu
 * setup saga has loaded the COPD setting and the menu tree.
 */
export const createNavigationGuard = (store: CoreStore) => {
  const isSignedIn = (): boolean => {
    const signedIn = selectIsSignedIn(store.getState());
    const hasToken = readAccessToken() !== null;
    if (signedIn && !hasToken) store.dispatch(signedOut());
    return signedIn && hasToken;
  };

  const protectedLoader = async ({ request }: LoaderFunctionArgs) => {
    const toLogin = () => redirect(loginUrlFor(pathOf(request)));
    if (!isSignedIn()) return toLogin();

    const auth = await getAuthorization();
    if (auth.kind !== 'ok') {
      const message = auth.kind === 'failed' ? auth.error.message : MESSAGES.unauthorized;
      store.dispatch(sessionExpired({ reason: 'refreshFailed', message }));
      return toLogin();
    }
    if (auth.refreshed) store.dispatch(tokenRefreshed(auth.refreshed));

    const status = selectPermissionStatus(store.getState());
    if (status === 'idle') store.dispatch(menuRequested());
    // The setup ends with the routes ready, or with the session over (expired, or the setup
    // failed and the token was reset).
    await waitForState(
      store,
      (state) => selectPermissionStatus(state) === 'ready' || !selectIsSignedIn(state),
    );
    return selectIsSignedIn(store.getState()) ? null : toLogin();
  };

  const loginLoader = (): Response | LoginLoaderData => {
    if (isSignedIn()) return redirect(HOME_PATH);
    return readLoginData();
  };

  /**
   * Whether the protected loader has anything to do: it has not when the session is in the
   * store, its token is stored and not due, no refresh runs and the menu is in; it would then
   * only return null. Skipping it then lets the router finish a navigation in the same task
   * (no loading state rendered first, and no render a few frames later), which a switch between
   * kept tabs needs to paint in one frame (the tabs' budget, DESIGN.md).
   */
  const mustRun = (): boolean => {
    const state = store.getState();
    return !(
      selectIsSignedIn(state) &&
      selectPermissionStatus(state) === 'ready' &&
      authorizationIsCurrent()
    );
  };

  return { protectedLoader, loginLoader, mustRun };
};
