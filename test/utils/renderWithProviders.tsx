import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppProviders } from '@/app/AppProviders';
import { type AppStore, makeStore, type RootState } from '@/app/store';
import { sessionRestored } from '@/features/auth';
import { type FormExtensions, NO_FORM_EXTENSIONS } from '@/features/resources';
import { api } from '@/services/api';

import { publicSession } from '../unit/sagas/fixtures';

import './messageChannelStub';

/**
 * Stores rendered by a test are stopped after it: their flows are spawned (detached) and would
 * keep timers and requests running past the test, into a torn-down jsdom. Signing out stops the
 * flows, running requests are awaited, resetting the API clears RTK Query's timers.
 */
const liveStores = new Set<AppStore>();

afterEach(async () => {
  for (const store of liveStores) {
    store.dispatch({ type: 'session/signedOut' });
    // Requests already sent finish before jsdom goes away (they read window.location).
    await Promise.allSettled([
      ...store.dispatch(api.util.getRunningQueriesThunk()),
      ...store.dispatch(api.util.getRunningMutationsThunk()),
    ]);
    store.dispatch(api.util.resetApiState());
    store.sagaTask.cancel();
  }
  liveStores.clear();
});

export interface RenderOptions {
  /** A store to render with; otherwise a fresh real one from makeStore(preloadedState). */
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  /** Routes for a memory data router; without them `ui` is the one page at every path. */
  routes?: RouteObject[];
  initialEntries?: string[];
  /**
   * The record dialogs' form extensions: none unless given, so a test of the generic dialog sees
   * the catalogue's form alone; a test of a family's rules passes the app's (`formExtensions`
   * of src/app/formExtensionTable.ts).
   */
  formExtensions?: FormExtensions;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders like the app does: a real store (makeStore, sagas included), antd with the app's
 * theme and App context, and a memory data router (loaders and lazy routes work); the form
 * extensions are the test's own (see RenderOptions).
 */
export const renderWithProviders = (
  ui: ReactElement | null,
  options: RenderOptions = {},
): RenderWithProvidersResult => {
  const store = options.store ?? makeStore(options.preloadedState);
  liveStores.add(store);
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} formExtensions={options.formExtensions ?? NO_FORM_EXTENSIONS}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, user, router };
};

/** A real store whose user is signed in (a stored session, valid two hours). */
export const signedInStore = (): AppStore => {
  const store = makeStore();
  act(() => {
    store.dispatch(
      sessionRestored({
        session: publicSession({ expiredTime: Date.now() + 7_200_000 }),
        at: Date.now(),
      }),
    );
  });
  return store;
};
