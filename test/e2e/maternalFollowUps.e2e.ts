import { execFileSync } from 'node:child_process';

import { type Locator, type Page } from 'playwright-core';

import { addDays, dateText } from '../../src/domain/calendar';
import { gestationalAge } from '../../src/domain/maternal';
import {
  buttonNamed,
  chooseOption,
  latestRecordData,
  openNewRecordFor,
  recordDialogs,
} from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { firstManagedRow } from '../utils/hospitalsManagedBy';
import { openListAs } from '../utils/listPage';
import { keepWidthsIn, keeperIn, printOnA4 } from '../utils/printedPaper';

/**
 * 孕产妇 after the first check in Chromium (national-forms-2.md §4, §5): a township doctor
 * records a 第2～5次产前随访 (末次月经 and the visit number carried from her records, 孕周
 * computed), sees an abnormal 胎心率 prompted beside the field and beside 保存, saves without
 * referral by giving 未转诊原因 in the confirmation, reopens the record and prints the columnar
 * form; then a 产后访视 and a 产后42天健康检查 (dates carried over, 处理 proposed), each printed.
 */

const keep = keeperIn(process.env.PRINT_SHOTS_DIR);

interface Woman {
  id: string;
  id_card_no: string;
  name: string;
  lmp?: string;
  visits?: number;
  delivery?: string;
}

const valueBecomes = async (input: Locator, expected: string): Promise<void> => {
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await input.inputValue()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await input.inputValue()).toBe(expected);
};

const typeDate = async (page: Page, picker: Locator, day: string) => {
  await picker.click();
  await picker.fill(day);
  await page.keyboard.press('Enter');
};

/** The paper's text without line breaks (group labels run down the side). */
const printedText = async (page: Page, path: string, name: string) => {
  const paper = await page.context().newPage();
  await paper.goto(path);
  await paper.locator('.print-sheet').first().waitFor();
  keep(`${name}-print.png`, await paper.screenshot({ fullPage: true }));
  const { pdf } = await printOnA4(paper);
  keep(`${name}.pdf`, pdf);
  await paper.close();
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, '');
};

/** Keeps the page at the three widths the desks use (only when PRINT_SHOTS_DIR is set). */
const keepWidths = keepWidthsIn(process.env.PRINT_SHOTS_DIR);

