import { type Locator } from 'playwright-core';

import { assessSelfCare, SELF_CARE_ITEMS } from '../../src/domain/elderly';
import { bmiAnswer, TCM_QUESTIONS } from '../../src/domain/tcm';
import {
  buttonNamed,
  chooseAnswer,
  latestRecordData,
  openNewRecordFor,
} from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { type DemoAccount } from '../utils/demoAccounts';
import { firstManagedRow } from '../utils/hospitalsManagedBy';
import { openListAs } from '../utils/listPage';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 老年人健康管理 in Chromium against the reference server (national forms §10 and §11): the three
 * pages list seeded rows with 新增 for qyadmin and xzys01; the self-care dialog computes 总评分 and
 * the band as items are chosen and the server stores the same; the TCM dialog proposes (9) from
 * the resident's latest BMI, scores the constitutions once all 33 questions are answered, and saves.
 */

const PAGES = ['healthchecktablescores', 'questionnaireMains', 'elderlymedicalcares'];

describe('elderly health forms (Chromium)', () => {
  const harness = useBrowserHarness();

  /** A resident of xzys01's hospitals aged 65+, with a 健康体检表 holding a BMI. */
  const elder = () =>
    firstManagedRow<{ id: string; id_card_no: string; bmi: number }>(
      harness.server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no,
           (SELECT json_extract(c.data, '$.bmi') FROM resource_records c
            WHERE c.family = 'healthCheckTables' AND c.person_num = p.id
            ORDER BY c.record_date DESC, c.created_at DESC LIMIT 1) AS bmi
         FROM resource_records p
         WHERE p.family = 'persons' AND p.status = '1'
           AND p.hospital_id IN (SELECT value FROM json_each(?))
           AND json_extract(p.data, '$.birthDate') <= '1955-01-01'
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'healthCheckTables'
                       AND c.person_num = p.id AND json_extract(c.data, '$.bmi') IS NOT NULL)
         ORDER BY p.id LIMIT 1`,
    );

  /** xzys01's list at `path` with 新增 open for the elder above. */
  const newRecordForElder = async (path: string) => {
    const opened = await openListAs(harness, 'xzys01', path);
    const resident = elder();
    return { ...opened, resident, dialog: await openNewRecordFor(opened.page, resident) };
  };

  const latest = (family: string, personNum: string) =>
    latestRecordData(harness.server.db, family, personNum);

  it.each<DemoAccount>(['qyadmin', 'xzys01'])(
    'shows seeded rows and 新增 on every 老年人健康管理 page for %s',
    async (account) => {
      if (!harness.browser) return;
      const { page, errors } = await harness.open({ width: 1440 });
      await signInThroughPage(page, harness.server.url, account);
      for (const family of PAGES) {
        await page.goto(`${harness.server.url}/elderly/${family}`);
        const rows = page.locator('.gw-resource-table tbody tr.ant-table-row');
        await rows.first().waitFor();
        expect(await page.locator('.gw-resource-table thead th').count()).toBeGreaterThan(5);
        await expect(buttonNamed(page, '新增').isVisible()).resolves.toBe(true);
      }
      expect(errors).toEqual([]);
    },
  );

  it('computes 总评分 and the band as items are chosen, and the server stores the same', async () => {
    if (!harness.browser) return;
    const { page, errors, resident, dialog } = await newRecordForElder(
      '/elderly/healthchecktablescores',
    );
    await dialog.getByText('尚有 5 项未评估').waitFor();
    await chooseAnswer(dialog, '进餐', '需要协助，如切碎');
    await chooseAnswer(dialog, '梳洗', '洗澡需要协助');
    await chooseAnswer(dialog, '穿衣', '独立完成');
    await chooseAnswer(dialog, '如厕', '不需协助');
    await chooseAnswer(dialog, '活动', '独立完成所有活动');
    // 3 + 1 + 0 + 0 + 0 = 4: the first score of 轻度依赖.
    await dialog.getByText('轻度依赖', { exact: true }).first().waitFor();
    expect(await dialog.getByLabel('总评分').inputValue()).toBe('4');
    // One step further crosses into 中度依赖 (9).
    await chooseAnswer(dialog, '如厕', '经常失禁');
    await dialog.locator('.ant-alert').getByText('中度依赖', { exact: true }).waitFor();
    expect(await dialog.getByLabel('总评分').inputValue()).toBe('9');
    await buttonNamed(dialog, '保存').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    expect(latest('healthchecktablescores', resident.id)).toMatchObject({
      eatingScore: '3',
      groomingScore: '1',
      toiletScore: '5',
      totalScore: 9,
      selfCareLevel: '3',
    });
    expect(errors).toEqual([]);
  });

  it('takes the self-care sheet by keyboard, one column code each, and stores the kernel’s total', async () => {
    if (!harness.browser) return;
    const { page, errors, resident, dialog } = await newRecordForElder(
      '/elderly/healthchecktablescores',
    );
    await dialog.getByText('尚有 5 项未评估').waitFor();
    const item = (label: string) => dialog.getByRole('radiogroup', { name: label, exact: true });
    const cursorIn = (scope: Locator) =>
      scope.evaluate((element) => element.contains(document.activeElement));
    // The paper's columns, 1可自理 … 4不能自理, typed for 进餐, 梳洗, 穿衣, 如厕, 活动.
    const columns = ['3', '2', '1', '3', '1'];
    let enters = 0;
    while (!(await cursorIn(item('进餐')))) {
      if (enters >= 6) throw new Error('Enter did not reach 进餐');
      enters += 1;
      await page.keyboard.press('Enter');
    }
    for (const [index, sheetItem] of SELF_CARE_ITEMS.entries()) {
      expect(await cursorIn(item(sheetItem.label))).toBe(true);
      await page.keyboard.press(columns[index]!);
    }
    // The kernel's total and band of the answers in those columns.
    const answers = Object.fromEntries(
      SELF_CARE_ITEMS.map((sheetItem, index) => [
        sheetItem.field,
        String(sheetItem.options.find((option) => option.band === columns[index])!.score),
      ]),
    );
    const expected = assessSelfCare(answers);
    expect(expected.total).toBe(9);
    await dialog.locator('.ant-alert').getByText(expected.band!.label, { exact: true }).waitFor();
    expect(await dialog.getByLabel('总评分').inputValue()).toBe(String(expected.total));
    await page.keyboard.press('Control+s');
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    expect(latest('healthchecktablescores', resident.id)).toMatchObject({
      ...answers,
      totalScore: expected.total,
      selfCareLevel: expected.band!.code,
    });
    expect(errors).toEqual([]);
  });

  /** A TCM question's row of radio buttons, named by the question. */
  const tcmQuestion = (dialog: Locator, n: number): Locator =>
    dialog.getByRole('radiogroup', { name: `(${n})${TCM_QUESTIONS[n - 1]!.short}`, exact: true });

  it('proposes (9) from the latest BMI, scores the nine constitutions, and saves', async () => {
    if (!harness.browser) return;
    const { page, errors, resident, dialog } = await newRecordForElder(
      '/elderly/questionnaireMains',
    );
    const proposed = String(bmiAnswer(resident.bmi));
    await dialog.getByText(/第\(9\)题已按最近一次体检/).waitFor();
    await tcmQuestion(dialog, 9).locator(`input[value="${proposed}"]:checked`).waitFor();
    await dialog.getByText('已答 1/33 题').waitFor();
    // Everything 没有 (1), one click each on the question's row; (9) kept as proposed:
    // 平和质 = 1 + 5 × 4 = 21 and every biased one at most 8, so 平和质 是.
    for (let n = 1; n <= TCM_QUESTIONS.length; n += 1) {
      if (n === 9) continue;
      await tcmQuestion(dialog, n)
        .locator('.ant-radio-wrapper', { has: page.locator('input[value="1"]') })
        .click();
    }
    const results = dialog.getByTestId('tcm-constitution-results');
    await results.getByText('平和质 21分 是').waitFor();
    await buttonNamed(dialog, '保存').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    expect(latest('questionnaireMains', resident.id)).toMatchObject({
      q9: proposed,
      balancedScore: 21,
      balancedResult: '2',
      primaryConstitution: '9',
    });
    expect(errors).toEqual([]);
  });

  it('takes the 33 answers by keyboard, one code digit each, in at most 40 keystrokes', async () => {
    if (!harness.browser) return;
    const { page, errors, resident, dialog } = await newRecordForElder(
      '/elderly/questionnaireMains',
    );
    const proposed = String(bmiAnswer(resident.bmi));
    await dialog.getByText(/第\(9\)题已按最近一次体检/).waitFor();
    let keystrokes = 0;
    const press = async (key: string) => {
      keystrokes += 1;
      await page.keyboard.press(key);
    };
    const cursorIn = (scope: Locator) =>
      scope.evaluate((element) => element.contains(document.activeElement));
    // From 个人编号 (the resident just chosen), Enter goes on to question (1).
    while (!(await cursorIn(tcmQuestion(dialog, 1)))) {
      if (keystrokes >= 6) throw new Error('Enter did not reach question (1)');
      await press('Enter');
    }
    // One digit per question: the code picks the answer and the cursor goes to the next row.
    for (let n = 1; n <= TCM_QUESTIONS.length; n += 1) {
      expect(await cursorIn(tcmQuestion(dialog, n))).toBe(true);
      await press(n === 9 ? proposed : n % 2 === 0 ? '2' : '1');
    }
    await dialog.getByTestId('tcm-constitution-results').waitFor();
    await press('Control+s');
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    expect(keystrokes).toBeLessThanOrEqual(40);
    expect(latest('questionnaireMains', resident.id)).toMatchObject({
      q1: '1',
      q2: '2',
      q9: proposed,
      q32: '2',
      q33: '1',
    });
    expect(errors).toEqual([]);
  });
});
