import { type LoaderFunction, type ShouldRevalidateFunction } from 'react-router-dom';

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
 * The menu page a navigation to `url` opens (null off the menu or for a container), and whether
 * its list opens afresh: not when the page may bring back a list state of its own (its tab open
 * and shown since the app loaded, so kept alive; or its draft kept). A tab restored by a reload
 * opens its list afresh.
 */
const menuPageOf = (store: CoreStore, url: URL) => {
  const state = store.getState();
  const matched = matchMenuRoute(selectMenuRoutes(state), url.pathname);
  if (!matched || matched.route.kind === 'container') return null;
  const fullPath = `${url.pathname}${url.search}`;
  const open = state.tabs.visited.some((tab) => tab.fullPath === fullPath);
  const mayBeAlive = open && openedSinceLoad.has(fullPath);
  return {
    fullPath,
    component: matched.route.component,
    fresh: !mayBeAlive && !hasTabDraft(fullPath),
  };
};

/**
 * How long a menu click waits for its page's code and first rows before the navigation completes
 * without them (the page then shows its own loading state until they arrive). From the HTTP cache
 * the code is there in a few tens of milliseconds, even at 4× CPU throttling, and a list's first
 * page is one indexed query.
 */
export const MENU_PAGE_WAIT_MS = 300;

const atMost = (promise: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });

/**
 * The menu route's loader, on a navigation to a menu page that is not alive, waits (for at most
 * `MENU_PAGE_WAIT_MS`) for what the page's first render needs, so the page renders once, in the
 * navigation's own pass, with its rows:
 * - the page's code: a page rendered before it would suspend, show its loading state and then
 *   wait React's reveal throttle;
 * - on a list page of the generic kind (a family without a page of its own), the list's first
 *   page, asked for at once: a list rendered before its answer would render again when it comes,
 *   and an answer arriving during the navigation's render makes React render the whole page
 *   again, synchronously, to keep it consistent with the store. Not for a list that does not
 *   open afresh (`menuPageOf`).
 */
export const prefetchMenuList =
  (store: CoreStore): LoaderFunction =>
  async ({ request }) => {
    const page = menuPageOf(store, new URL(request.url));
    if (!page) return null;
    openedSinceLoad.add(page.fullPath);
    const { component, fresh } = page;
    const ready = Promise.all([import('./pageTable'), loadFirstPagePrefetch()]).then(
      ([{ pageTable, menuPages }, { prefetchFirstPage }]) => {
        const generic =
          !(component in pageTable.pages) && pageTable.resourcePage?.handles(component);
        return Promise.all([
          fresh && generic ? prefetchFirstPage(store.dispatch, component) : null,
          menuPages.preload(component),
        ]);
      },
    );
    // A page whose code or list fails to load says so itself, as without the wait.
    await atMost(ready, MENU_PAGE_WAIT_MS);
    return null;
  };

/**
 * Whether the menu route's loader runs again on a move between two menu pages (a tab switch, a
 * menu click): only when it has a list to ask for. A navigation that runs a loader commits its
 * page in a transition a frame or more after the click (react-router flushes only the loading
 * state with `flushSync`); one that runs none commits the page in the click's own task, so a
 * kept tab shows in the next frame (the tabs' budget, DESIGN.md).
 */
export const menuListShouldRun =
  (store: CoreStore): ShouldRevalidateFunction =>
  ({ nextUrl, defaultShouldRevalidate }) =>
    defaultShouldRevalidate && menuPageOf(store, nextUrl)?.fresh === true;
