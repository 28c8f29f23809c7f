import { type ComponentProps, StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProviders } from './AppProviders';
import { type CoreStore } from './configureAppStore';

/**
 * The whole React tree of the page. The browser renders it (main.tsx) and the build renders it
 * for /login (scripts/prerender/renderSignIn.tsx): hydration needs both to be the same tree, so
 * there is one.
 */
export function AppRoot({
  store,
  router,
  onMounted,
}: {
  store: CoreStore;
  router: ComponentProps<typeof RouterProvider>['router'];
  /** Called once the tree has committed (after hydration, when hydrating). */
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
