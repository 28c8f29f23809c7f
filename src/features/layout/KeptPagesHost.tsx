import {
  createContext,
  type ReactElement,
  type ReactNode,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';

import { KeptPageFrame } from './KeptPageFrame';

/** A kept page as the page area wants it rendered. */
export interface KeptPageView {
  key: string;
  fullPath: string;
  generation: number;
  shown: boolean;
  element: ReactElement;
}

interface KeptPagesSnapshot {
  /** The page area's element the pages go into; null while no shell is mounted. */
  container: HTMLElement | null;
  pages: readonly KeptPageView[];
}

const NO_PAGES: KeptPagesSnapshot = { container: null, pages: [] };

export interface KeptPagesStore {
  publish: (next: KeptPagesSnapshot) => void;
  clear: () => void;
}

const createKeptPagesStore = () => {
  let snapshot = NO_PAGES;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    publish: (next: KeptPagesSnapshot) => {
      snapshot = next;
      notify();
    },
    clear: () => {
      snapshot = NO_PAGES;
      notify();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
};

/** Given by `KeptPagesHost`; without one (a component test) the page area renders in place. */
export const KeptPagesHostContext = createContext<KeptPagesStore | null>(null);

/** The kept pages' frames in tab order, wherever they are rendered (the host, or in place). */
export function KeptPageFrames({ pages }: { pages: readonly KeptPageView[] }) {
  return pages.map((page) => (
    <KeptPageFrame
      key={page.key}
      fullPath={page.fullPath}
      generation={page.generation}
      shown={page.shown}
      element={page.element}
    />
  ));
}

/**
 * Where the kept pages of the tab strip are rendered in React's tree: here, above the router,
 * and through a portal into the page area in the DOM. A navigation changes the router's
 * contexts (location, matches, router state) for everything under the router, and React then
 * walks every kept page's whole subtree looking for readers of them (its context propagation
 * does not stop at a page's own frozen copies), a fifth of a switch's script. Out here no
 * context above the pages changes on a navigation, so a switch re-renders the two frames whose
 * `shown` changed and walks nothing else. Each page has its own frozen copy of the router's
 * contexts (`FrozenRouterContexts`), so its links and navigation work as before.
 */
export function KeptPagesHost({ children }: { children: ReactNode }) {
  const [store] = useState(createKeptPagesStore);
  const { container, pages } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  return (
    <KeptPagesHostContext.Provider value={store}>
      {children}
      {container && createPortal(<KeptPageFrames pages={pages} />, container)}
    </KeptPagesHostContext.Provider>
  );
}
