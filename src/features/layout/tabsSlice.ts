import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { signedOut } from '@/features/auth';
import { tabDirtyChanged } from '@/shared/tabDirty';

/** One visited route in the tab strip, keyed by its full path (path + search). */
export interface TabView {
  fullPath: string;
  /** The pathname, for matching the route and the menu entry. */
  path: string;
  title: string;
  /** Cannot be closed; survives close-others and close-all. */
  affix: boolean;
  /** Not kept alive while hidden. */
  noCache: boolean;
  /** Bumped by a refresh: the kept-alive page is keyed by it, so it remounts. */
  generation: number;
  /**
   * The page holds unsaved changes (its page says so with `tabDirtyChanged`): closing or
   * refreshing the tab asks first. Absent when clean.
   */
  dirty?: boolean;
}

export interface TabsState {
  visited: TabView[];
}

export const HOME_PATH = '/home';
export const HOME_TITLE = '首页';

export const HOME_TAB: TabView = {
  fullPath: HOME_PATH,
  path: HOME_PATH,
  title: HOME_TITLE,
  affix: true,
  noCache: false,
  generation: 0,
};

const initialState: TabsState = { visited: [HOME_TAB] };

export type TabOpenedPayload = Omit<TabView, 'generation' | 'dirty'>;

const affixFirst = (tabs: TabView[]): TabView[] => [
  ...tabs.filter((tab) => tab.affix),
  ...tabs.filter((tab) => !tab.affix),
];

const isTabView = (value: unknown): value is TabView => {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    typeof tab.fullPath === 'string' &&
    tab.fullPath.startsWith('/') &&
    typeof tab.path === 'string' &&
    typeof tab.title === 'string' &&
    typeof tab.affix === 'boolean' &&
    typeof tab.noCache === 'boolean'
  );
};

export const tabsSlice = createSlice({
  name: 'tabs',
  initialState,
  reducers: {
    /** A route was shown: a new tab at the end, or the existing one's title brought up to date. */
    tabOpened: (state, action: PayloadAction<TabOpenedPayload>) => {
      const existing = state.visited.find((tab) => tab.fullPath === action.payload.fullPath);
      if (existing) {
        existing.title = action.payload.title || existing.title;
        return;
      }
      const tab: TabView = { ...action.payload, generation: 0 };
      // Affix tabs sit at the front, like the pinned tabs of a browser.
      if (tab.affix) state.visited = affixFirst([...state.visited, tab]);
      else state.visited.push(tab);
    },
    tabClosed: (state, action: PayloadAction<{ fullPath: string }>) => {
      state.visited = state.visited.filter(
        (tab) => tab.affix || tab.fullPath !== action.payload.fullPath,
      );
    },
    othersClosed: (state, action: PayloadAction<{ fullPath: string }>) => {
      state.visited = state.visited.filter(
        (tab) => tab.affix || tab.fullPath === action.payload.fullPath,
      );
    },
    allClosed: (state) => {
      state.visited = state.visited.filter((tab) => tab.affix);
    },
    tabRefreshed: (state, action: PayloadAction<{ fullPath: string }>) => {
      const tab = state.visited.find((item) => item.fullPath === action.payload.fullPath);
      if (!tab) return;
      tab.generation += 1;
      // The page remounts empty: the edits are gone with it.
      delete tab.dirty;
    },
    /** The tabs of this browser tab before a reload (sessionStorage); pages load their data again. */
    tabsRestored: (state, action: PayloadAction<{ visited: unknown[] }>) => {
      const restored = action.payload.visited
        .filter(isTabView)
        .map(({ dirty: _dirty, ...tab }) => ({ ...tab, generation: 0 }));
      const merged = [...state.visited];
      for (const tab of restored)
        if (!merged.some((item) => item.fullPath === tab.fullPath)) merged.push(tab);
      state.visited = affixFirst(merged);
    },
  },
  extraReducers: (builder) => {
    // Logout closes every tab (spec 4).
    builder.addCase(signedOut, () => initialState);
    builder.addCase(tabDirtyChanged, (state, action) => {
      const tab = state.visited.find((item) => item.fullPath === action.payload.fullPath);
      if (!tab) return;
      if (action.payload.dirty) tab.dirty = true;
      else delete tab.dirty;
    });
  },
  selectors: {
    selectVisitedTabs: (state) => state.visited,
  },
});

export const { tabOpened, tabClosed, othersClosed, allClosed, tabRefreshed, tabsRestored } =
  tabsSlice.actions;
export const { selectVisitedTabs } = tabsSlice.selectors;

/** What the tab strip may do to tabs: the commands of its context menu (close is also the ×). */
export type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/**
 * The tabs with unsaved changes that a command on `target` would close or reload: the target for
 * refresh and close, every other closable tab for close-others, every closable tab for
 * close-all. Affix tabs are never closed. Empty when the command may go ahead without asking.
 */
export const dirtyTabsAffected = (
  tabs: readonly TabView[],
  command: TabCommand,
  target: TabView,
): TabView[] => {
  const affected = (tab: TabView): boolean => {
    switch (command) {
      case 'refresh':
        return tab.fullPath === target.fullPath;
      case 'close':
        return tab.fullPath === target.fullPath && !tab.affix;
      case 'closeOthers':
        return tab.fullPath !== target.fullPath && !tab.affix;
      case 'closeAll':
        return !tab.affix;
    }
  };
  return tabs.filter((tab) => tab.dirty === true && affected(tab));
};

/**
 * Where to go after a tab closes (spec 2.4): nowhere unless it was the active one; then the last
 * remaining tab, else home. Pure, so the strip and the tests share it.
 */
export const pathAfterClose = (
  remaining: readonly TabView[],
  closedFullPath: string,
  activeFullPath: string,
): string | null => {
  if (closedFullPath !== activeFullPath) return null;
  return remaining.at(-1)?.fullPath ?? HOME_PATH;
};

/** After close-others or close-all: stay if the active tab survived, else the last remaining. */
export const pathAfterBulkClose = (
  remaining: readonly TabView[],
  activeFullPath: string,
): string | null =>
  remaining.some((tab) => tab.fullPath === activeFullPath)
    ? null
    : (remaining.at(-1)?.fullPath ?? HOME_PATH);
