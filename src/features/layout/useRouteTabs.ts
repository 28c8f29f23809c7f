import { useEffect } from 'react';

import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { documentTitle, REDIRECT_PREFIX, type ResolvedRoute } from './shellRoutes';
import { tabOpened } from './tabsSlice';

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
  useEffect(() => {
    if (!openable) return;
    dispatch(tabOpened({ fullPath, path: pathname, title: tabTitle, affix, noCache }));
  }, [dispatch, openable, fullPath, pathname, tabTitle, affix, noCache]);

  const routeTitle = resolved?.title ?? '';
  useEffect(() => {
    if (isRedirect) return;
    document.title = documentTitle(routeTitle, platformTitle);
  }, [isRedirect, routeTitle, platformTitle]);
};
