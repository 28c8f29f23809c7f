import { type ReactElement } from 'react';

/**
 * The bookkeeping of kept-alive pages, as pure functions over an immutable list so the outlet
 * can hold it in state (no ref writes during render).
 */
export interface KeptPage {
  /** `{fullPath}#{generation}`: a refresh bumps the generation and so remounts the page. */
  key: string;
  fullPath: string;
  /** The route element as it was first rendered, with its own route and location context. */
  element: ReactElement;
  noCache: boolean;
}

export const keepKey = (fullPath: string, generation: number): string =>
  `${fullPath}#${generation}`;

export interface TabKey {
  fullPath: string;
  generation: number;
  noCache: boolean;
}

/**
 * The pages to keep after a render at `currentKey`: the current page (added when new), plus
 * every cached page whose tab is still open at the same generation and may be cached. Returns
 * the same list when nothing changed, so the caller can skip a state update.
 */
export const nextKeptPages = (
  kept: readonly KeptPage[],
  current: KeptPage | null,
  tabs: readonly TabKey[],
): readonly KeptPage[] => {
  const open = new Map(tabs.map((tab) => [keepKey(tab.fullPath, tab.generation), tab]));
  const survivors = kept.filter((page) => {
    if (current && page.key === current.key) return true;
    const tab = open.get(page.key);
    return tab !== undefined && !tab.noCache && !page.noCache;
  });
  const withCurrent =
    current && !survivors.some((page) => page.key === current.key)
      ? [...survivors, current]
      : survivors;
  const unchanged =
    withCurrent.length === kept.length && withCurrent.every((page, index) => page === kept[index]);
  return unchanged ? kept : withCurrent;
};
