/**
 * The layout feature's public surface. Only light modules are exported statically (slices,
 * pure models, the theme provider): the shell and its pages are lazy page modules, so none of
 * their code loads with the sign-in page.
 */
export const layoutPages = {
  shell: () => import('./ShellLayout'),
  home: () => import('./HomePage'),
  redirect: () => import('./RedirectPage'),
  menuPage: () => import('./MenuRoutePage'),
  timeline: () => import('./TimelinePage'),
  flowResponse: () => import('./FlowResponsePage'),
};

// Every export of the two slices is public (the slice, its events, selectors and types).
export * from './appSlice';
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
  dirtyTabsAffected,
  HOME_PATH,
  HOME_TAB,
  HOME_TITLE,
} from './tabsSlice';
export type { TabCommand, TabOpenedPayload, TabsState, TabView } from './tabsSlice';
export * from './settingsSlice';
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
export { LayoutThemeProvider, themeColorTokens } from './LayoutThemeProvider';
// Light: the kept tabs' pages are rendered here, above the router (see the host).
export { KeptPagesHost } from './KeptPagesHost';
