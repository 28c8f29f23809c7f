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
  /**
   * When the page was last shown, as a counter over the kept pages (not a clock, so the model
   * stays pure): the least recently shown page is the first to be unmounted over the limit.
   */
  shownAt: number;
}

export const keepKey = (fullPath: string, generation: number): string =>
  `${fullPath}#${generation}`;

export interface TabKey {
  fullPath: string;
  generation: number;
  noCache: boolean;
  /** A pinned tab (首页): its page is never unmounted to make room. */
  affix?: boolean;
}

/** Whether the page should be kept while not shown: its tab is open, at its generation, cached. */
const stillWanted = (page: KeptPage, open: ReadonlyMap<string, TabKey>): boolean => {
  const tab = open.get(page.key);
  return tab !== undefined && !tab.noCache && !page.noCache;
};

/**
 * The pages to keep after a render at `current`: the current page (added when new, and marked
 * as the most recently shown), plus every cached page whose tab is still open at the same
 * generation and may be cached, and at most `limit` of them in all: over the limit the least
 * recently shown pages are unmounted (their tabs stay; their drafts bring the input back when
 * they are shown again). The current page and the pages of pinned tabs are never the ones to go.
 * Returns the same list when nothing changed, so the caller can skip a state update.
 */
export const nextKeptPages = (
  kept: readonly KeptPage[],
  current: KeptPage | null,
  tabs: readonly TabKey[],
  limit: number = Number.POSITIVE_INFINITY,
): readonly KeptPage[] => {
  const open = new Map(tabs.map((tab) => [keepKey(tab.fullPath, tab.generation), tab]));
  const survivors = kept.filter(
    (page) => (current !== null && page.key === current.key) || stillWanted(page, open),
  );

  let withCurrent = survivors;
  if (current) {
    const latest = Math.max(0, ...survivors.map((page) => page.shownAt));
    const index = survivors.findIndex((page) => page.key === current.key);
    const found = survivors[index];
    if (!found) withCurrent = [...survivors, { ...current, shownAt: latest + 1 }];
    else if (found.shownAt < latest || survivors.some((p) => p !== found && p.shownAt === latest))
      // Shown again: it becomes the most recent; the same element, so React keeps its state.
      withCurrent = survivors.map((page) =>
        page === found ? { ...found, shownAt: latest + 1 } : page,
      );
  }

  const evictable = withCurrent
    .filter((page) => page.key !== current?.key && open.get(page.key)?.affix !== true)
    .sort((a, b) => a.shownAt - b.shownAt);
  const excess = Math.max(0, withCurrent.length - Math.max(1, limit));
  const evicted = new Set(evictable.slice(0, excess));
  const bounded = evicted.size ? withCurrent.filter((page) => !evicted.has(page)) : withCurrent;

  const unchanged =
    bounded.length === kept.length && bounded.every((page, index) => page === kept[index]);
  return unchanged ? kept : bounded;
};
