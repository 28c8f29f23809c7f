import { Activity, useContext, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useOutlet,
} from 'react-router-dom';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { keepKey, type KeptPage, nextKeptPages } from './keepAlive';
import { REDIRECT_PREFIX } from './shellRoutes';
import { selectVisitedTabs } from './tabsSlice';

/**
 * The page area of the tab strip: every open tab's page stays mounted inside
 * `<Activity mode="hidden">` while another tab shows, so form input and scroll survive a switch,
 * and React runs the hidden page's effect cleanups (no timers, sockets or polling while hidden).
 *
 * Each page is the route element captured on its first render (`useOutlet()`), wrapped in a
 * frozen location context: a hidden page keeps seeing its own URL and params, so the same page
 * with other parameters is a separate tab with separate state, at any menu depth. A page leaves
 * the list when its tab closes (its memory goes with it) or is refreshed (new generation).
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const locationContext = useContext(LocationContext);
  const tabs = useAppSelector(selectVisitedTabs);
  const [kept, setKept] = useState<readonly KeptPage[]>([]);

  const fullPath = `${location.pathname}${location.search}`;
  const isRedirect =
    location.pathname === REDIRECT_PREFIX || location.pathname.startsWith(`${REDIRECT_PREFIX}/`);
  const tab = tabs.find((item) => item.fullPath === fullPath);
  const currentKey = keepKey(fullPath, tab?.generation ?? 0);
  const existing = kept.find((page) => page.key === currentKey);

  const current: KeptPage | null =
    isRedirect || !outlet
      ? null
      : (existing ?? {
          key: currentKey,
          fullPath,
          noCache: tab?.noCache ?? false,
          element: (
            <LocationContext.Provider value={locationContext}>{outlet}</LocationContext.Provider>
          ),
        });

  const next = nextKeptPages(kept, current, tabs);
  if (next !== kept) {
    // Derived state adjusted during render (React's documented pattern): React re-renders at
    // once with the new list before committing, so no page mounts twice.
    setKept(next);
  }

  return (
    <>
      {isRedirect && outlet}
      {next.map((page) => (
        <Activity
          key={page.key}
          mode={page.key === currentKey && !isRedirect ? 'visible' : 'hidden'}
        >
          <div className="gw-page" data-tab={page.fullPath}>
            {page.element}
          </div>
        </Activity>
      ))}
    </>
  );
}
