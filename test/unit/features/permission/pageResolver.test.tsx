import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { createPageResolver, type PageLoader } from '@/features/permission';

const loader =
  (name: string): PageLoader =>
  () =>
    Promise.resolve({ default: () => name });

describe('page resolver', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('gives a page of the table its own loader', () => {
    const own = loader('persons');
    const pages = createPageResolver({ pages: { persons: own } });
    expect(pages.resolve('persons')).toEqual({ kind: 'page', loader: own });
  });

  it('gives an unknown name the generic resource page when the table has one for it', () => {
    const generic = loader('generic');
    const pages = createPageResolver({
      pages: {},
      resourcePage: { load: generic, handles: (name) => name === 'hypertensionFollowUp' },
    });
    expect(pages.resolve('hypertensionFollowUp')).toEqual({ kind: 'resource', loader: generic });
    expect(pages.resolve('noSuchPage').kind).toBe('unavailable');
  });

  it('gives an unknown name the 该功能暂未开放 page otherwise, logged once per name', async () => {
    const pages = createPageResolver({ pages: {} });
    const first = pages.resolve('noSuchPage');
    pages.resolve('noSuchPage');
    pages.resolve('otherPage');
    expect(first.kind).toBe('unavailable');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String((warn.mock.calls[0] as unknown[])[0])).toContain('noSuchPage');
    const module = await first.loader();
    expect(typeof module.default).toBe('function');
  });

  it('never takes an inherited property of the table for a page', () => {
    const pages = createPageResolver({ pages: {} });
    expect(pages.resolve('constructor').kind).toBe('unavailable');
    expect(pages.resolve('toString').kind).toBe('unavailable');
  });

  it('keeps one lazy component per name, so a page keeps its state across renders', () => {
    const pages = createPageResolver({ pages: { persons: loader('persons') } });
    expect(pages.componentFor('persons')).toBe(pages.componentFor('persons'));
    expect(pages.componentFor('persons')).not.toBe(pages.componentFor('noSuchPage'));
  });

  /** The page of `name` under a boundary whose fallback says 加载中, rendered in one pass. */
  const renderPage = (pages: ReturnType<typeof createPageResolver>, name: string) => {
    const Page = pages.componentFor(name);
    act(() => {
      render(
        <Suspense fallback="加载中">
          <Page componentName={name} title={name} buttons={[]} />
        </Suspense>,
      );
    });
  };

  it('renders a preloaded page in the same pass, without its loading state', async () => {
    const persons = jest.fn(loader('persons'));
    const pages = createPageResolver({ pages: { persons } });
    await pages.preload('persons');
    renderPage(pages, 'persons');
    expect(screen.getByText('persons')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    // One load for the preload and the render, and none again for another preload.
    await pages.preload('persons');
    expect(persons).toHaveBeenCalledTimes(1);
  });

  it('suspends a page whose code has not loaded, then shows it', async () => {
    const pages = createPageResolver({ pages: { persons: loader('persons') } });
    renderPage(pages, 'persons');
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('persons')).toBeInTheDocument();
  });
});
