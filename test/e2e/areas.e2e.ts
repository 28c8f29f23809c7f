import { type Page } from 'playwright-core';

import { columnTitle } from '@/features/resources';
import { type FieldSpec, getFamily, isConcreteFamilyId } from '@/services/contract';

import { useBrowserHarness } from '../utils/browserHarness';
import { type DemoAccount } from '../utils/demoAccounts';
import { signInThroughPage } from '../utils/signInPage';

/**
 * The other areas of spec §1: each page of 健康银行, 绩效考核, 外呼管理, 卫生监督协管, 突发公共卫生
 * 事件, 预防接种记录 and the seeded reports opens from its menu link with its columns and seeded
 * rows, with 新增 where the group holds the create code, for the accounts whose group sees it.
 */

const AREA_FAMILIES = [
  'ds_healthbanktasks',
  'ds_healthgoodss',
  'ds_healthcoinrecords',
  'DS_PersonCoins',
  'workscoretemplate',
  'workscoretotal',
  'OutboundTemplates',
  'OutboundRecordMains',
  'sanitarycontrolpatrols',
  'publicemergencys',
  'vaccinationrecords',
  // 公卫服务汇总表 and 月度工作量统计 are computed live on pages of their own (liveReports.e2e.ts).
  'signReportTeamSummary',
] as const;

interface MenuPage {
  link: string;
  family: string;
  title: string;
  creates: boolean;
}

// Twelve pages a test: about 50 s alone, more on a busy two-core machine.
jest.setTimeout(300_000);

describe('the other areas (Chromium)', () => {
  const harness = useBrowserHarness();

  /** The pages of these areas the account's group sees, and whether it holds their create code. */
  const pagesOf = (account: DemoAccount): MenuPage[] =>
    (
      harness.server.db
        .prepare(
          `SELECT f.menu_link AS link, f.menu_componet AS family, f.function_name AS title,
             EXISTS (SELECT 1 FROM group_function_details gd
               WHERE gd.group_id = u.group_id AND gd.fun_detail_id = f.menu_componet || ':create')
               AS creates
           FROM functions f JOIN users u ON u.account = ?
           WHERE f.menu_componet IN (SELECT value FROM json_each(?))
             AND EXISTS (SELECT 1 FROM group_functions gf
               WHERE gf.group_id = u.group_id AND gf.function_id = f.function_id)
           ORDER BY f.sort_no`,
        )
        .all(account, JSON.stringify(AREA_FAMILIES)) as (Omit<MenuPage, 'creates'> & {
        creates: number;
      })[]
    ).map((row) => ({ ...row, creates: row.creates === 1 }));

  const listColumns = (family: string): string[] => {
    if (!isConcreteFamilyId(family)) throw new Error(`${family} is not a concrete family`);
    const fields: readonly FieldSpec[] = getFamily(family).fields ?? [];
    // As the table heads them: the label, and its unit in brackets.
    return fields.filter((field) => field.list).map(columnTitle);
  };

  const openPage = async (page: Page, { link, family }: MenuPage) => {
    const path = isConcreteFamilyId(family) ? getFamily(family).path : '';
    const reply = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith(path),
    );
    await page.goto(`${harness.server.url}${link}`);
    expect((await reply).status()).toBe(200);
    await page.locator('.gw-resource-table tr.ant-table-row').first().waitFor();
  };

  const expectWorkingPage = async (page: Page, menuPage: MenuPage) => {
    await openPage(page, menuPage);
    const headers = (await page.locator('.gw-resource-table thead th').allInnerTexts()).map(
      (text) => text.trim(),
    );
    const columns = listColumns(menuPage.family);
    expect({
      page: menuPage.link,
      columns: columns.filter((label) => !headers.includes(label)),
    }).toEqual({ page: menuPage.link, columns: [] });
    const rows = await page.locator('.gw-resource-table tr.ant-table-row').count();
    expect({ page: menuPage.link, hasRows: rows > 0 }).toEqual({
      page: menuPage.link,
      hasRows: true,
    });
    const heading = await page.locator('.gw-list-heading').innerText();
    expect(heading).toContain(menuPage.title);
    expect(Number(/共 (\d+) 条/.exec(heading)?.[1])).toBeGreaterThan(0);
    const create = page.locator('.gw-list-toolbar').getByRole('button', { name: /新增/ });
    expect({ page: menuPage.link, create: await create.count() }).toEqual({
      page: menuPage.link,
      create: menuPage.creates ? 1 : 0,
    });
  };

  it('opens every page of these areas for the regional administrator', async () => {
    if (!harness.browser) return;
    const { page, errors, consoleErrors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    const pages = pagesOf('qyadmin');
    expect(pages.map((entry) => entry.family).sort()).toEqual([...AREA_FAMILIES].sort());
    for (const menuPage of pages) await expectWorkingPage(page, menuPage);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  /** The region administrator, signed in, on the menu page of `family` (named `title`). */
  const adminOnPageOf = async (family: string, title: string) => {
    const { page } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    const menuPage = pagesOf('qyadmin').find((entry) => entry.family === family);
    if (!menuPage) throw new Error(`${title} is in no menu`);
    await openPage(page, menuPage);
    return page;
  };

  it.each<DemoAccount>(['xzys01', 'cunyi01'])(
    'shows %s rows of its own hospitals on the pages its group sees',
    async (account) => {
      if (!harness.browser) return;
      const { page, errors } = await harness.open();
      await signInThroughPage(page, harness.server.url, account);
      const pages = pagesOf(account);
      // Two fewer than before the live reports took 公卫服务汇总表 and 月度工作量统计 out.
      expect(pages.length).toBeGreaterThanOrEqual(account === 'cunyi01' ? 5 : 8);
      for (const menuPage of pages) await expectWorkingPage(page, menuPage);
      expect(errors).toEqual([]);
    },
  );

  it('shows a report as figures, with 导出 and without 新增', async () => {
    if (!harness.browser) return;
    const page = await adminOnPageOf('signReportTeamSummary', '签约统计存档');
    const counts = await page
      .locator('.gw-resource-table tr.ant-table-row td[data-field="signedCount"]')
      .allInnerTexts();
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toMatch(/^\d+/);
    await expect(
      page
        .locator('.gw-list-toolbar')
        .getByRole('button', { name: /导\s*出/ })
        .count(),
    ).resolves.toBe(1);
  });

  it('asks for the required fields of a new emergency report in Chinese', async () => {
    if (!harness.browser) return;
    const page = await adminOnPageOf('publicemergencys', '突发公共卫生事件');
    await page.locator('.gw-list-toolbar').getByRole('button', { name: /新增/ }).click();
    const dialog = page.locator('.gw-record-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const messages = dialog.locator('.ant-form-item-explain-error');
    await messages.first().waitFor();
    expect(await messages.allInnerTexts()).toEqual(
      expect.arrayContaining(['请填写事件名称', '请选择事件类别', '请填写涉及人数']),
    );
  });
});
