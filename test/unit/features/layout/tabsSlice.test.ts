import { signedOut } from '@/features/auth';
import {
  allClosed,
  dirtyTabsAffected,
  HOME_TAB,
  othersClosed,
  pathAfterBulkClose,
  pathAfterClose,
  tabClosed,
  tabOpened,
  tabRefreshed,
  tabsRestored,
  tabsSlice,
  type TabsState,
  type TabView,
} from '@/features/layout';
import { tabDirtyChanged } from '@/shared/tabDirty';

const reduce = tabsSlice.reducer;
const open = (fullPath: string, extra: Partial<TabView> = {}) =>
  tabOpened({
    fullPath,
    path: fullPath.split('?')[0]!,
    title: fullPath,
    affix: false,
    noCache: false,
    ...extra,
  });

const withTabs = (...paths: string[]): TabsState =>
  paths.reduce((state, path) => reduce(state, open(path)), reduce(undefined, { type: '@@init' }));

const paths = (state: TabsState) => state.visited.map((tab) => tab.fullPath);

describe('tabs slice', () => {
  it('starts with the affix Home tab titled 首页', () => {
    expect(reduce(undefined, { type: '@@init' }).visited).toEqual([HOME_TAB]);
    expect(HOME_TAB).toMatchObject({ fullPath: '/home', title: '首页', affix: true });
  });

  it('opens one tab per full path, so other parameters make another tab', () => {
    const state = withTabs('/a', '/b', '/a', '/b?id=1', '/b?id=2');
    expect(paths(state)).toEqual(['/home', '/a', '/b', '/b?id=1', '/b?id=2']);
  });

  it('updates the title of an open tab instead of adding one', () => {
    const state = reduce(withTabs('/a'), open('/a', { title: '新标题' }));
    expect(state.visited.find((tab) => tab.fullPath === '/a')?.title).toBe('新标题');
    expect(state.visited).toHaveLength(2);
  });

  it('puts affix tabs first', () => {
    const state = reduce(withTabs('/a'), open('/pinned', { affix: true }));
    expect(paths(state)).toEqual(['/home', '/pinned', '/a']);
  });

  it('never closes an affix tab', () => {
    const state = reduce(withTabs('/a'), tabClosed({ fullPath: '/home' }));
    expect(paths(state)).toEqual(['/home', '/a']);
    expect(paths(reduce(state, tabClosed({ fullPath: '/a' })))).toEqual(['/home']);
  });

  it('keeps affix tabs through close-others and close-all', () => {
    const state = withTabs('/a', '/b', '/c');
    expect(paths(reduce(state, othersClosed({ fullPath: '/b' })))).toEqual(['/home', '/b']);
    expect(paths(reduce(state, othersClosed({ fullPath: '/home' })))).toEqual(['/home']);
    expect(paths(reduce(state, allClosed()))).toEqual(['/home']);
  });

  it('bumps the generation on refresh, so the kept page remounts', () => {
    const state = reduce(
      reduce(withTabs('/a'), tabRefreshed({ fullPath: '/a' })),
      tabRefreshed({ fullPath: '/a' }),
    );
    expect(state.visited.find((tab) => tab.fullPath === '/a')?.generation).toBe(2);
  });

  it('restores stored tabs after the affix ones, ignoring malformed entries and duplicates', () => {
    const state = reduce(
      undefined,
      tabsRestored({
        visited: [
          { fullPath: '/home', path: '/home', title: '首页', affix: true, noCache: false },
          { fullPath: '/a', path: '/a', title: 'A', affix: false, noCache: false, generation: 7 },
          { fullPath: 'bad' },
          null,
          'x',
        ],
      }),
    );
    expect(paths(state)).toEqual(['/home', '/a']);
    expect(state.visited[1]?.generation).toBe(0);
  });

  it('closes every tab on logout', () => {
    expect(paths(reduce(withTabs('/a', '/b'), signedOut()))).toEqual(['/home']);
  });

  it('is pure: the same actions give the same state', () => {
    expect(withTabs('/a', '/b')).toEqual(withTabs('/a', '/b'));
  });
});

describe('where to go after closing', () => {
  const tabs = withTabs('/a', '/b').visited;

  /** Where to go once the tab `closed` has closed while `active` was shown. */
  const afterClosing = (closed: string, active: string) =>
    pathAfterClose(
      tabs.filter((tab) => tab.fullPath !== closed),
      closed,
      active,
    );

  it('stays when a tab other than the active one closes', () => {
    expect(afterClosing('/a', '/b')).toBeNull();
  });

  it('goes to the last remaining tab when the active one closes, else home', () => {
    expect(afterClosing('/b', '/b')).toBe('/a');
    expect(pathAfterClose([], '/b', '/b')).toBe('/home');
  });

  it('after close-all goes to what remains unless the active tab survived', () => {
    const affix = tabs.filter((tab) => tab.affix);
    expect(pathAfterBulkClose(affix, '/b')).toBe('/home');
    expect(pathAfterBulkClose(affix, '/home')).toBeNull();
  });
});

describe('unsaved changes (tabDirtyChanged)', () => {
  const dirty = (state: TabsState) =>
    state.visited.filter((tab) => tab.dirty).map((tab) => tab.fullPath);

  it('flags a tab and clears the flag, ignoring paths that have no tab', () => {
    let state = withTabs('/a', '/b');
    state = reduce(state, tabDirtyChanged({ fullPath: '/a', dirty: true }));
    state = reduce(state, tabDirtyChanged({ fullPath: '/gone', dirty: true }));
    expect(dirty(state)).toEqual(['/a']);
    const clean = reduce(state, tabDirtyChanged({ fullPath: '/a', dirty: false }));
    expect(dirty(clean)).toEqual([]);
    expect(clean.visited.find((tab) => tab.fullPath === '/a')).not.toHaveProperty('dirty');
    // Serialisable: a flag and the path, no form values.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('drops the flag on refresh (the page remounts empty) and on restore after a reload', () => {
    const state = reduce(withTabs('/a'), tabDirtyChanged({ fullPath: '/a', dirty: true }));
    expect(dirty(reduce(state, tabRefreshed({ fullPath: '/a' })))).toEqual([]);
    const restored = reduce(
      reduce(undefined, { type: '@@init' }),
      tabsRestored({ visited: state.visited.map((tab) => ({ ...tab })) }),
    );
    expect(restored.visited.map((tab) => tab.fullPath)).toEqual(['/home', '/a']);
    expect(dirty(restored)).toEqual([]);
  });

  it('names the dirty tabs each command would close or reload', () => {
    let state = withTabs('/a', '/b', '/c');
    state = reduce(state, tabDirtyChanged({ fullPath: '/a', dirty: true }));
    state = reduce(state, tabDirtyChanged({ fullPath: '/c', dirty: true }));
    const tab = (path: string) => state.visited.find((item) => item.fullPath === path)!;
    const affected = (command: Parameters<typeof dirtyTabsAffected>[1], path: string) =>
      dirtyTabsAffected(state.visited, command, tab(path)).map((item) => item.fullPath);
    expect(affected('close', '/a')).toEqual(['/a']);
    expect(affected('close', '/b')).toEqual([]);
    expect(affected('refresh', '/c')).toEqual(['/c']);
    expect(affected('refresh', '/b')).toEqual([]);
    expect(affected('closeOthers', '/a')).toEqual(['/c']);
    expect(affected('closeOthers', '/b')).toEqual(['/a', '/c']);
    expect(affected('closeAll', '/home')).toEqual(['/a', '/c']);
  });
});
