export { ErrorPage } from './ErrorPage';

/** Lazy page modules for the router (route-level code splitting). */
export const errorPages = {
  notFound: () => import('./NotFoundPage'),
  forbidden: () => import('./ForbiddenPage'),
};
