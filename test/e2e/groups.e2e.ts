import { type Page } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 用户组管理 (spec §6, user groups): the administrator gives the village doctors' group (CY) a menu
 * item (健康体检) and a button (导出 of 个人健康档案) it does not hold in 用户组管理, saves, and a
 * member (cunyi01) signing in next finds both.
 */
const SHOTS = '/tmp/shots/groups';
const GROUPS_PATH = '/system/userGroups';

describe('用户组管理 (spec §6)', () => {
  const harness = useBrowserHarness();

  const sidebar = (page: Page) => page.locator('.gw-sidebar');
  const toolbar = (page: Page) => page.locator('.gw-page:visible .gw-list-toolbar');
  const groupsPage = (page: Page) => page.locator('.gw-page:visible [data-page="userGroups"]');
  /** A tree row by its grant key (`m:{functionId}` or `b:{code}`). */
  const treeNode = (page: Page, key: string) =>
    groupsPage(page).locator('.ant-tree-treenode', {
      has: page.locator(`[data-grant="${key}"]`),
    });
  const checkbox = (page: Page, key: string) => treeNode(page, key).locator('.ant-tree-checkbox');
  const isChecked = async (page: Page, key: string) =>
    ((await checkbox(page, key).getAttribute('class')) ?? '').includes('ant-tree-checkbox-checked');
  const functionOf = (component: string) =>
    harness.server.db
      .prepare<[string], string>('SELECT function_id FROM functions WHERE menu_componet = ?')
      .pluck()
      .get(component)!;

  it('gives 村医组 a menu item and a button, and a member finds both', async () => {
    if (!harness.browser) return;
    const admin = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(admin.page, harness.server.url, 'qyadmin');
    await admin.page.goto(`${harness.server.url}${GROUPS_PATH}`);
    const page = admin.page;
    await groupsPage(page).waitFor();

    await groupsPage(page)
      .getByRole('menuitem', { name: /村医组/ })
      .click();
    await groupsPage(page).locator('.gw-groups-heading-name', { hasText: '村医组' }).waitFor();
    const healthChecks = `m:${functionOf('healthCheckTables')}`;
    const personsExport = 'b:persons:excel';
    await checkbox(page, healthChecks).waitFor();
    expect(await isChecked(page, healthChecks)).toBe(false);
    expect(await isChecked(page, personsExport)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/groups-1440.png` });

    await checkbox(page, healthChecks).click();
    await checkbox(page, personsExport).click();
    expect(await isChecked(page, healthChecks)).toBe(true);
    expect(await isChecked(page, personsExport)).toBe(true);
    await groupsPage(page).getByText('未保存').waitFor();

    // Switching away with unsaved ticks asks first; 继续编辑 keeps them.
    await groupsPage(page)
      .getByRole('menuitem', { name: /乡镇医生组/ })
      .click();
    await page.locator('.ant-modal-confirm-title', { hasText: '权限尚未保存' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/groups-unsaved-1440.png` });
    await page.getByRole('button', { name: '继续编辑' }).click();
    expect(await isChecked(page, personsExport)).toBe(true);

    await groupsPage(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByText('“村医组”的权限已保存，该组用户重新登录后生效').waitFor();
    await groupsPage(page).getByText('未保存').waitFor({ state: 'detached' });
    expect(admin.errors).toEqual([]);

    const village = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(village.page, harness.server.url, 'cunyi01');
    await sidebar(village.page).getByText('居民健康档案', { exact: true }).click();
    await sidebar(village.page).getByText('健康体检', { exact: true }).waitFor();
    await village.page.goto(`${harness.server.url}/archives/persons`);
    await toolbar(village.page)
      .getByRole('button', { name: /导\s*出/ })
      .waitFor();
    expect(village.errors).toEqual([]);
  });

  it('fits at 800 px wide', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 800, height: 900 });
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.goto(`${harness.server.url}${GROUPS_PATH}`);
    await groupsPage(page).locator('[data-grant]').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/groups-800.png` });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
