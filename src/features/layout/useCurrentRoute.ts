import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { selectMenuRoutes } from '@/features/permission';
import { useAppSelector } from '@/shared/hooks/storeHooks';

import { resolveRoute, type ResolvedRoute } from './shellRoutes';

/** The route the address bar shows, resolved against the shell's and the user's menu routes. */
export const useCurrentRoute = (): {
  resolved: ResolvedRoute | null;
  pathname: string;
  fullPath: string;
} => {
  const { pathname, search } = useLocation();
  const routes = useAppSelector(selectMenuRoutes);
  const resolved = useMemo(() => resolveRoute(pathname, routes), [pathname, routes]);
  return { resolved, pathname, fullPath: `${pathname}${search}` };
};
