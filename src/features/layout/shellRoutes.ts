import { matchPath } from 'react-router-dom';

import { CONTRACT_COUNT_LABELS, COUNT_LABELS } from '@/domain/indicators';
import { type MenuRoute, type RouteMeta, matchMenuRoute } from '@/features/permission';

import { HOME_PATH, HOME_TITLE } from './tabsSlice';

/**
 * The shell's own routes (spec 2.1 and 2.2) as data: the router builds its route objects from the
 * page loaders, and the tabs, breadcrumb and page title read their meta from here, so a tab
 * restored after a reload knows its title before its page loads.
 */
export interface ShellRouteDef {
  /** Absolute react-router pattern. */
  path: string;
  meta: RouteMeta;
  /** The personnel-name parameter whose value leads the tab title (spec 2.1). */
  nameParam?: string;
  /**
   * What a drill-down shows, from its parameters, for its tab title: two drill-downs open side
   * by side are told apart (高血压规范管理人数明细, 糖尿病血糖达标人数明细), not two 报表明细.
   */
  subject?: (params: Readonly<Record<string, string>>) => string;
}

/** The figure a 报表明细 lists (the indicator's count; spec 2.2 report-details), by its label. */
const countSubject = ({ columnName = '' }: Readonly<Record<string, string>>): string => {
  const labels: Readonly<Record<string, string>> = { ...CONTRACT_COUNT_LABELS, ...COUNT_LABELS };
  return Object.hasOwn(labels, columnName) ? `${labels[columnName]}明细` : '';
};

const meta = (title: string, overrides: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  icon: '',
  affix: false,
  hidden: true,
  breadcrumb: true,
  activeMenu: null,
  noRedirect: false,
  alwaysShow: false,
  noCache: false,
  ...overrides,
});

export const SHELL_ROUTES: readonly ShellRouteDef[] = [
  { path: HOME_PATH, meta: meta(HOME_TITLE, { icon: 'dashboard', affix: true, hidden: false }) },
  { path: '/dialog/timeline', meta: meta('更新时间轴') },
  {
    path: '/dialog/comprehensive-reg/:personNum/:personnelName',
    meta: meta('综合档案登记'),
    nameParam: 'personnelName',
  },
  {
    path: '/dialog/view-person-info/:personNum/:personnelName',
    meta: meta('档案信息查看'),
    nameParam: 'personnelName',
  },
  {
    path: '/dialog/health-profile/:personNum/:personnelName',
    meta: meta('健康画像'),
    nameParam: 'personnelName',
  },
  {
    path: '/dialog/report-details/:hospId/:columnName',
    meta: meta('报表明细'),
    subject: countSubject,
  },
  {
    path: '/dialog/report-details-td/:hospId/:columnName',
    meta: meta('报表明细（团队）'),
    subject: (params) => (countSubject(params) ? `${countSubject(params)}（团队）` : ''),
  },
  { path: '/flowResponse', meta: meta('流式响应') },
];

export const REDIRECT_PREFIX = '/redirect';

/** One level of the matched route chain, outermost first. */
export interface MatchedLevel {
  path: string;
  meta: RouteMeta;
}

export interface ResolvedRoute {
  source: 'shell' | 'menu';
  /** The route pattern ('/dialog/health-profile/:personNum/:personnelName'). */
  pattern: string;
  params: Record<string, string>;
  meta: RouteMeta;
  /** The route title; for personnel routes the tab title adds the name in front. */
  title: string;
  tabTitle: string;
  /** Ancestors and the route itself (breadcrumb). */
  levels: MatchedLevel[];
  /** The side-menu entry to highlight. */
  activeMenu: string;
  /** Page component name of a menu page, '' for shell routes and containers. */
  component: string;
  buttons: readonly string[];
  kind: MenuRoute['kind'] | 'shell';
}

/** The address bar carries names percent-encoded; a malformed escape is shown as it is. */
const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const defined = (params: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .filter((e): e is [string, string] => e[1] !== undefined)
      .map(([key, value]) => [key, decode(value)]),
  );

/** What a pathname shows: a shell route first, then the user's menu routes; null if neither. */
export const resolveRoute = (
  pathname: string,
  menuRoutes: readonly MenuRoute[],
): ResolvedRoute | null => {
  for (const def of SHELL_ROUTES) {
    const match = matchPath({ path: def.path, end: true }, pathname);
    if (!match) continue;
    const params = defined(match.params);
    const name = def.nameParam ? (params[def.nameParam] ?? '') : '';
    return {
      source: 'shell',
      pattern: def.path,
      params,
      meta: def.meta,
      title: def.meta.title,
      tabTitle: def.subject?.(params) || `${name}${def.meta.title}`,
      levels: [{ path: def.path, meta: def.meta }],
      activeMenu: def.meta.activeMenu ?? def.path,
      component: '',
      buttons: [],
      kind: 'shell',
    };
  }
  const matched = matchMenuRoute(menuRoutes, pathname);
  if (!matched) return null;
  const { route, ancestors, params } = matched;
  return {
    source: 'menu',
    pattern: route.path,
    params,
    meta: route.meta,
    title: route.meta.title,
    tabTitle: route.meta.title,
    levels: [...ancestors, route].map((level) => ({ path: level.path, meta: level.meta })),
    activeMenu: route.meta.activeMenu ?? route.path,
    component: route.component,
    buttons: route.buttons,
    kind: route.kind,
  };
};

/** `{route title} - {platform title}` (spec 2.1). */
export const documentTitle = (
  routeTitle: string | null | undefined,
  platformTitle: string,
): string => (routeTitle ? `${routeTitle} - ${platformTitle}` : platformTitle);
