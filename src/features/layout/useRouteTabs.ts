import { useEffect, useLayoutEffect, useRef } from 'react';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { documentTitle, REDIRECT_PREFIX, type ResolvedRoute } from './shellRoutes';
import { selectVisitedTabs, tabOpened } from './tabsSlice';

/**
 * Every route the shell shows becomes (or updates) its tab, and the page title follows it:
 * `{route title} - {platform title}` (spec 2.1). The /redirect detour is not a tab.
 */
export const useRouteTabs = (
  resolved: ResolvedRoute | null,
  pathname: string,
  fullPath: string,
  platformTitle: string,
): void => {
  const dispatch = useAppDispatch();
  const isRedirect = pathname.startsWith(`${REDIRECT_PREFIX}/`);
  const openable =
    resolved !== null &&
    !isRedirect &&
    resolved.kind !== 'container' &&
    resolved.kind !== 'external';

  const tabTitle = resolved?.tabTitle ?? '';
  const affix = resolved?.meta.affix ?? false;
  const noCache = resolved?.meta.noCache ?? false;
  // A switch to a tab that is already open as it is changes nothing: no event, so a switch
  // does not run every selector of every kept page nor write the stored tabs (a tab switch paints
  // in one frame). Read through a ref, so a tab closed while its page shows is not opened again.
  const alreadyOpen = useAppSelector((state) =>
    selectVisitedTabs(state).some(
      (tab) => tab.fullPath === fullPath && (tabTitle === '' || tab.title === tabTitle),
    ),
  );
  const alreadyOpenRef = useRef(alreadyOpen);
  useLayoutEffect(() => {
    alreadyOpenRef.current = alreadyOpen;
  });
  useEffect(() => {
    if (!openable || alreadyOpenRef.current) return;
    dispatch(tabOpened({ fullPath, path: pathname, title: tabTitle, affix, noCache }));
  }, [dispatch, openable, fullPath, pathname, tabTitle, affix, noCache]);

  const routeTitle = resolved?.title ?? '';
  useEffect(() => {
    if (isRedirect) return;
    document.title = documentTitle(routeTitle, platformTitle);
  }, [isRedirect, routeTitle, platformTitle]);
};
