import { mkdirSync } from 'node:fs';

import { type Page } from 'playwright-core';

import { chinaToday } from '../integration/server/resourcesFixtures';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 综合查询 as the township doctor (xzys01) builds it: 年龄 ≥ 65 且 人群 = 高血压患者 且
 * 最近收缩压 ≥ 160 lists exactly the residents a hand-written SQL counts in the township's scope.
 */
const SHOTS = '/work/shots/s4-reports';

/** Picks an option of an antd Select by typing its code (the paper form's codes are typable). */
const choose = async (page: Page, label: string, typed: string, option: string | RegExp) => {
  await page.getByLabel(label).click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option).click();
};

describe('condition query (综合查询)', () => {
  const harness = useBrowserHarness();

  it('65岁以上 且 高血压 且 最近收缩压 ≥ 160 returns what the hand-written SQL returns', async () => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const today = chinaToday();
    const elderlyBy = `${Number(today.slice(0, 4)) - 65}${today.slice(4)}`;
    const { count } = harness.server.db
      .prepare(
        `SELECT COUNT(DISTINCT p.person_num) AS count FROM person_facts p
         JOIN programme_patients pp ON pp.person_num = p.person_num
         WHERE p.in_file = 1 AND p.birth_date <= ?
           AND pp.programme = 'hypertension' AND pp.on_list = 1 AND pp.sbp >= 160
           AND p.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor =
             (SELECT manage_hosp_id FROM users WHERE account = 'xzys01'))`,
      )
      .get(elderlyBy) as { count: number };
    expect(count).toBeGreaterThan(0);

    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.goto(`${harness.server.url}/report/conditionQuery`);
    await page.getByText('请设置条件后点击“查询”').waitFor();
    await page.getByLabel('年龄的取值').fill('65');
    await page.getByRole('button', { name: /添加条件/ }).click();
    await choose(page, '人群的取值', '5', '5 高血压患者');
    await page.getByRole('button', { name: /添加条件/ }).click();
    await choose(page, '第3个条件的字段', '最近收缩压', '最近收缩压');
    await choose(page, '第3个条件的比较符', '>=', '>= 大于等于');
    await page.getByLabel('最近收缩压的取值').fill('160');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText(`共 ${count} 人`).waitFor();
    await page.screenshot({ path: `${SHOTS}/condition-query-1366.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/condition-query-1440.png` });
    expect(await page.locator('tbody tr[data-row-key]').count()).toBe(Math.min(count, 20));
    expect(errors).toEqual([]);
  });
});
