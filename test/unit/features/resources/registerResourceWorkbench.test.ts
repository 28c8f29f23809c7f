import { registerPage, resetPageRegistry, resolvePage } from '@/features/permission';
import { registerResourceWorkbench, resourcePages } from '@/features/resources';
import { concreteFamilies } from '@/services/contract';

describe('the generic page in the page registry', () => {
  beforeEach(() => {
    resetPageRegistry();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('opens every catalogue family with a collection path', () => {
    registerResourceWorkbench();
    for (const family of concreteFamilies) {
      const resolved = resolvePage(family.id);
      expect([family.id, resolved.kind]).toEqual([family.id, 'resource']);
      expect(resolved.loader).toBe(resourcePages.workbench);
    }
  });

  it('leaves other names to the unavailable page and dedicated pages to themselves', () => {
    const own = () => Promise.resolve({ default: () => null });
    registerPage('persons', own);
    registerResourceWorkbench();
    expect(resolvePage('persons')).toEqual({ kind: 'page', loader: own });
    expect(resolvePage('reportWildcard').kind).toBe('unavailable');
    expect(resolvePage('noSuchComponent').kind).toBe('unavailable');
    expect(resolvePage('Layout').kind).toBe('unavailable');
  });
});
