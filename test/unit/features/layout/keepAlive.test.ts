import { createElement } from 'react';

import { keepKey, type KeptPage, nextKeptPages, type TabKey } from '@/features/layout';

const page = (fullPath: string, generation = 0, noCache = false, shownAt = 0): KeptPage => ({
  key: keepKey(fullPath, generation),
  fullPath,
  noCache,
  shownAt,
  element: createElement('div', null, fullPath),
});
const tab = (fullPath: string, generation = 0, noCache = false, affix = false): TabKey => ({
  fullPath,
  generation,
  noCache,
  affix,
});

/** Shows each path in turn with the given limit, as the outlet does on each navigation. */
const showInTurn = (paths: readonly string[], tabs: readonly TabKey[], limit: number) => {
  let kept: readonly KeptPage[] = [];
  for (const path of paths) {
    const current = kept.find((entry) => entry.fullPath === path) ?? page(path);
    kept = nextKeptPages(kept, current, tabs, limit);
  }
  return kept;
};
const paths = (kept: readonly KeptPage[]) => kept.map((entry) => entry.fullPath);

describe('kept-alive pages', () => {
  it('adds the current page once and returns the same list when nothing changes', () => {
    const a = page('/a');
    const once = nextKeptPages([], a, [tab('/a')]);
    expect(once).toEqual([{ ...a, shownAt: 1 }]);
    expect(nextKeptPages(once, once[0]!, [tab('/a')])).toBe(once);
  });

  it('keeps the pages of open tabs and drops closed ones (their memory goes)', () => {
    const kept = [page('/home'), page('/a'), page('/b')];
    const next = nextKeptPages(kept, kept[0]!, [tab('/home'), tab('/b')]);
    expect(next.map((entry) => entry.fullPath)).toEqual(['/home', '/b']);
  });

  it('keeps the same page with other parameters as a separate entry', () => {
    const kept = nextKeptPages([page('/p?id=1')], page('/p?id=2'), [
      tab('/p?id=1'),
      tab('/p?id=2'),
    ]);
    expect(kept.map((entry) => entry.key)).toEqual(['/p?id=1#0', '/p?id=2#0']);
  });

  it('drops a page whose tab was refreshed (new generation) so it mounts afresh', () => {
    const kept = [page('/a', 0), page('/home')];
    const next = nextKeptPages(kept, page('/home'), [tab('/home'), tab('/a', 1)]);
    expect(next.map((entry) => entry.key)).toEqual(['/home#0']);
  });

  it('keeps a no-cache page only while it is shown', () => {
    const kept = nextKeptPages([], page('/nc', 0, true), [tab('/nc', 0, true)]);
    expect(kept).toHaveLength(1);
    expect(
      nextKeptPages(kept, page('/home'), [tab('/home'), tab('/nc', 0, true)]).map(
        (entry) => entry.fullPath,
      ),
    ).toEqual(['/home']);
  });

  describe('at most `limit` pages mounted, least recently shown out', () => {
    const tabs = ['/home', '/a', '/b', '/c', '/d'].map((path) =>
      tab(path, 0, false, path === '/home'),
    );

    it('unmounts the least recently shown page once one more is shown than the limit', () => {
      const kept = showInTurn(['/home', '/a', '/b', '/c'], tabs, 3);
      expect(paths(kept)).toEqual(['/home', '/b', '/c']);
    });

    it('counts showing a kept page again as use: it is not the next to go', () => {
      // /a shown again after /b, so /b is now the least recent of the unpinned pages.
      expect(paths(showInTurn(['/home', '/a', '/b', '/a', '/c'], tabs, 3))).toEqual([
        '/home',
        '/a',
        '/c',
      ]);
      // The list keeps its order (no DOM moves); only recency decides who goes.
      expect(paths(showInTurn(['/home', '/a', '/b', '/c', '/a', '/d'], tabs, 4))).toEqual([
        '/home',
        '/a',
        '/c',
        '/d',
      ]);
    });

    it('never unmounts a pinned (affix) page nor the page being shown', () => {
      const kept = showInTurn(['/home', '/a', '/b', '/c', '/d'], tabs, 2);
      expect(paths(kept)).toEqual(['/home', '/d']);
      // A limit of 1 still shows the current page; the pinned home page stays too.
      expect(paths(showInTurn(['/home', '/a', '/b'], tabs, 1))).toEqual(['/home', '/b']);
    });

    it('keeps the same objects (no remount) for the pages that stay', () => {
      const before = showInTurn(['/home', '/a', '/b'], tabs, 3);
      const after = nextKeptPages(before, page('/c'), tabs, 3);
      expect(after[0]).toBe(before[0]);
      expect(after[1]).toBe(before[2]);
      expect(paths(after)).toEqual(['/home', '/b', '/c']);
    });

    it('brings an unmounted page back as a new entry when its tab is shown again', () => {
      const kept = showInTurn(['/home', '/a', '/b', '/c', '/a'], tabs, 3);
      expect(paths(kept)).toEqual(['/home', '/c', '/a']);
      expect(kept.at(-1)!.shownAt).toBeGreaterThan(
        Math.max(...kept.slice(0, -1).map((p) => p.shownAt)),
      );
    });

    it('without a limit keeps every open page, as before', () => {
      expect(paths(showInTurn(['/home', '/a', '/b', '/c', '/d'], tabs, Infinity))).toHaveLength(5);
    });
  });
});
