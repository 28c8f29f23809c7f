import { execFileSync } from 'node:child_process';

import { dateText } from '../../src/domain/calendar';
import { bodyMassIndex } from '../../src/domain/measures';
import {
  buttonNamed,
  chooseOption,
  latestRecordData,
  openNewRecordFor,
  recordDialogs,
  valueBecomes,
} from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { expectEventually } from '../utils/eventually';
import { firstManagedRow } from '../utils/hospitalsManagedBy';
import { openListAs } from '../utils/listPage';
import { keepWidthsIn, keeperIn, printOnA4 } from '../utils/printedPaper';
import { untilSettled } from '../utils/settled';

/**
 * The referral a follow-up's rules call for cannot be missed (service-rules §2 连续两次控制不满意):
 * the village doctor records a second 控制不满意 in a row without referral, is asked on 保存 whether
 * the patient is really not referred, gives 未转诊原因, and finds it stored, shown when the visit is
 * reopened, and printed. The new visit starts with the last visit's 身高 and 体重, 体质指数 computed.
 */

const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';
const REASON = '患者拒绝转诊，已告知风险，两周后复查';
const keep = keeperIn(process.env.PRINT_SHOTS_DIR);

interface Patient {
  id: string;
  id_card_no: string;
  name: string;
  height: number;
  weight: number;
}

/** Keeps the page at the three widths the desks use (only when PRINT_SHOTS_DIR is set). */
const keepWidths = keepWidthsIn(process.env.PRINT_SHOTS_DIR);

