/**
 * The layout feature's public surface. Only light modules are exported statically (slices,
 * pure models, the theme provider): the shell and its pages are lazy page modules, so none of
 * their code loads with the sign-in page.
 */
import { type ComponentType } from 'react';

import { archivePages } from '@/features/archives';

import { SHELL_ROUTES } from './shellRoutes';

export const layoutPages = {
  shell: () => import('./ShellLayout'),
  home: () => import('./HomePage'),
  redirect: () => import('./RedirectPage'),
  menuPage: () => import('./MenuRoutePage'),
  timeline: () => import('./TimelinePage'),
  flowResponse: () => import('./FlowResponsePage'),
  // The indicators' drill-down belongs to the chronic feature (issue 12).
  reportDetails: () =>
    import('@/features/chronic').then(({ chronicPages }) => chronicPages.reportDetails()),
};

type PageLoader = () => Promise<{ default: ComponentType }>;

const loaderOf = (path: string): PageLoader => {
  if (path === '/home') return layoutPages.home;
  if (path === '/dialog/timeline') return layoutPages.timeline;
  if (path === '/flowResponse') return layoutPages.flowResponse;
  if (path.startsWith('/dialog/report-details')) return layoutPages.reportDetails;
  if (path.startsWith('/dialog/comprehensive-reg/')) return archivePages.comprehensiveReg;
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

export {
  appSlice,
  sidebarToggled,
  sidebarClosed,
  sidebarRestored,
  deviceChanged,
  sizeChanged,
  assistantOpened,
  assistantClosed,
  selectSidebar,
  selectDevice,
  selectComponentSize,
  selectAssistantVisible,
} from './appSlice';
export type { AppState, ComponentSize, Device } from './appSlice';
export {
  tabsSlice,
  tabOpened,
  tabClosed,
  othersClosed,
  allClosed,
  tabRefreshed,
  tabsRestored,
  selectVisitedTabs,
  pathAfterClose,
  pathAfterBulkClose,
  HOME_PATH,
  HOME_TAB,
  HOME_TITLE,
} from './tabsSlice';
export type { TabOpenedPayload, TabsState, TabView } from './tabsSlice';
export {
  settingsSlice,
  themeColorChanged,
  tagsViewChanged,
  fixedHeaderChanged,
  sidebarLogoChanged,
  settingsReset,
  settingsRestored,
  selectSettings,
  selectThemeColor,
  selectTagsView,
  selectFixedHeader,
  selectSidebarLogo,
  parseStoredSettings,
  DEFAULT_SETTINGS,
  THEME_PRESETS,
} from './settingsSlice';
export type { SettingsState } from './settingsSlice';
export { SHELL_ROUTES, REDIRECT_PREFIX, resolveRoute, documentTitle } from './shellRoutes';
export type { MatchedLevel, ResolvedRoute, ShellRouteDef } from './shellRoutes';
export { buildBreadcrumb } from './breadcrumbModel';
export type { Crumb } from './breadcrumbModel';
export { buildSideItems, nextOpenKeys, submenuPaths } from './sidebarModel';
export type { SideItem } from './sidebarModel';
export { keepKey, nextKeptPages } from './keepAlive';
export type { KeptPage, TabKey } from './keepAlive';
export { deviceForWidth } from './useDeviceWatcher';
export { isDevToolsShortcut, keyboardLockApplies, startKeyboardLock } from './keyboardLock';
export { readVersionEntries } from './layoutApi';
export type { VersionEntry } from './layoutApi';
export { greetingFor } from './greeting';
export {
  clearStoredTabs,
  readSidebarCookie,
  readStoredSettings,
  readStoredTabs,
  writeSidebarCookie,
  writeStoredSettings,
  writeStoredTabs,
} from './layoutStorage';
export type { StoredTabs } from './layoutStorage';
export { LayoutThemeProvider } from './LayoutThemeProvider';
export { readShellFlags, TIMELINE_SITE_CODE } from './shellFlags';
