import { menuPages, pageTable } from '@/app/pageTable';
import { auditPages } from '@/features/audit';
import { chronicPages } from '@/features/chronic';
import { groupsPages } from '@/features/groups';
import { createPageResolver, type PageTable } from '@/features/permission';
import { resourcePages } from '@/features/resources';
import {
  AUDIT_PAGE_COMPONENT,
  concreteFamilies,
  GROUPS_PAGE_COMPONENT,
  isConcreteFamilyId,
} from '@/services/contract';

import { CONTAINER_COMPONENT, MENU_TREE, type MenuSeed } from '../../../server/seed/menus';

/** Every page the seed's menus name (not containers, not outside links), with its title. */
const seedPages = (items: readonly MenuSeed[]): MenuSeed[] =>
  items.flatMap((item) =>
    item.component === CONTAINER_COMPONENT
      ? seedPages(item.children ?? [])
      : /^https?:\/\//.test(item.component)
        ? []
        : [item],
  );

describe("the app's page table", () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** The table's generic page alone, as the resources feature offers it. */
  const withResourcePageOnly = (pages: PageTable['pages'] = {}) =>
    createPageResolver({ pages, resourcePage: pageTable.resourcePage });

  it('opens every catalogue family with a collection path in the generic page', () => {
    const pages = withResourcePageOnly();
    for (const family of concreteFamilies) {
      const resolved = pages.resolve(family.id);
      expect([family.id, resolved.kind]).toEqual([family.id, 'resource']);
      expect(resolved.loader).toBe(resourcePages.workbench);
    }
  });

  it('leaves other names to the unavailable page and dedicated pages to themselves', () => {
    const own = () => Promise.resolve({ default: () => null });
    const pages = withResourcePageOnly({ persons: own });
    expect(pages.resolve('persons')).toEqual({ kind: 'page', loader: own });
    expect(pages.resolve('reportWildcard').kind).toBe('unavailable');
    expect(pages.resolve('noSuchComponent').kind).toBe('unavailable');
    expect(pages.resolve('Layout').kind).toBe('unavailable');
  });

  it('gives every page of the seed menus its dedicated page or the generic one, never 暂未开放', () => {
    const named = seedPages(MENU_TREE);
    expect(named.length).toBeGreaterThan(40);
    for (const item of named) {
      const { kind } = menuPages.resolve(item.component);
      // A name that is no catalogue family has only a dedicated page to open.
      const expected = isConcreteFamilyId(item.component) ? ['page', 'resource'] : ['page'];
      expect([item.component, expected.includes(kind)]).toEqual([item.component, true]);
    }
  });

  it('names each dedicated page the seed menus have, and those only', () => {
    const dedicated = seedPages(MENU_TREE)
      .map((item) => item.component)
      .filter((name) => menuPages.resolve(name).kind === 'page')
      .sort();
    expect(dedicated).toEqual(
      [
        'auditEvents',
        'chronicIndicators',
        'conditionQuery',
        'duplicateArchives',
        'followUpWorklist',
        'nonStandardArchives',
        'serviceDueList',
        'userGroups',
        // The live reports and the computed work score (chronic)
        'reportServiceSummary',
        'lyxreportMonthlyWork',
        'signTeamComputed',
        'workScoreComputed',
      ].sort(),
    );
    expect(Object.keys(pageTable.pages).sort()).toEqual(dedicated);
  });

  it("opens each dedicated page from its feature's loader", async () => {
    expect(pageTable.pages[AUDIT_PAGE_COMPONENT]).toBe(auditPages.log);
    expect(pageTable.pages[GROUPS_PAGE_COMPONENT]).toBe(groupsPages.groups);
    const [worklist, indicators] = await Promise.all([
      pageTable.pages.followUpWorklist!(),
      pageTable.pages.chronicIndicators!(),
    ]);
    expect(worklist.default).toBe((await chronicPages.worklist()).default);
    expect(indicators.default).toBe((await chronicPages.indicators()).default);
  });
});
