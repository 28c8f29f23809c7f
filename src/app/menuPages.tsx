import { type LoaderFunction } from 'react-router-dom';

import { layoutPages } from '@/features/layout';
import { matchMenuRoute, selectMenuRoutes } from '@/features/permission';
import { loadFirstPagePrefetch } from '@/features/resources';
import { hasTabDraft } from '@/shared/tabDraft';

import { type CoreStore } from './configureAppStore';
import { formExtensions } from './formExtensionTable';

/**
 * The shell's catch-all menu page, given the app's page table (src/app/pageTable.ts), loaded
 * together with the form extensions of the record dialogs its pages open. The table loads here,
 * in the lazy load rather than at start-up, which keeps the resource catalogue off the sign-in
 * route (performance budget).
 */
export const loadMenuPage = async () => {
  const [{ menuPages }, { default: MenuRoutePage }] = await Promise.all([
    import('./pageTable'),
    layoutPages.menuPage(),
    formExtensions.preload(),
  ]);
  return {
    default: function ComposedMenuRoutePage() {
      return <MenuRoutePage pages={menuPages} />;
    },
  };
};

/** The menu pages navigated to since the app loaded: their tabs' pages may be alive. */
const openedSinceLoad = new Set<string>();

/**
 * The menu route's loader: a click on a list page of the generic kind (a family without a page
 * of its own) asks the server for the list's first page at once, while the page's code loads and
 * renders, so the page's first render has its rows instead of a skeleton and then a second
 * render (the data-entry bench's menu click → rows). Not for a page that may bring back a list
 * state of its own: one whose tab is open and was shown since the app loaded (kept alive), or
 * one whose draft is kept. A tab restored by a reload opens its list afresh, so it is asked for.
 */
export const prefetchMenuList =
  (store: CoreStore): LoaderFunction =>
  ({ request }) => {
    const { pathname, search } = new URL(request.url);
    const state = store.getState();
    const matched = matchMenuRoute(selectMenuRoutes(state), pathname);
    if (!matched || matched.route.kind === 'container') return null;
    const fullPath = `${pathname}${search}`;
    const open = state.tabs.visited.some((tab) => tab.fullPath === fullPath);
    const mayBeAlive = open && openedSinceLoad.has(fullPath);
    openedSinceLoad.add(fullPath);
    if (mayBeAlive || hasTabDraft(fullPath)) return null;
    const { component } = matched.route;
    void Promise.all([import('./pageTable'), loadFirstPagePrefetch()]).then(
      ([{ pageTable }, { prefetchFirstPage }]) => {
        if (component in pageTable.pages || !pageTable.resourcePage?.handles(component)) return;
        prefetchFirstPage(store.dispatch, component);
      },
    );
    return null;
  };
