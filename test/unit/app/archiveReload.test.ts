/**
 * A reload straight onto an archive tab (综合档案登记 adds follow-ups in place): its route alone
 * gives the record dialogs the chronic rules. Nothing else of the app is loaded first, and the
 * menu page and its table may not be: loading either fails this test.
 */
jest.mock('@/app/menuPages', () => {
  throw new Error('a reload onto an archive tab loads no menu page');
});
jest.mock('@/app/pageTable', () => {
  throw new Error('a reload onto an archive tab loads no page table');
});

const COMPREHENSIVE_REG = 'dialog/comprehensive-reg/:personNum/:personnelName';

describe('a reload straight onto 综合档案登记', () => {
  it("gives the record dialogs the chronic families' rules before the page shows", async () => {
    const { shellPageRoutes } = await import('@/app/shellPages');
    // What AppProviders provides to the dialogs.
    const { formExtensions } = await import('@/app/formExtensionTable');
    expect(formExtensions.hookFor('hypertensionFollowUp')).toBeUndefined();

    const route = shellPageRoutes.find(({ path }) => path === COMPREHENSIVE_REG);
    expect(route).toBeDefined();
    const page = await route!.load();
    expect(typeof page.default).toBe('function');

    // Imported only now, to compare: the hooks the dialog gets at once are the feature's own.
    const { chronicFormExtensions } = await import('@/features/chronic');
    for (const [familyId, hook] of Object.entries(chronicFormExtensions)) {
      expect([familyId, formExtensions.hookFor(familyId)]).toEqual([familyId, hook]);
    }
    // Another family's dialog on the page (an elderly assessment) loads its rules when opened.
    expect(formExtensions.hookFor('healthchecktablescores')).toBeUndefined();
    const { elderlyFormExtensions } = await import('@/features/elderly');
    await expect(formExtensions.load('healthchecktablescores')).resolves.toBe(
      elderlyFormExtensions.healthchecktablescores,
    );
  });
});
