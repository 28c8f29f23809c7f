import os from 'node:os';

import { type Page } from 'playwright-core';

import { recordDialogs } from '../test/utils/antdLocators';
import { firstManagedRow } from '../test/utils/hospitalsManagedBy';
import { launchChromium } from '../test/utils/launchChromium';
import { signInThroughPage } from '../test/utils/signInPage';
import { startTestServer, type TestServer } from '../test/utils/startTestServer';
import { assertStored, enterUntil, justSaved } from './dataEntryCount';
import { type EntryFigure, openNewByKeyboard, saved, shownOption } from './dataEntryRecords';

/**
 * 健康体检表 of a 68-year-old (national-forms.md §3) by keyboard only, as a township doctor
 * copies an elderly annual check from paper: the fields of that check (the set below, written
 * down in bench/results/2026-12-data-entry.md), Enter from field to field as the form has it,
 * the code digit of each coded item, Ctrl+S; the stored row checked.
 */

const PATH = '/archives/healthCheckTables';

/** A field of the check: code digits ticked in a box group, a code chosen, a number typed. */
type Step =
  | { kind: 'boxes'; label: string; codes: string }
  | { kind: 'code'; label: string; code: string; option: string }
  | { kind: 'number'; label: string; text: string };

const boxes = (label: string, codes: string): Step => ({ kind: 'boxes', label, codes });
const code = (label: string, digit: string, option: string): Step => ({
  kind: 'code',
  label,
  code: digit,
  option,
});
const number = (label: string, text: string): Step => ({ kind: 'number', label, text });

/** The seven rows of 现存主要健康问题, each 1未发现 (the form refuses a check without them). */
const NO_PROBLEMS: readonly Step[] = [
  boxes('脑血管疾病', '1'),
  boxes('肾脏疾病', '1'),
  boxes('心脏疾病', '1'),
  boxes('血管疾病', '1'),
  boxes('眼部疾病', '1'),
  code('神经系统疾病', '1', '未发现'),
  code('其他系统疾病', '1', '未发现'),
];

/**
 * The check, in form order. 生活自理能力 is not typed: the form takes it from the latest
 * assessment (可自理); 健康评价 体检无异常 and 建议接种疫苗 are the form's proposals, kept.
 */
export const ELDERLY_CHECK_STEPS: readonly Step[] = [
  // 症状's 25 codes are a searchable list: 1 finds 无症状, Enter takes it.
  code('症状', '1', '无症状'),
  number('体温', '36.5'),
  number('脉率', '72'),
  number('呼吸频率', '18'),
  number('左侧收缩压', '132'),
  number('左侧舒张压', '80'),
  number('右侧收缩压', '130'),
  number('右侧舒张压', '78'),
  number('身高', '158'),
  number('体重', '56'),
  number('腰围', '78'),
  code('老年人健康状态自我评估', '2', '基本满意'),
  code('老年人认知功能', '1', '粗筛阴性'),
  code('老年人情感状态', '1', '粗筛阴性'),
  ...NO_PROBLEMS,
  boxes('危险因素控制', '4'),
];

export const ELDERLY_CHECK_STORED: Record<string, unknown> = {
  symptoms: ['1'],
  temperature: 36.5,
  pulseRate: 72,
  respiratoryRate: 18,
  leftSbp: 132,
  leftDbp: 80,
  rightSbp: 130,
  rightDbp: 78,
  height: 158,
  weight: 56,
  waistline: 78,
  bmi: 22.43,
  elderlyHealthSelfAssessment: '2',
  elderlySelfCareAssessment: '1',
  elderlyCognition: '1',
  elderlyEmotion: '1',
  cerebrovascularDisease: ['1'],
  kidneyDisease: ['1'],
  heartDisease: ['1'],
  vascularDisease: ['1'],
  eyeDisease: ['1'],
  nervousDisease: '1',
  otherSystemDisease: '1',
  healthEvaluation: '1',
  vaccineAdvice: '流感疫苗、肺炎球菌疫苗',
};

interface Elder {
  id: string;
  id_card_no: string;
  sex: string;
}

/**
 * The first resident of xzys01's hospitals aged 68 without a hypertension, diabetes or mental
 * card (the demo has none of that age with a self-care assessment of the last year: the bench
 * takes it first, as the annual check of the 65+ does).
 */
export const elderOf68 = (server: TestServer): Elder | undefined =>
  firstManagedRow<Elder | undefined>(
    server.db,
    'xzys01',
    `SELECT p.id, p.id_card_no, json_extract(p.data, '$.sex') AS sex FROM resource_records p
      WHERE p.family = 'persons' AND p.status = '1'
        AND p.hospital_id IN (SELECT value FROM json_each(?))
        AND json_extract(p.data, '$.birthDate') BETWEEN date('now', '-69 years', '+1 day')
                                                    AND date('now', '-68 years')
        AND NOT EXISTS (SELECT 1 FROM resource_records c WHERE c.person_num = p.id
                        AND c.family IN ('hypertensionCard', 'diabetesManager', 'mentalcard'))
      ORDER BY p.id LIMIT 1`,
  );

