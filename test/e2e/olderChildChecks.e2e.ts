import { execFileSync } from 'node:child_process';

import { type Page } from 'playwright-core';

import { buttonNamed, chooseOption, recordDialogs } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { gotoList } from '../utils/listPage';
import { expectTablesWithinA4, keeperIn, printOnA4 } from '../utils/printedPaper';
import { signInThroughPage } from '../utils/signInPage';

/**
 * The 12～30月龄 and 3～6岁 child checks in Chromium: the seeded list, a new check showing only
 * the chosen age's items with 发育评估 computed from a ticked warning sign, and the columnar
 * print on A4 with the child's name and every row heading of the paper form.
 */

const keep = keeperIn(process.env.SHOTS_DIR);

describe('儿童健康检查 12～30月龄 and 3～6岁 (Chromium)', () => {
  const harness = useBrowserHarness();

  const shoot = async (page: Page, name: string) => {
    for (const [width, height] of [
      [1440, 900],
      [1366, 768],
      [800, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      keep(`${name}-${width}.png`, await page.screenshot());
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  };

  it('lists the seeded checks and opens a 18月龄 check with its own items', async () => {
    if (!harness.browser) return;
    const { page, errors, consoleErrors } = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await gotoList(page, `${harness.server.url}/maternalChild/preschoolHealthChecks`);
    // The sidebar names the three child checks by age first, so a cut title still tells them apart.
    for (const title of ['1～8月龄儿童检查', '12～30月龄儿童检查', '3～6岁儿童检查']) {
      await page.locator('.ant-menu').getByText(title, { exact: true }).waitFor();
    }
    await page.locator('.ant-table-thead th', { hasText: '体格发育评价' }).first().waitFor();
    await shoot(page, 'preschoolHealthChecks-list');
    await gotoList(page, `${harness.server.url}/maternalChild/toddlerHealthChecks`);
    await page.locator('.ant-table-thead th', { hasText: '发育评估结果' }).first().waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await shoot(page, 'toddlerHealthChecks-list');

    await buttonNamed(page, '新增').first().click();
    const dialog = recordDialogs(page).first();
    await dialog.getByText('请先选择检查月龄').waitFor();
    expect(await dialog.getByLabel('步态', { exact: true }).count()).toBe(0);
    await chooseOption(page, dialog.getByLabel('检查月龄', { exact: true }), '18月龄');
    await dialog.getByLabel('步态', { exact: true }).waitFor();
    await dialog.getByLabel('血红蛋白值', { exact: true }).waitFor();
    // 听力 is tested at 12 and 24 months: "——" at 18.
    expect(await dialog.getByLabel('听力', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('发育评估(12月龄)').count()).toBe(0);
    const result = dialog.locator('.ant-form-item', { has: page.getByLabel('发育评估结果') });
    await result.getByTitle('未见异常', { exact: true }).waitFor();
    await dialog.getByLabel('不会独走').check();
    await dialog.getByText('18月龄发育评估提示有发育偏异的可能：不会独走').waitFor();
    await result.getByTitle('提示有发育偏异的可能').waitFor();
    await dialog.getByText('传授按揉迎香穴、足三里穴方法').waitFor();
    await dialog.getByLabel('不会独走').scrollIntoViewIfNeeded();
    await shoot(page, 'toddlerHealthChecks-form');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    [
      'toddlerHealthChecks',
      'toddlerHealthCheckPrint',
      '12～30月龄儿童健康检查记录表',
      [
        '月龄',
        '体重（kg）',
        '身长（cm）',
        '前囟',
        '步态',
        '可疑佝偻病体征',
        '发育评估',
        '中医药健康管理服务',
      ],
    ],
    [
      'preschoolHealthChecks',
      'preschoolHealthCheckPrint',
      '3～6岁儿童健康检查记录表',
      ['年龄', '身高（cm）', '体重/身高', '体格发育评价', '视力', '牙数（颗）/龋齿数', '发育评估'],
    ],
  ] as const)('prints a seeded %s on A4 as the paper form', async (family, route, title, rows) => {
    if (!harness.browser) return;
    // A child with all four checks, so the page fills every column.
    const record = harness.server.db
      .prepare<[string], { id: string; person_num: string; data: string }>(
        `SELECT id, person_num, data FROM resource_records WHERE family = ?
          AND json_extract(data, '$.checkAge') = '4' ORDER BY id LIMIT 1`,
      )
      .get(family)!;
    const { name } = JSON.parse(record.data) as { name: string };
    const { page, errors } = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.goto(`${harness.server.url}/print/${route}/${record.person_num}/${record.id}`);
    const sheet = page.locator('.print-sheet').first();
    await sheet.waitFor();
    await expect(sheet.locator('.paper-title').textContent()).resolves.toBe(title);
    await expectTablesWithinA4(page);
    const { pdf } = await printOnA4(page);
    keep(`${route}.pdf`, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain(name);
    for (const row of rows)
      expect({ row, printed: text.includes(row) }).toEqual({ row, printed: true });
    expect(text).toContain('——');
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect(errors).toEqual([]);
  });
});