const latestId = (db: Parameters<typeof latestRecordData>[0], family: string, person: string) =>
  db
    .prepare<[string, string], { id: string }>(
      `SELECT id FROM resource_records WHERE family = ? AND person_num = ?
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(family, person)!.id;

describe('孕产妇健康管理 after the first check (Chromium)', () => {
  const harness = useBrowserHarness();

  it('records a 产前随访 with 孕周 computed, confirms no referral with a reason, reopens and prints it', async () => {
    if (!harness.browser) return;
    const woman = firstManagedRow<Woman>(
      harness.server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no, json_extract(p.data, '$.name') AS name,
              json_extract(f.data, '$.lastMenstrualPeriod') AS lmp,
              (SELECT COUNT(*) FROM resource_records v WHERE v.family = 'prenatalFollowUps'
                 AND v.person_num = p.id) AS visits
         FROM resource_records p JOIN resource_records f
           ON f.family = 'prenatalFirstChecks' AND f.person_num = p.id
        WHERE p.family = 'persons' AND p.status = '1'
          AND p.hospital_id IN (SELECT value FROM json_each(?))
        ORDER BY visits, p.id LIMIT 1`,
    );
    expect(woman).toBeDefined();
    const today = dateText();
    const age = gestationalAge(woman.lmp, today)!;
    const { page, errors } = await openListAs(
      harness,
      'xzys01',
      '/maternalChild/prenatalFollowUps',
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    const dialog = await openNewRecordFor(page, woman);
    await valueBecomes(dialog.getByLabel('末次月经', { exact: true }), woman.lmp!);
    await dialog
      .locator('.ant-select-content, .ant-select-selection-item', {
        hasText: `第${(woman.visits ?? 0) + 2}次`,
      })
      .first()
      .waitFor();
    await typeDate(page, dialog.getByLabel('随访日期', { exact: true }), today);
    await valueBecomes(dialog.getByLabel('孕周', { exact: true }), String(age.weeks));
    await dialog.getByText(`末次月经 ${woman.lmp!}，随访日孕${age.weeks}周`).first().waitFor();
    await dialog.getByLabel('体重', { exact: true }).fill('62');
    await dialog.getByLabel('宫底高度', { exact: true }).fill('26');
    await dialog.getByLabel('腹围', { exact: true }).fill('92');
    await dialog.getByLabel('胎位', { exact: true }).fill('头位');
    await dialog.getByLabel('收缩压', { exact: true }).fill('118');
    await dialog.getByLabel('舒张压', { exact: true }).fill('76');
    await dialog.getByLabel('血红蛋白', { exact: true }).fill('118');
    await dialog.getByLabel('胎心率', { exact: true }).fill('172');
    await chooseOption(page, dialog.getByLabel('分类', { exact: true }), '未见异常');
    await chooseOption(page, dialog.getByLabel('转诊', { exact: true }), '无');
    await dialog.getByLabel('随访医生签名', { exact: true }).fill('张医生');
    const prompt = '胎心率172次/分钟，超出正常范围110～160，建议转诊';
    // Beside the field, and in brief beside 保存.
    await dialog.locator('.ant-form-item-explain', { hasText: prompt }).waitFor();
    await page.locator('.gw-dialog-footer-note', { hasText: prompt }).waitFor();
    await dialog.getByLabel('胎心率', { exact: true }).scrollIntoViewIfNeeded();
    await keepWidths(page, 'prenatal-form');

    await buttonNamed(page, '保存').last().click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '确认不转诊吗' });
    await confirm.getByText(prompt).waitFor();
    await confirm.getByLabel('未转诊原因').fill('孕妇拒绝转诊，已告知风险');
    keep('prenatal-confirm-1440.png', await page.screenshot());
    await confirm.getByRole('button', { name: '确认不转诊并保存' }).click();
    await recordDialogs(page).first().waitFor({ state: 'hidden' });

    const saved = latestRecordData(harness.server.db, 'prenatalFollowUps', woman.id);
    expect(saved).toMatchObject({
      lastMenstrualPeriod: woman.lmp,
      visitTimes: String((woman.visits ?? 0) + 2),
      gestationalWeeks: age.weeks,
      gestationalDays: age.days,
      fetalHeartRate: 172,
      referral: '1',
      noReferralReason: '孕妇拒绝转诊，已告知风险',
    });

    // Reopened from the list (the seed's visits are all older than today), it shows what was saved.
    await page.locator('.ant-table-row', { hasText: today }).first().getByText('修改').click();
    const reopened = recordDialogs(page).first();
    await valueBecomes(
      reopened.getByLabel('未转诊原因', { exact: true }),
      '孕妇拒绝转诊，已告知风险',
    );
    await valueBecomes(reopened.getByLabel('胎心率', { exact: true }), '172');

    const id = latestId(harness.server.db, 'prenatalFollowUps', woman.id);
    const text = await printedText(
      page,
      `${harness.server.url}/print/prenatalFollowUpPrint/${woman.id}/${id}`,
      'prenatal',
    );
    expect(text).toContain('第2～5次产前随访服务记录表');
    expect(text).toContain(woman.name);
    for (const heading of [
      '孕周',
      '主诉',
      '体重',
      '产科检查',
      '宫底高度',
      '腹围',
      '胎位',
      '胎心率',
      '血压',
      '血红蛋白',
      '尿蛋白',
      '其他辅助检查',
      '分类',
      '指导',
      '转诊',
      '下次随访日期',
      '随访医生签名',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('孕妇拒绝转诊，已告知风险');
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect(errors).toEqual([]);
  });

  it('records a 产后访视 and the 产后42天 check with the dates carried, and prints both', async () => {
    if (!harness.browser) return;
    const woman = firstManagedRow<Woman>(
      harness.server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no, json_extract(p.data, '$.name') AS name
         FROM resource_records p
        WHERE p.family = 'persons' AND p.status = '1' AND json_extract(p.data, '$.sex') = '2'
          AND json_extract(p.data, '$.birthDate') BETWEEN date('now', '-38 years')
                                                      AND date('now', '-22 years')
          AND p.hospital_id IN (SELECT value FROM json_each(?))
          AND NOT EXISTS (SELECT 1 FROM resource_records v WHERE v.person_num = p.id
                          AND v.family IN ('postpartumVisits', 'postpartum42Checks'))
        ORDER BY p.id LIMIT 1`,
    );
    expect(woman).toBeDefined();
    const today = dateText();
    const delivery = addDays(today, -45);
    const { page, errors } = await openListAs(harness, 'xzys01', '/maternalChild/postpartumVisits');
    await page.setViewportSize({ width: 1440, height: 900 });
    const visit = await openNewRecordFor(page, woman);
    await typeDate(page, visit.getByLabel('分娩日期', { exact: true }), delivery);
    await typeDate(page, visit.getByLabel('出院日期', { exact: true }), addDays(delivery, 3));
    await typeDate(page, visit.getByLabel('随访日期', { exact: true }), addDays(delivery, 8));
    await valueBecomes(visit.getByLabel('下次随访日期', { exact: true }), addDays(delivery, 42));
    await visit.getByLabel('体温', { exact: true }).fill('36.8');
    await visit.getByLabel('一般健康情况', { exact: true }).fill('良好');
    await visit.getByLabel('一般心理状况', { exact: true }).fill('情绪稳定');
    for (const part of ['乳房', '恶露', '子宫', '伤口']) {
      await chooseOption(page, visit.getByLabel(part, { exact: true }), '未见异常');
    }
    await chooseOption(page, visit.getByLabel('分类', { exact: true }), '未见异常');
    await chooseOption(page, visit.getByLabel('转诊', { exact: true }), '无');
    await visit.getByLabel('随访医生签名', { exact: true }).fill('李医生');
    await keepWidths(page, 'postpartum-form');
    await buttonNamed(page, '保存').last().click();
    await recordDialogs(page).first().waitFor({ state: 'hidden' });
    expect(latestRecordData(harness.server.db, 'postpartumVisits', woman.id)).toMatchObject({
      deliveryDate: delivery,
      nextVisitDate: addDays(delivery, 42),
    });
    const visitText = await printedText(
      page,
      `${harness.server.url}/print/postpartumVisitPrint/${latestId(harness.server.db, 'postpartumVisits', woman.id)}`,
      'postpartum',
    );
    expect(visitText).toContain('产后访视记录表');
    expect(visitText).toContain(woman.name);
    for (const heading of [
      '随访日期',
      '分娩日期',
      '出院日期',
      '体温',
      '一般健康情况',
      '一般心理状况',
      '血压',
      '乳房',
      '恶露',
      '子宫',
      '伤口',
      '分类',
      '指导',
      '转诊',
      '下次随访日期',
      '随访医生签名',
    ]) {
      expect(visitText).toContain(heading);
    }
    expect(visitText).not.toMatch(/undefined|null|NaN/);

    await page.goto(`${harness.server.url}/maternalChild/postpartum42Checks`);
    await page.locator('.gw-list-heading', { hasText: '共' }).waitFor();
    const check = await openNewRecordFor(page, woman);
    await valueBecomes(check.getByLabel('分娩日期', { exact: true }), delivery);
    await typeDate(page, check.getByLabel('随访日期', { exact: true }), today);
    await check.getByLabel('一般健康情况', { exact: true }).fill('恢复良好');
    await check.getByLabel('一般心理状况', { exact: true }).fill('无抑郁表现');
    for (const part of ['乳房', '恶露', '子宫', '伤口']) {
      await chooseOption(page, check.getByLabel(part, { exact: true }), '未见异常');
    }
    await chooseOption(page, check.getByLabel('分类', { exact: true }), '已恢复');
    await check
      .locator('.ant-select-content, .ant-select-selection-item', { hasText: '结案' })
      .first()
      .waitFor();
    await check.getByLabel('随访医生签名', { exact: true }).fill('李医生');
    await keepWidths(page, 'postpartum42-form');
    await buttonNamed(page, '保存').last().click();
    await recordDialogs(page).first().waitFor({ state: 'hidden' });
    expect(latestRecordData(harness.server.db, 'postpartum42Checks', woman.id)).toMatchObject({
      deliveryDate: delivery,
      dischargeDate: addDays(delivery, 3),
      classification: '1',
      handling: '1',
    });
    const checkText = await printedText(
      page,
      `${harness.server.url}/print/postpartum42CheckPrint/${latestId(harness.server.db, 'postpartum42Checks', woman.id)}`,
      'postpartum42',
    );
    expect(checkText).toContain('产后42天健康检查记录表');
    expect(checkText).toContain(woman.name);
    for (const heading of [
      '随访日期',
      '分娩日期',
      '出院日期',
      '一般健康情况',
      '一般心理状况',
      '血压',
      '乳房',
      '恶露',
      '子宫',
      '伤口',
      '分类',
      '指导',
      '处理',
      '随访医生签名',
    ]) {
      expect(checkText).toContain(heading);
    }
    expect(checkText).not.toMatch(/undefined|null|NaN/);
    expect(errors).toEqual([]);
  });
});
