import { type RouteMeta } from '@/features/permission';

/** The route meta flags of a menu page that sets none of its own (spec 2.2's defaults). */
export const PLAIN_PAGE_FLAGS = {
  affix: false,
  hidden: false,
  breadcrumb: true,
  activeMenu: null,
  noRedirect: false,
  alwaysShow: false,
  noCache: false,
} satisfies Partial<RouteMeta>;
