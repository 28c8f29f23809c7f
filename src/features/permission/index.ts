export type { MenuButton, MenuItem } from './menuTypes';
export { CONTAINER_COMPONENT, FORM_BUTTONS_LINK } from './menuTypes';
export type { MappedMenu, MenuRoute, MenuRouteKind, RouteMeta } from './routeTypes';
export { COPD_MARKER, isExternalAddress, joinPath, menuToRoutes } from './menuToRoutes';
export type { MenuToRoutesOptions } from './menuToRoutes';
export { firstPageOf, flattenMenuRoutes, leadingPages, matchMenuRoute } from './matchMenuRoute';
export type { MenuRouteMatch } from './matchMenuRoute';
export { access, ADMIN_ROLE, CODE_LIST_MISSING, ROLE_LIST_MISSING, rolesOf } from './access';
export type { Access } from './access';
export {
  permissionSlice,
  menuRequested,
  menuLoaded,
  menuFailed,
  selectMenuRoutes,
  selectButtonCodes,
  selectPermissionStatus,
  selectMenuFailed,
  selectCopdEnabled,
} from './permissionSlice';
export type { PermissionState, PermissionStatus } from './permissionSlice';
export {
  permissionApi,
  readCopdEnabled,
  USER_MENUS_PATH,
  COPD_SETTING_PATH,
} from './permissionApi';
export { RequirePermission, RequireRole, useAccess, usePermission, useRole } from './guards';
export {
  pageComponentFor,
  registerPage,
  registerPages,
  registerResourcePage,
  resetPageRegistry,
  resolvePage,
} from './pageRegistry';
export type { PageKind, PageLoader, PageModule, PageProps, PageResolution } from './pageRegistry';
