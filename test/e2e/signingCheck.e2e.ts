import { type Page } from 'playwright-core';

import { addMonths } from '../../src/domain/calendar';
import { signInAs } from '../integration/server/helpers';
import {
  chinaToday,
  type Client,
  clientFor,
  createResident,
  openCard,
  type Row,
  signToPackage,
} from '../integration/server/resourcesFixtures';
import { answerConfirm, buttonNamed, openNewRecordFor, recordDialogs } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { gotoList } from '../utils/listPage';
import { keeperIn } from '../utils/printedPaper';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 履约核查 as the township (xzys01) in a real browser: a check of a village's agreement shows
 * what the records hold (部分履约, the short items); two checks are confirmed with 批量核实.
 */

const LIST_PATH = '/sign/signRegisteCheckMains';
/** Set to keep screenshots (not part of the repository). */
const keepFile = keeperIn(process.env.SIGNING_SHOTS_DIR);
const shot = async (page: Page, name: string) =>
  keepFile(`${name}.png`, await page.screenshot({ fullPage: true }));

describe('签约履约核查 (Chromium)', () => {
  const harness = useBrowserHarness();
  const today = chinaToday();
  let village: Client;

  const idCardOf = (personNum: string): string =>
    harness.server.db
      .prepare<[string], { id_card_no: string }>(
        "SELECT id_card_no FROM resource_records WHERE family = 'persons' AND id = ?",
      )
      .get(personNum)!.id_card_no;

  /** A 67-year-old hypertensive resident signed by the village doctor, with one follow-up. */
  const signedElder = async (name: string): Promise<string> => {
    const personNum = await createResident(village, addMonths(today, -12 * 67), { name });
    await openCard(village, 'hypertensionCard', personNum);
    await signToPackage(village, personNum, '老年人高血压服务包', today);
    const visit: Row = {
      personNum,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 132,
      dbp: 82,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    };
    expect((await village.post('/api/hypertensionFollowUp', visit)).status).toBe(201);
    return personNum;
  };

  beforeAll(async () => {
    village = clientFor(harness.server.app, await signInAs(harness.server.app, 'cunyi01'));
  });

  it('checks an agreement against the records and confirms checks in a batch', async () => {
    const first = await signedElder('核查测试甲');
    const second = await signedElder('核查测试乙');
    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await gotoList(page, `${harness.server.url}${LIST_PATH}`);

    for (const personNum of [first, second]) {
      const dialog = await openNewRecordFor(page, {
        id: personNum,
        id_card_no: idCardOf(personNum),
      });
      await dialog.getByLabel('核查人', { exact: true }).fill('李秀英');
      const date = dialog.getByLabel('核查日期', { exact: true });
      await date.click();
      await date.fill(today);
      await page.keyboard.press('Enter');
      if (personNum === first) await shot(page, 'check-form');
      await buttonNamed(dialog, '保存').click();
      await page.getByText('新增成功').last().waitFor();
      await recordDialogs(page).first().waitFor({ state: 'hidden' });
    }

    const rows = page.locator('.gw-resource-table tr.ant-table-row');
    await rows.filter({ hasText: '部分履约' }).nth(1).waitFor();
    await shot(page, 'check-list');

    // The check shows the short items, counted as the 履约情况 counts them.
    await buttonNamed(rows.first(), '修改').click();
    const opened = recordDialogs(page).first();
    await opened.getByText('高血压面对面随访 1/4', { exact: false }).waitFor();
    await shot(page, 'check-opened');
    await buttonNamed(opened, '取消').click();

    for (const row of [rows.nth(0), rows.nth(1)]) await row.locator('.ant-checkbox-input').check();
    await buttonNamed(page, '批量核实（2）').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定核实选中的2条记录吗？', { exact: false }).waitFor();
    await shot(page, 'check-batch-confirm');
    await answerConfirm(confirm, '核实');
    await page.getByText('已核实2条').waitFor();
    await rows.filter({ hasText: '已核实' }).nth(1).waitFor();
    await shot(page, 'check-verified');

    const stored = harness.server.db
      .prepare<[string, string], { verify: string }>(
        `SELECT json_extract(data, '$.verifyStatus') AS verify FROM resource_records
          WHERE family = 'signRegisteCheckMains' AND person_num IN (?, ?)`,
      )
      .all(first, second);
    expect(stored.map((row) => row.verify)).toEqual(['1', '1']);
    expect(errors).toEqual([]);
  });
});
