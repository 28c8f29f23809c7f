import { createElement } from 'react';

import { keepKey, type KeptPage, nextKeptPages, type TabKey } from '@/features/layout';

const page = (fullPath: string, generation = 0, noCache = false): KeptPage => ({
  key: keepKey(fullPath, generation),
  fullPath,
  noCache,
  element: createElement('div', null, fullPath),
});
const tab = (fullPath: string, generation = 0, noCache = false): TabKey => ({
  fullPath,
  generation,
  noCache,
});

describe('kept-alive pages', () => {
  it('adds the current page once and returns the same list when nothing changes', () => {
    const a = page('/a');
    const once = nextKeptPages([], a, [tab('/a')]);
    expect(once).toEqual([a]);
    expect(nextKeptPages(once, a, [tab('/a')])).toBe(once);
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
});
