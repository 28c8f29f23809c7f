import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * Component names of the menu (MenuComponet) → lazy page modules, resolved from a table the app
 * composes (src/app/pageTable.ts, docs/decisions/0008-menu-routes-one-catch-all.md): plain
 * data handed to `createPageResolver`, so which page a name opens never depends on which
 * module loaded first.
 * A name the table lacks gets the honest 该功能暂未开放 page.
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

/**
 * The pages of the menu: the dedicated ones by component name, and the generic page of the
 * resource catalogue for the names it `handles` (the catalogue's family ids) that have none.
 */
export interface PageTable {
  pages: Readonly<Record<string, PageLoader>>;
  resourcePage?: { load: PageLoader; handles: (componentName: string) => boolean };
}

export interface PageResolver {
  resolve: (componentName: string) => PageResolution;
  /**
   * One lazy component per name and kind, kept for the resolver's life: a new `lazy()` on every
   * render would remount the page and lose its state.
   */
  componentFor: (componentName: string) => LazyExoticComponent<ComponentType<PageProps>>;
  /**
   * Loads the page's module ahead of its first render (a menu route's loader): the page then
   * renders in the navigation's own pass instead of suspending (`componentFor`).
   */
  preload: (componentName: string) => Promise<void>;
}

const unavailableLoader: PageLoader = () => import('./UnavailablePage');

/**
 * A thenable that calls back at once with a module already loaded. React's `lazy` reads a
 * module its loader hands over this way in the same render, where a settled promise still calls
 * back a microtask later: the page would suspend, commit its boundary's fallback, render again
 * and wait React's reveal throttle (300 ms after the fallback) before it shows.
 */
const loadedAlready = (module: PageModule): Promise<PageModule> =>
  ({
    then: (onFulfilled?: (value: PageModule) => unknown) => {
      onFulfilled?.(module);
    },
  }) as unknown as Promise<PageModule>;

export const createPageResolver = (table: PageTable): PageResolver => {
  const reported = new Set<string>();
  const components = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

  const resolve = (componentName: string): PageResolution => {
    const own = Object.hasOwn(table.pages, componentName) ? table.pages[componentName] : undefined;
    if (own) return { kind: 'page', loader: own };
    if (table.resourcePage?.handles(componentName))
      return { kind: 'resource', loader: table.resourcePage.load };
    if (!reported.has(componentName)) {
      // Once per name: the menu names a page this build lacks; say so for support, then move on.
      reported.add(componentName);
      console.warn(
        `[页面注册表] 菜单组件 “${componentName}” 没有对应的页面，已显示“该功能暂未开放”。`,
      );
    }
    return { kind: 'unavailable', loader: unavailableLoader };
  };

  // Each loader's module once loaded (a loader may serve many names: the generic resource page).
  const modules = new Map<PageLoader, PageModule>();
  const load = (loader: PageLoader): Promise<PageModule> =>
    loader().then((module) => {
      modules.set(loader, module);
      return module;
    });

  const componentFor = (componentName: string) => {
    const { kind, loader } = resolve(componentName);
    const key = `${kind}:${kind === 'unavailable' ? '' : componentName}`;
    let component = components.get(key);
    if (!component) {
      component = lazy(() => {
        const module = modules.get(loader);
        return module ? loadedAlready(module) : load(loader);
      });
      components.set(key, component);
    }
    return component;
  };

  const preload = async (componentName: string): Promise<void> => {
    const { loader } = resolve(componentName);
    if (!modules.has(loader)) await load(loader);
  };

  return { resolve, componentFor, preload };
};
