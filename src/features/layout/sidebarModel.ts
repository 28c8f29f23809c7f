import { type MenuRoute } from '@/features/permission';

/** One entry of the side menu, as data (the Sidebar turns it into antd items with icons). */
export interface SideItem {
  key: string;
  title: string;
  icon: string;
  /** External pages open in a new browser tab. */
  url: string | null;
  /** null: a link; an array: a submenu. */
  children: SideItem[] | null;
}

const toItem = (route: MenuRoute): SideItem | null => {
  if (route.meta.hidden) return null;
  const title = route.meta.title;
  if (route.kind === 'external') {
    return { key: route.path, title, icon: route.meta.icon, url: route.url, children: null };
  }
  const visible = route.children.map(toItem).filter((item): item is SideItem => item !== null);
  if (visible.length === 0) {
    // A container none of whose children the user may see has nothing to offer.
    return route.kind === 'page'
      ? { key: route.path, title, icon: route.meta.icon, url: null, children: null }
      : null;
  }
  const only = visible[0];
  if (visible.length === 1 && only && !route.meta.alwaysShow) {
    // One visible child: show the child itself, with the parent's icon if it has none (spec 2.4).
    return { ...only, icon: only.icon || route.meta.icon };
  }
  return { key: route.path, title, icon: route.meta.icon, url: null, children: visible };
};

/** The side menu of the user's routes (spec 2.4): hidden routes skipped, single children lifted. */
export const buildSideItems = (routes: readonly MenuRoute[]): SideItem[] =>
  routes.map(toItem).filter((item): item is SideItem => item !== null);

/** The submenu keys above each key, outermost first: which submenus hold the active entry. */
export const submenuPaths = (
  items: readonly SideItem[],
  above: string[] = [],
): Map<string, string[]> => {
  const paths = new Map<string, string[]>();
  for (const item of items) {
    paths.set(item.key, above);
    if (item.children) {
      for (const [key, value] of submenuPaths(item.children, [...above, item.key]))
        paths.set(key, value);
    }
  }
  return paths;
};

/**
 * Only one submenu open at a time (spec 2.4): opening a submenu closes every other one that does
 * not contain it; closing leaves the rest as they are.
 */
export const nextOpenKeys = (
  previous: readonly string[],
  requested: readonly string[],
  paths: ReadonlyMap<string, readonly string[]>,
): string[] => {
  const opened = requested.find((key) => !previous.includes(key));
  if (!opened) return [...requested];
  return [...(paths.get(opened) ?? []), opened];
};
