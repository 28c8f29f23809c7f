import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * Component names of the menu (MenuComponet) → lazy page modules. Features register their pages;
 * the resources feature plugs in its generic page with `registerResourcePage`, so no file here
 * changes when pages arrive. A name nobody registered gets the honest 该功能暂未开放 page.
 */

/** What every menu page receives: which menu entry it is and the buttons it offers. */
export interface PageProps {
  componentName: string;
  title: string;
  /** Button codes (FunDetailID) of this page, from its formBtns children. */
  buttons: readonly string[];
}

export interface PageModule {
  default: ComponentType<PageProps>;
}
export type PageLoader = () => Promise<PageModule>;

export type PageKind = 'page' | 'resource' | 'unavailable';

export interface PageResolution {
  kind: PageKind;
  loader: PageLoader;
}

interface ResourceFallback {
  loader: PageLoader;
  handles: (componentName: string) => boolean;
}

const pages = new Map<string, PageLoader>();
let resourceFallback: ResourceFallback | null = null;
const reported = new Set<string>();
const components = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

const unavailableLoader: PageLoader = () => import('./UnavailablePage');

export const registerPage = (componentName: string, loader: PageLoader): void => {
  pages.set(componentName, loader);
};

export const registerPages = (entries: Readonly<Record<string, PageLoader>>): void => {
  for (const [name, loader] of Object.entries(entries)) registerPage(name, loader);
};

/**
 * The generic page of the resource catalogue, for component names without a page of their own.
 * `handles` says which names it can show (the catalogue's family ids); by default every name.
 */
export const registerResourcePage = (
  loader: PageLoader,
  options: { handles?: (componentName: string) => boolean } = {},
): void => {
  resourceFallback = { loader, handles: options.handles ?? (() => true) };
};

export const resolvePage = (componentName: string): PageResolution => {
  const own = pages.get(componentName);
  if (own) return { kind: 'page', loader: own };
  if (resourceFallback?.handles(componentName))
    return { kind: 'resource', loader: resourceFallback.loader };
  if (!reported.has(componentName)) {
    // Once per name: the menu names a page this build lacks; say so for support, then move on.
    reported.add(componentName);
    console.warn(
      `[页面注册表] 菜单组件 “${componentName}” 没有对应的页面，已显示“该功能暂未开放”。`,
    );
  }
  return { kind: 'unavailable', loader: unavailableLoader };
};

/**
 * One lazy component per name and kind, kept for the page's life: a new `lazy()` on every render
 * would remount the page and lose its state.
 */
export const pageComponentFor = (
  componentName: string,
): LazyExoticComponent<ComponentType<PageProps>> => {
  const { kind, loader } = resolvePage(componentName);
  const key = `${kind}:${kind === 'unavailable' ? '' : componentName}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(loader);
    components.set(key, component);
  }
  return component;
};

/** Tests start from an empty registry. */
export const resetPageRegistry = (): void => {
  pages.clear();
  resourceFallback = null;
  reported.clear();
  components.clear();
};
