import { CONTAINER_COMPONENT, FORM_BUTTONS_LINK, type LooseFlag, type MenuItem } from './menuTypes';
import { type MappedMenu, type MenuRoute, type RouteMeta } from './routeTypes';

/** Function names that mark the COPD entries the COPD-entry setting switches off (spec 2.1). */
export const COPD_MARKER = '慢性阻塞性肺';

export interface MenuToRoutesOptions {
  /** The IsAllowInputCOPD system setting: with false the COPD items are left out. */
  copdEnabled: boolean;
}

const EXTERNAL = /^https?:\/\//i;

export const isExternalAddress = (value: string | null | undefined): boolean =>
  typeof value === 'string' && EXTERNAL.test(value.trim());

const flag = (value: LooseFlag, fallback: boolean): boolean => {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true';
  return Boolean(value);
};

/** Joins a link to its parent's path: absolute links stay, relative ones nest (vue-router style). */
export const joinPath = (parentPath: string, link: string): string => {
  const raw = link.startsWith('/') ? link : `${parentPath}/${link}`;
  const collapsed = raw.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
};

const codesOf = (item: MenuItem): string[] =>
  (item.Buttons ?? [])
    .map((button) => (typeof button.FunDetailID === 'string' ? button.FunDetailID.trim() : ''))
    .filter((code) => code !== '');

const metaOf = (item: MenuItem, isContainer: boolean): RouteMeta => ({
  title: item.FunctionName?.trim() || item.MenuName?.trim() || '',
  icon: item.IcoName?.trim() ?? '',
  affix: flag(item.Affix, false),
  hidden: flag(item.Hidden, false),
  breadcrumb: flag(item.Breadcrumb, true),
  activeMenu: item.ActiveMenu?.trim() || null,
  // A container has no page of its own, so its crumb cannot lead anywhere.
  noRedirect: flag(item.NoRedirect, isContainer),
  alwaysShow: flag(item.AlwaysShow, false),
  noCache: flag(item.NoCache, false),
});

const isCopd = (item: MenuItem): boolean =>
  typeof item.FunctionName === 'string' && item.FunctionName.includes(COPD_MARKER);

const mapItems = (
  items: readonly MenuItem[] | null | undefined,
  parentPath: string,
  options: MenuToRoutesOptions,
  allCodes: string[],
): MenuRoute[] => {
  const routes: MenuRoute[] = [];
  for (const item of items ?? []) {
    if (!item || typeof item !== 'object') continue;
    const link = (item.MenuLink ?? '').trim();
    if (link === FORM_BUTTONS_LINK) continue; // buttons only, collected by the parent below
    if (!options.copdEnabled && isCopd(item)) continue;

    const component = (item.MenuComponet ?? '').trim();
    const external = isExternalAddress(component) || isExternalAddress(link);
    const isContainer = !external && component === CONTAINER_COMPONENT;
    const children = item.NextMenus ?? [];
    const buttons = [
      ...codesOf(item),
      ...children.filter((child) => child?.MenuLink?.trim() === FORM_BUTTONS_LINK).flatMap(codesOf),
    ];
    const uniqueButtons = [...new Set(buttons)];
    for (const code of uniqueButtons) if (!allCodes.includes(code)) allCodes.push(code);

    if (external) {
      const url = isExternalAddress(component) ? component : link;
      routes.push({
        path: url,
        name: item.MenuName || url,
        kind: 'external',
        component: '',
        url,
        meta: metaOf(item, false),
        buttons: uniqueButtons,
        children: [],
      });
      continue;
    }

    const segment = link || item.MenuName?.trim() || '';
    if (!segment) continue; // nothing to route to
    const path = joinPath(parentPath, segment);
    routes.push({
      path,
      name: item.MenuName || path,
      kind: isContainer ? 'container' : 'page',
      component: isContainer ? '' : component,
      url: null,
      meta: metaOf(item, isContainer),
      buttons: uniqueButtons,
      children: mapItems(children, path, options, allCodes),
    });
  }
  return routes;
};

/**
 * The server menu tree as routes (spec 2.1): containers, pages and external links keep the tree's
 * shape; `formBtns` items become their parent's button codes; COPD items are left out when the
 * setting says so. Pure and deterministic, so the permission reducer can call it.
 */
export const menuToRoutes = (
  menus: readonly MenuItem[] | null | undefined,
  options: MenuToRoutesOptions,
): MappedMenu => {
  const buttonCodes: string[] = [];
  const routes = mapItems(menus, '', options, buttonCodes);
  return { routes, buttonCodes };
};