/** 老年人生活自理能力评估表 by keyboard: Enter to 进餐, 1 (可自理) for each of the five, Ctrl+S. */
export const selfCareByKeyboard = async (
  page: Page,
  server: TestServer,
  elder: Elder,
): Promise<EntryFigure> => {
  const { dialog, hands, chooseResident } = await openNewByKeyboard(
    page,
    server,
    '/elderly/healthchecktablescores',
    elder,
  );
  const first = dialog.getByRole('radiogroup', { name: '进餐', exact: true });
  await first.waitFor();
  while (!(await first.evaluate((element) => element.contains(document.activeElement)))) {
    if (hands.keystrokes >= 10) throw new Error('Enter did not reach 进餐');
    await hands.press('Enter');
  }
  for (let item = 0; item < 5; item += 1) await hands.press('1');
  await hands.press('Control+s');
  await saved(page);
  assertStored(
    '生活自理能力评估（键盘）',
    justSaved(server.db, 'healthchecktablescores', elder.id),
    { totalScore: 0, selfCareLevel: '1' },
  );
  return { chooseResident, record: hands.take() };
};

/** The shown value of a select in the dialog, by its label. */
const selectShows = (page: Page, label: string): Promise<string> =>
  recordDialogs(page)
    .first()
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label label', { hasText: label }) })
    .first()
    .locator('.ant-select')
    .first()
    .innerText();

/** Waits (up to 5 s) until the box of `code` in the group labelled `label` is ticked. */
const ticked = async (page: Page, label: string, code: string): Promise<void> => {
  const box = recordDialogs(page)
    .first()
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label label', { hasText: label }) })
    .first()
    .locator(`input[type="checkbox"][value="${code}"]`);
  for (let tries = 0; !(await box.isChecked()); tries += 1) {
    if (tries > 50) throw new Error(`${label}: ${code} was not ticked`);
    await page.waitForTimeout(100);
  }
};

/** The 健康体检表 by keyboard alone: Enter to go on, code digits, Ctrl+S to save. */
export const healthCheckByKeyboard = async (
  page: Page,
  server: TestServer,
  elder: Elder,
): Promise<EntryFigure> => {
  const { dialog, hands, chooseResident } = await openNewByKeyboard(page, server, PATH, elder);
  // The 65+ items show once the form knows the resident's age and assessment.
  await dialog.getByLabel('老年人认知功能', { exact: true }).waitFor();
  for (const step of ELDERLY_CHECK_STEPS) {
    // From 老年人情感状态 to 现存主要健康问题 the form has some eighty stops.
    await enterUntil(page, hands, step.label, 120);
    if (step.kind === 'number') {
      await hands.type(step.text);
    } else if (step.kind === 'boxes') {
      await hands.type(step.codes);
      // A digit that could begin a two-digit code (1 of 症状's 1–25) ticks after a pause: the
      // doctor sees the tick before going on.
      await ticked(page, step.label, step.codes);
    } else {
      await hands.type(step.code);
      await shownOption(page, step.option).waitFor();
      await hands.press('Enter');
    }
  }
  const evaluation = (await selectShows(page, '健康评价')).trim();
  if (!evaluation.includes('体检无异常')) {
    throw new Error(`健康评价 proposed ${evaluation || 'nothing'}, not 体检无异常`);
  }
  await hands.press('Control+s');
  await saved(page);
  const row = justSaved(server.db, 'healthCheckTables', elder.id) as Record<string, unknown>;
  assertStored('健康体检表（键盘）', row, ELDERLY_CHECK_STORED);
  const risk = [...((row.riskFactorControl as string[] | undefined) ?? [])].sort();
  assertStored(
    '健康体检表（键盘）',
    { riskFactorControl: risk },
    { riskFactorControl: ['4', '6'] },
  );
  return { chooseResident, record: hands.take(), passed: hands.passed };
};

/** `npx tsx bench/dataEntryHealthCheck.ts`: this entry alone on a fresh test server. */
if (require.main === module) {
  void (async () => {
    const server = await startTestServer();
    const browser = await launchChromium();
    try {
      if (!browser) throw new Error('Chromium 不可用');
      const loadBefore = os.loadavg();
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await signInThroughPage(page, server.url, 'xzys01');
      const elder = elderOf68(server);
      if (!elder) throw new Error('no resident of 68 without a chronic card under xzys01');
      const selfCare = await selfCareByKeyboard(page, server, elder);
      const check = await healthCheckByKeyboard(page, server, elder);
      const resident = { sex: elder.sex };
      console.log(
        JSON.stringify(
          {
            at: new Date().toISOString(),
            loadBefore,
            loadNow: os.loadavg(),
            resident,
            selfCare,
            check,
          },
          null,
          2,
        ),
      );
    } catch (error) {
      console.error(error);
      process.exitCode = 1;
    } finally {
      await browser?.close();
      await server.close();
    }
  })();
}
