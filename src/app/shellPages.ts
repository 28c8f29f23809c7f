import { type ComponentType } from 'react';

import { archivePages } from '@/features/archives';
import { layoutPages, SHELL_ROUTES } from '@/features/layout';

import { CHRONIC_RULED_FAMILIES, formExtensions } from './formExtensionTable';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A page that opens these families' record dialogs loads with their form extensions
 * (formExtensionTable.ts), so the dialogs open at once; any other family's dialog loads its own
 * when first opened.
 */
const withFormExtensions =
  (load: PageLoader, familyIds: readonly string[]): PageLoader =>
  () =>
    Promise.all([load(), formExtensions.preload(familyIds)]).then(([page]) => page);

/**
 * Which feature's page each shell route shows. The app composes the features: the shell (layout)
 * owns the routes' titles and frame, but not the archive or report pages inside it.
 */
const loaderOf = (path: string): PageLoader => {
  if (path === '/home') return layoutPages.home;
  if (path === '/dialog/timeline') return layoutPages.timeline;
  if (path === '/flowResponse') return layoutPages.flowResponse;
  // The chronic feature's index is loaded with its page, not with the shell.
  if (path.startsWith('/dialog/report-details'))
    return () =>
      import('@/features/chronic').then(({ chronicPages }) => chronicPages.reportDetails());
  // 综合档案登记 adds and edits the resident's services in place, in their record dialogs: the
  // follow-ups most of all.
  if (path.startsWith('/dialog/comprehensive-reg/'))
    return withFormExtensions(archivePages.comprehensiveReg, CHRONIC_RULED_FAMILIES);
  if (path.startsWith('/dialog/view-person-info/')) return archivePages.viewPersonInfo;
  if (path.startsWith('/dialog/health-profile/')) return archivePages.healthProfile;
  // Every route of SHELL_ROUTES has a page; a new one without a page must fail loudly here.
  throw new Error(`壳层路由 ${path} 没有对应的页面`);
};

/**
 * The shell's own child routes (home, the dialog routes of spec 2.2, /flowResponse), relative to
 * '/', from the same table the tabs and the breadcrumb read their titles from.
 */
export const shellPageRoutes: readonly { path: string; load: PageLoader }[] = SHELL_ROUTES.map(
  (def) => ({
    path: def.path.slice(1),
    load: loaderOf(def.path),
  }),
);
