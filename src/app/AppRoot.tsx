import { type ComponentProps, StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProviders } from './AppProviders';
import { type AppStore } from './store';

/**
 * The whole React tree of the page. The browser renders it (main.tsx) and the build renders it
 * for /login (scripts/prerender/renderSignIn.tsx): hydration needs both to be the same tree, so
 * there is one.
 */
export function AppRoot({
  store,
  router,
}: {
  store: AppStore;
  router: ComponentProps<typeof RouterProvider>['router'];
}) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