describe('the referral confirmation of a chronic follow-up (Chromium)', () => {
  const harness = useBrowserHarness();

  it('asks for 未转诊原因 on a second 控制不满意 without referral, stores, shows and prints it', async () => {
    if (!harness.browser) return;
    // A patient of the village clinic whose latest visit was 控制不满意 and has 身高 and 体重.
    const patient = firstManagedRow<Patient>(
      harness.server.db,
      'cunyi01',
      `SELECT p.id, p.id_card_no, json_extract(p.data, '$.name') AS name,
              json_extract(v.data, '$.height') AS height, json_extract(v.data, '$.weight') AS weight
         FROM resource_records p JOIN resource_records v
           ON v.family = 'hypertensionFollowUp' AND v.person_num = p.id
        WHERE p.family = 'persons' AND p.status = '1'
          AND p.hospital_id IN (SELECT value FROM json_each(?))
          AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
                      AND c.person_num = p.id AND c.status = '1')
          AND v.id = (SELECT f.id FROM resource_records f
                       WHERE f.family = 'hypertensionFollowUp' AND f.person_num = p.id
                       ORDER BY f.record_date DESC, f.created_at DESC LIMIT 1)
          AND json_extract(v.data, '$.visitClassification') = '2'
          AND json_extract(v.data, '$.height') IS NOT NULL
          AND json_extract(v.data, '$.weight') IS NOT NULL
        ORDER BY p.id LIMIT 1`,
    );
    expect(patient).toBeDefined();
    const today = dateText();
    const { page, errors } = await openListAs(harness, 'cunyi01', FOLLOW_UP_PATH);
    await page.setViewportSize({ width: 1440, height: 900 });
    const dialog = await openNewRecordFor(page, patient);

    // 身高 and 体重 carried from the last visit, 体质指数 computed from them.
    await valueBecomes(dialog.getByLabel('身高', { exact: true }), String(patient.height));
    await valueBecomes(dialog.getByLabel('体重', { exact: true }), String(patient.weight));
    const bmi = bodyMassIndex(patient.weight, patient.height)!;
    await valueBecomes(dialog.getByLabel('体质指数', { exact: true }), String(bmi));

    await dialog.getByLabel('无症状').check();
    await dialog.getByLabel('收缩压', { exact: true }).fill('152');
    await dialog.getByLabel('舒张压', { exact: true }).fill('96');
    await dialog.getByText('连续两次控制不满意，建议转诊').first().waitFor();
    // The prompt also shows under the value that triggers it, and in brief beside 保存.
    const sbpItem = dialog
      .locator('.ant-form-item')
      .filter({ has: page.getByLabel('收缩压', { exact: true }) });
    await sbpItem
      .locator('.ant-form-item-explain-warning', { hasText: '连续两次血压控制不满意，建议转诊' })
      .waitFor();
    await page
      .locator('.gw-dialog-footer-note')
      .getByText('规则提示：连续两次血压控制不满意，建议转诊')
      .waitFor();
    // The brief's list: the pointer rests on it (the list opens), a click keeps it open, and its
    // prompt leads to the field.
    const brief = page.locator('.gw-dialog-footer-note').getByRole('button', { name: /规则提示/ });
    await brief.hover();
    await page.waitForTimeout(400);
    await brief.click();
    await page.waitForTimeout(400);
    const promptLink = page.locator('.ant-popover:not(.ant-popover-hidden) .gw-rule-prompt-link', {
      hasText: '连续两次血压控制不满意',
    });
    await untilSettled(promptLink);
    await promptLink.click();
    const sbpFocused = async () =>
      Number(
        await dialog
          .getByLabel('收缩压', { exact: true })
          .evaluate((input) => input === document.activeElement),
      );
    await expectEventually(sbpFocused, 1);
    const visitDate = dialog.getByLabel('随访日期', { exact: true });
    if (!(await visitDate.inputValue())) {
      await visitDate.fill(today);
      await page.keyboard.press('Enter');
    }
    await chooseOption(page, dialog.getByLabel('随访方式'), '门诊');
    await chooseOption(page, dialog.getByLabel('服药依从性'), '规律');
    const signature = dialog.getByLabel('随访医生签名');
    if (!(await signature.inputValue())) await signature.fill('张德明');
    await keepWidths(page, 'referral-form');

    // 保存 with 转诊 empty: the question, with why the rules refer.
    await buttonNamed(page, '保存').last().click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '确认不转诊吗' });
    await confirm.getByText('连续两次血压控制不满意').waitFor();
    const ok = confirm.getByRole('button', { name: '确认不转诊并保存' });
    expect(await ok.isDisabled()).toBe(true);
    await confirm.getByLabel('未转诊原因').fill(REASON);
    await keepWidths(page, 'referral-confirm');
    await ok.click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    await recordDialogs(page).first().waitFor({ state: 'hidden' });

    const saved = latestRecordData(harness.server.db, 'hypertensionFollowUp', patient.id) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({
      sbp: 152,
      dbp: 96,
      visitClassification: '2',
      height: patient.height,
      weight: patient.weight,
      bmi,
      noReferralReason: REASON,
    });
    expect(saved.referralReason).toBeUndefined();

    // Reopened from the list (the seed's visits are all older than today), it shows the reason.
    await page.locator('.ant-table-row', { hasText: today }).first().getByText('修改').click();
    const reopened = recordDialogs(page).first();
    await valueBecomes(reopened.getByLabel('未转诊原因', { exact: true }), REASON);
    await reopened.getByLabel('未转诊原因', { exact: true }).scrollIntoViewIfNeeded();
    await keepWidths(page, 'referral-reopened');

    // And the follow-up print carries it, with 体质指数 a value.
    const { id } = harness.server.db
      .prepare<[string], { id: string }>(
        `SELECT id FROM resource_records WHERE family = 'hypertensionFollowUp' AND person_num = ?
         ORDER BY created_at DESC, rowid DESC LIMIT 1`,
      )
      .get(patient.id)!;
    const paper = await page.context().newPage();
    await paper.goto(`${harness.server.url}/print/hypertensionFollowPrint/${patient.id}/${id}`);
    await paper.locator('.print-sheet').first().waitFor();
    keep('referral-print.png', await paper.screenshot({ fullPage: true }));
    const { pdf } = await printOnA4(paper);
    keep('referral-print.pdf', pdf);
    await paper.close();
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf })
      .toString()
      .replace(/\s+/g, '');
    expect(text).toContain(patient.name);
    expect(text).toContain('未转诊原因');
    expect(text).toContain(REASON.replace(/\s+/g, ''));
    expect(text).toContain(String(bmi));
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a mental-disorder visit’s referral finding under 危险性评估 and beside 保存', async () => {
    if (!harness.browser) return;
    const patient = firstManagedRow<Patient>(
      harness.server.db,
      'cunyi01',
      `SELECT p.id, p.id_card_no, json_extract(p.data, '$.name') AS name, 0 AS height, 0 AS weight
         FROM resource_records p
        WHERE p.family = 'persons' AND p.status = '1'
          AND p.hospital_id IN (SELECT value FROM json_each(?))
          AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'mentalcard'
                      AND c.person_num = p.id AND c.status = '1')
        ORDER BY p.id LIMIT 1`,
    );
    expect(patient).toBeDefined();
    const { page, errors } = await openListAs(harness, 'cunyi01', '/chronic/mental/mentalvisit');
    await page.setViewportSize({ width: 1440, height: 900 });
    const dialog = await openNewRecordFor(page, patient);
    await chooseOption(page, dialog.getByLabel('危险性评估', { exact: true }), '3级');
    const message = '危险性3级，病情不稳定，建议立即转诊';
    const riskItem = dialog
      .locator('.ant-form-item')
      .filter({ has: page.getByLabel('危险性评估', { exact: true }) });
    await riskItem.locator('.ant-form-item-explain-warning', { hasText: message }).waitFor();
    await page.locator('.gw-dialog-footer-note').getByText(`规则提示：${message}`).waitFor();
    await keepWidths(page, 'mental-referral-prompt');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
