import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { chooseOption } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';
import { type TestServer } from '../utils/startTestServer';

/**
 * 档案质控 in a real browser as the township doctor (xzys01): 不规范档案 lists an archive whose
 * 既往史 lacks the 高血压 it is managed for; 去修改 opens 综合档案登记 at the empty 疾病 slot;
 * once 高血压 is saved there, the archive leaves the list without a reload.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/quality';

interface Failing {
  personNum: string;
  name: string;
  field: string;
}

/** An in-file archive of xzys01's township failing pastHistoryMissing for 高血压 alone. */
const failingOf = (server: TestServer): Failing =>
  server.db
    .prepare(
      `SELECT q.person_num AS personNum, p.name, json_extract(q.fields, '$[0]') AS field
         FROM person_quality q JOIN resource_records p ON p.family = 'persons' AND p.id = q.person_num
        WHERE q.rule = 'pastHistoryMissing' AND q.detail = '既往史未记录：高血压'
          AND q.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor =
            (SELECT manage_hosp_id FROM users WHERE account = 'xzys01'))
        ORDER BY q.person_num LIMIT 1`,
    )
    .get() as Failing;

describe('不规范档案 (Chromium)', () => {
  const harness = useBrowserHarness();
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

  beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

  it('lists an archive missing 高血压 in 既往史, opens it at the slot, and drops it once fixed', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    const failing = failingOf(server);
    expect(failing?.personNum).toBeTruthy();
    const { page, errors } = await harness.open();
    await signInThroughPage(page, server.url, 'xzys01');

    await page.goto(`${server.url}/archives/nonStandardArchives`);
    const list = page.locator('[data-page="nonStandardArchives"]');
    await list.locator('.gw-list-heading', { hasText: '共' }).waitFor();
    await list.locator('.gw-quality-hospital').first().waitFor();
    await shot(page, 'non-standard-1440');

    // Filter by the rule and the name.
    await chooseOption(page, list.getByLabel('不规范原因'), '既往史缺病种');
    await list.getByLabel('姓名').fill(failing.name);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator(`tr[data-row-key="${failing.personNum}"]`);
    await row.waitFor();
    await row.locator('[data-rule="pastHistoryMissing"]').waitFor();
    for (const size of [
      { width: 1366, height: 768 },
      { width: 800, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await shot(page, `non-standard-filtered-${size.width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // 去修改: 综合档案登记 with the empty 疾病 slot focused.
    await row.getByRole('button', { name: '去修改' }).click();
    const reg = page.locator('[data-testid="comprehensive-reg"]');
    await reg.waitFor();
    const slotId = `personal-info-${failing.personNum}_${failing.field}`;
    const slot = reg.locator(`#${slotId}`);
    await page.waitForFunction((id) => document.activeElement?.id === id, slotId);
    await shot(page, 'non-standard-fix-1440');
    await chooseOption(page, slot, '高血压');
    await reg.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-message').getByText('个人基本信息已保存').waitFor();

    // Back on the list's tab: the archive has left it.
    await page.locator('.gw-tab', { hasText: '不规范档案' }).click();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 180_000);
});
