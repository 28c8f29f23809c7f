import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Whether a page is the one its tab strip shows, as a small store rather than a context value:
 * a kept tab's page stays mounted and live while another tab shows (its effects are not cleaned
 * up, so showing it again is only a style change), and a changing context value would re-render
 * every reader, a whole list page, on each switch. Readers subscribe instead.
 */
export interface PageVisibility {
  isShown: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

/** Outside the tab strip's page area (a dialog of the shell, a component test) a page is shown. */
const ALWAYS_SHOWN: PageVisibility = { isShown: () => true, subscribe: () => () => {} };

export const PageVisibilityContext = createContext<PageVisibility>(ALWAYS_SHOWN);

/** The store a kept page's frame provides, and the setter the frame calls as it shows or hides. */
export const createPageVisibility = (initiallyShown: boolean) => {
  let shown = initiallyShown;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isShown: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setShown = (next: boolean) => {
    if (next === shown) return;
    shown = next;
    for (const listener of listeners) listener();
  };
  return { visibility, setShown };
};

/**
 * Calls `onShownAgain` each time the page is shown again after another tab showed (not at
 * mount), without re-rendering the page: the moment to catch up with what changed while it was
 * hidden, such as a stale list.
 */
export const useOnPageShownAgain = (onShownAgain: () => void): void => {
  const visibility = useContext(PageVisibilityContext);
  const handler = useRef(onShownAgain);
  useEffect(() => {
    handler.current = onShownAgain;
  });
  useEffect(
    () =>
      visibility.subscribe(() => {
        if (visibility.isShown()) handler.current();
      }),
    [visibility],
  );
};
