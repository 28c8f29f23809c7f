import { type ContextType, type ReactNode, useContext } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from 'react-router-dom';

/** react-router's contexts above a route element, as they were at one render. */
export interface RouterContexts {
  dataRouter: ContextType<typeof DataRouterContext>;
  dataRouterState: ContextType<typeof DataRouterStateContext>;
  fetchers: ContextType<typeof FetchersContext>;
  viewTransition: ContextType<typeof ViewTransitionContext>;
  navigation: ContextType<typeof NavigationContext>;
  location: ContextType<typeof LocationContext>;
}

/** The router's contexts where this is called, to be frozen around a kept page. */
export const useRouterContexts = (): RouterContexts => ({
  dataRouter: useContext(DataRouterContext),
  dataRouterState: useContext(DataRouterStateContext),
  fetchers: useContext(FetchersContext),
  viewTransition: useContext(ViewTransitionContext),
  navigation: useContext(NavigationContext),
  location: useContext(LocationContext),
});

/**
 * A kept page's own copy of the router's contexts, as they were when it was first rendered:
 * its links, params and navigation keep working where the page is rendered outside the router
 * (`KeptPagesHost`), and a navigation elsewhere changes nothing the page reads.
 */
export function FrozenRouterContexts({
  contexts,
  children,
}: {
  contexts: RouterContexts;
  children: ReactNode;
}) {
  return (
    <DataRouterContext.Provider value={contexts.dataRouter}>
      <DataRouterStateContext.Provider value={contexts.dataRouterState}>
        <FetchersContext.Provider value={contexts.fetchers}>
          <ViewTransitionContext.Provider value={contexts.viewTransition}>
            <NavigationContext.Provider value={contexts.navigation}>
              <LocationContext.Provider value={contexts.location}>
                {children}
              </LocationContext.Provider>
            </NavigationContext.Provider>
          </ViewTransitionContext.Provider>
        </FetchersContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
