import { useContext, useEffect, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useOutlet,
} from 'react-router-dom';

import { readShellFlags } from '@/services/config/shellFlags';
import { useAppSelector } from '@/shared/hooks/storeHooks';
import { clearTabDrafts, pruneTabDrafts, TabDraftScopeContext } from '@/shared/tabDraft';

import { keepKey, type KeptPage, nextKeptPages } from './keepAlive';
import { KeptPageFrame } from './KeptPageFrame';
import { REDIRECT_PREFIX } from './shellRoutes';
import { selectVisitedTabs } from './tabsSlice';

/**
 * The page area of the tab strip: the pages of the most recently shown tabs stay mounted, hidden
 * (`KeptPageFrame`: live, their DOM kept laid out) while another tab shows, so form input
 * survives a switch and the switch itself only un-hides DOM that is already built and laid out.
 * What must pause while a page is not seen reads `usePageShown()`.
 *
 * At most `keptPagesLimit` pages stay mounted (runtime config, default 8): over it the least
 * recently shown page is unmounted, which frees its DOM and memory. Its tab stays, and what the
 * user had typed and the scroll position stay as data in the tab's drafts (`useTabDraft`), from
 * which the page is rebuilt when its tab is shown again.
 *
 * Each page is the route element captured on its first render (`useOutlet()`), wrapped in a
 * frozen location context: a hidden page keeps seeing its own URL and params, so the same page
 * with other parameters is a separate tab with separate state, at any menu depth. A page leaves
 * the list when its tab closes (its memory and drafts go with it) or is refreshed (new
 * generation).
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const locationContext = useContext(LocationContext);
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
            <TabDraftScopeContext.Provider value={{ fullPath, generation }}>
              <LocationContext.Provider value={locationContext}>{outlet}</LocationContext.Provider>
            </TabDraftScopeContext.Provider>
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
  return (
    <>
      {isRedirect && outlet}
      {next.map((page) => (
        <KeptPageFrame
          key={page.key}
          fullPath={page.fullPath}
          generation={generations.get(page.fullPath) ?? 0}
          shown={page.key === currentKey && !isRedirect}
          element={page.element}
        />
      ))}
    </>
  );
}
