import { type MatchedLevel } from './shellRoutes';
import { HOME_PATH, HOME_TITLE } from './tabsSlice';

export interface Crumb {
  title: string;
  /** Where the crumb leads; null when it is not clickable. */
  to: string | null;
}

/**
 * The breadcrumb of spec 2.4: a home crumb first unless the first matched route is Home; routes
 * without a title or with breadcrumb false skipped; the last crumb and noRedirect crumbs not
 * clickable.
 */
export const buildBreadcrumb = (levels: readonly MatchedLevel[]): Crumb[] => {
  const shown = levels.filter((level) => level.meta.title && level.meta.breadcrumb);
  const startsAtHome = levels[0]?.path === HOME_PATH;
  const chain: MatchedLevel[] = startsAtHome
    ? shown
    : [
        {
          path: HOME_PATH,
          meta: {
            title: HOME_TITLE,
            icon: '',
            affix: true,
            hidden: false,
            breadcrumb: true,
            activeMenu: null,
            noRedirect: false,
            alwaysShow: false,
            noCache: false,
          },
        },
        ...shown,
      ];
  return chain.map((level, index) => ({
    title: level.meta.title,
    to: index === chain.length - 1 || level.meta.noRedirect ? null : level.path,
  }));
};
