import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';

import { readShellFlags } from '@/services/config/shellFlags';
import { useAppSelector } from '@/shared/hooks/storeHooks';
import { clearTabDrafts, pruneTabDrafts, TabDraftScopeContext } from '@/shared/tabDraft';

import { FrozenRouterContexts, useRouterContexts } from './FrozenRouterContexts';
import { keepKey, type KeptPage, nextKeptPages } from './keepAlive';
import { KeptPageFrames, KeptPagesHostContext, type KeptPageView } from './KeptPagesHost';
import { REDIRECT_PREFIX } from './shellRoutes';
import { selectVisitedTabs } from './tabsSlice';

/**
 * The page area of the tab strip: the pages of the most recently shown tabs stay mounted, hidden
 * (`KeptPageFrame`: live, their DOM kept laid out) while another tab shows, so form input
 * survives a switch and the switch itself only un-hides DOM that is already built and laid out.
 *
 * At most `keptPagesLimit` pages stay mounted (runtime config, default 8): over it the least
 * recently shown page is unmounted, which frees its DOM and memory. Its tab stays, and what the
 * user had typed and the scroll position stay as data in the tab's drafts (`useTabDraft`), from
 * which the page is rebuilt when its tab is shown again.
 *
 * Each page is the route element captured on its first render (`useOutlet()`), wrapped in a
 * frozen copy of the router's contexts: a hidden page keeps seeing its own URL and params, so
 * the same page with other parameters is a separate tab with separate state, at any menu depth.
 * A page leaves the list when its tab closes (its memory and drafts go with it) or is refreshed
 * (new generation).
 *
 * Under the app's `KeptPagesHost` the frames are rendered there, above the router, through a
 * portal into this outlet's element (see the host for why); without one, in place.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const routerContexts = useRouterContexts();
  const host = useContext(KeptPagesHostContext);
  const container = useRef<HTMLDivElement>(null);
  const tabs = useAppSelector(selectVisitedTabs);
  const [kept, setKept] = useState<readonly KeptPage[]>([]);
  const [{ keptPagesLimit }] = useState(readShellFlags);

  const fullPath = `${location.pathname}${location.search}`;
  const isRedirect =
    location.pathname === REDIRECT_PREFIX || location.pathname.startsWith(`${REDIRECT_PREFIX}/`);
  const tab = tabs.find((item) => item.fullPath === fullPath);
  const generation = tab?.generation ?? 0;
  const currentKey = keepKey(fullPath, generation);
  const existing = kept.find((page) => page.key === currentKey);

  const current: KeptPage | null =
    isRedirect || !outlet
      ? null
      : (existing ?? {
          key: currentKey,
          fullPath,
          noCache: tab?.noCache ?? false,
          shownAt: 0,
          element: (
            <FrozenRouterContexts contexts={routerContexts}>
              <TabDraftScopeContext.Provider value={{ fullPath, generation }}>
                {outlet}
              </TabDraftScopeContext.Provider>
            </FrozenRouterContexts>
          ),
        });

  const next = nextKeptPages(kept, current, tabs, keptPagesLimit);
  if (next !== kept) {
    // Derived state adjusted during render (React's documented pattern): React re-renders at
    // once with the new list before committing, so no page mounts twice.
    setKept(next);
  }

  // Drafts of closed or refreshed tabs go with them; all of them go with the shell (sign-out).
  useEffect(() => pruneTabDrafts(tabs), [tabs]);
  useEffect(() => clearTabDrafts, []);

  const generations = new Map(tabs.map((item) => [item.fullPath, item.generation]));
  const pages: KeptPageView[] = next.map((page) => ({
    key: page.key,
    fullPath: page.fullPath,
    generation: generations.get(page.fullPath) ?? 0,
    shown: page.key === currentKey && !isRedirect,
    element: page.element,
  }));

  // In the commit of this render, so the host's re-render lands in the same frame.
  useLayoutEffect(() => {
    host?.publish({ container: container.current, pages });
  });
  useLayoutEffect(() => () => host?.clear(), [host]);

  return (
    <>
      {isRedirect && outlet}
      {host ? <div className="gw-kept-pages" ref={container} /> : <KeptPageFrames pages={pages} />}
    </>
  );
}
