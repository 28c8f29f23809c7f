/**
 * Menu routes as plain data. The permission slice holds these (serialisable, no components);
 * the page registry turns a route's `component` name into a lazy page only when it renders.
 */
export type MenuRouteKind = 'container' | 'page' | 'external';

/** Route meta of spec 2.1. Every flag is always present so selectors never guess a default. */
export interface RouteMeta {
  /** FunctionName: the menu text, tab title and page title. */
  title: string;
  /** The server's icon name (IcoName); the sidebar maps it to an antd icon. */
  icon: string;
  /** A tab that cannot be closed and survives close-others and close-all. */
  affix: boolean;
  /** Left out of the side menu (the route still works). */
  hidden: boolean;
  /** false: left out of the breadcrumb. */
  breadcrumb: boolean;
  /** The menu entry to highlight instead of this route's own path. */
  activeMenu: string | null;
  /** The crumb is shown but not clickable (containers have no page of their own). */
  noRedirect: boolean;
  /** A container with one visible child still shows as a submenu. */
  alwaysShow: boolean;
  /** The page is not kept alive while its tab is hidden. */
  noCache: boolean;
}

export interface MenuRoute {
  /** Absolute path pattern ('/archives/persons'); for an external page its address. */
  path: string;
  /** MenuName: unique enough to be a React key and a route id. */
  name: string;
  kind: MenuRouteKind;
  /** MenuComponet: the page registry's key ('' for containers). */
  component: string;
  /** The address of an external page; null otherwise. */
  url: string | null;
  meta: RouteMeta;
  /** Button codes (FunDetailID) this page offers, from its formBtns children. */
  buttons: string[];
  children: MenuRoute[];
}

export interface MappedMenu {
  routes: MenuRoute[];
  /** Every button code of every page, in menu order, without duplicates. */
  buttonCodes: string[];
}
