import { createElement, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import {
  firstPageOf,
  matchMenuRoute,
  type PageResolver,
  selectMenuRoutes,
  selectPermissionStatus,
} from '@/features/permission';
import { useAppSelector } from '@/shared/hooks/storeHooks';

import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';

export interface MenuRoutePageProps {
  /** Which page each menu component name opens: the app's page table (src/app/pageTable.ts). */
  pages: PageResolver;
}

/**
 * The one catch-all child of the shell: resolves its path against the user's menu routes (from
 * the permission slice) and renders the page the app's table gives for its component name. Kept
 * alive per tab like any page, it reads its path from its own route params, so a hidden copy
 * never follows the address bar.
 */
export default function MenuRoutePage({ pages }: MenuRoutePageProps) {
  const splat = useParams()['*'] ?? '';
  const pathname = `/${splat}`;
  const routes = useAppSelector(selectMenuRoutes);
  const status = useAppSelector(selectPermissionStatus);

  const matched = matchMenuRoute(routes, pathname);
  if (!matched) {
    return status === 'ready' ? <Navigate to="/404" replace /> : <PageLoading />;
  }
  const { route } = matched;
  if (route.kind === 'container') {
    const landing = firstPageOf(route);
    return <Navigate to={landing ? landing.path : '/404'} replace />;
  }
  // The resolver hands out one lazy component per name for the whole session, so this is the
  // same component on every render (the page keeps its state).
  const page = createElement(pages.componentFor(route.component), {
    componentName: route.component,
    title: route.meta.title,
    buttons: route.buttons,
  });
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </PageErrorBoundary>
  );
}
