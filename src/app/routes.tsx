import { Navigate, type RouteObject } from 'react-router-dom';

import { errorPages } from '@/features/errors';

import { lazyPage } from './lazyRoute';

/** The route table (spec 2.1). Unknown paths go to /404. */
export const routes: RouteObject[] = [
  { path: '/404', lazy: lazyPage(errorPages.notFound) },
  { path: '/401', lazy: lazyPage(errorPages.forbidden) },
  { path: '*', element: <Navigate to="/404" replace /> },
];
