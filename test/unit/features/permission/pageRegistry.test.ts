import {
  type PageLoader,
  registerPage,
  registerResourcePage,
  resetPageRegistry,
  resolvePage,
  pageComponentFor,
} from '@/features/permission';

const loader =
  (name: string): PageLoader =>
  () =>
    Promise.resolve({ default: () => name });

describe('page registry', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetPageRegistry();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('gives a registered page its own loader', () => {
    const own = loader('persons');
    registerPage('persons', own);
    expect(resolvePage('persons')).toEqual({ kind: 'page', loader: own });
  });

  it('gives an unknown name the generic resource page when one is plugged in for it', () => {
    const generic = loader('generic');
    registerResourcePage(generic, { handles: (name) => name === 'hypertensionFollowUp' });
    expect(resolvePage('hypertensionFollowUp')).toEqual({ kind: 'resource', loader: generic });
    expect(resolvePage('noSuchPage').kind).toBe('unavailable');
  });

  it('gives an unknown name the 该功能暂未开放 page otherwise, logged once per name', async () => {
    const first = resolvePage('noSuchPage');
    resolvePage('noSuchPage');
    resolvePage('otherPage');
    expect(first.kind).toBe('unavailable');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String((warn.mock.calls[0] as unknown[])[0])).toContain('noSuchPage');
    const module = await first.loader();
    expect(typeof module.default).toBe('function');
  });

  it('keeps one lazy component per name, so a page keeps its state across renders', () => {
    registerPage('persons', loader('persons'));
    expect(pageComponentFor('persons')).toBe(pageComponentFor('persons'));
    expect(pageComponentFor('persons')).not.toBe(pageComponentFor('noSuchPage'));
  });
});
