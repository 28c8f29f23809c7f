/**
 * The server's menu tree (spec 3, /api/functionQXs/userMenus). Field names are the server's,
 * misspelling included (`MenuComponet`). The optional flags are not in the spec's list but are
 * read when a server sends them, so a deployment can hide a page or pin a tab without a new build.
 */
export interface MenuButton {
  /** The operation permission code, e.g. 'persons:create'. */
  FunDetailID: string;
  DetailName?: string;
}

/** A boolean the way the old server writes it: true/false, 1/0 or '1'/'0'. */
export type LooseFlag = boolean | number | string | null | undefined;

export interface MenuItem {
  MenuLink: string;
  /** A registered page name, 'Layout' for a container, or an http(s) address for an external page. */
  MenuComponet: string;
  MenuName: string;
  /** The title of the page, tab and menu entry. */
  FunctionName: string;
  IcoName?: string | null;
  Buttons?: readonly MenuButton[] | null;
  NextMenus?: readonly MenuItem[] | null;
  Hidden?: LooseFlag;
  AlwaysShow?: LooseFlag;
  Affix?: LooseFlag;
  NoCache?: LooseFlag;
  NoRedirect?: LooseFlag;
  Breadcrumb?: LooseFlag;
  ActiveMenu?: string | null;
}

/** The link of menu items that are not routes but carry their parent page's buttons. */
export const FORM_BUTTONS_LINK = 'formBtns';
/** The component name of a container (a menu group without a page of its own). */
export const CONTAINER_COMPONENT = 'Layout';
