import { type Locator, type Page } from 'playwright-core';

import { bmiAnswer, TCM_QUESTIONS } from '../src/domain/tcm';
import { buttonNamed, recordDialogs } from '../test/utils/antdLocators';
import { firstManagedRow } from '../test/utils/hospitalsManagedBy';
import { gotoList } from '../test/utils/listPage';
import { type TestServer } from '../test/utils/startTestServer';
import { assertStored, enterUntil, focusedLabel, InputCounter, justSaved } from './dataEntryCount';

/**
 * Typical records entered as a village doctor copying from paper (issue's example visit: 无症状,
 * 132/84, weight, heart rate, 服药依从性 规律, 不良反应 无, 控制满意), by keyboard only and by mouse,
 * each saved and its stored row checked. Choosing the resident (its ID number typed in 个人编号)
 * is counted apart: the targets are for the record once the resident is chosen.
 */

export const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';
const TCM_PATH = '/elderly/questionnaireMains';

export interface Counts {
  keystrokes: number;
  clicks: number;
}

export interface EntryFigure {
  /** Typing the resident's ID number in 个人编号 and choosing the match. */
  chooseResident: Counts;
  /** From the resident chosen to the record saved (新增成功 shown). */
  record: Counts;
}

interface Resident {
  id: string;
  id_card_no: string;
}

/** Residents of xzys01's hospitals with an active hypertension card: `count` of them. */
export const hypertensionPatients = (server: TestServer, count: number): Resident[] =>
  Array.from({ length: count }, (_, n) =>
    firstManagedRow<Resident>(
      server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no FROM resource_records p
         WHERE p.family = 'persons' AND p.hospital_id IN (SELECT value FROM json_each(?))
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
                       AND c.person_num = p.id AND c.status = '1')
           AND EXISTS (SELECT 1 FROM resource_records v WHERE v.family = 'hypertensionFollowUp'
                       AND v.person_num = p.id AND json_extract(v.data, '$.height') IS NOT NULL)
         ORDER BY p.id LIMIT 1 OFFSET ${n}`,
    ),
  );

const HTN_STORED = {
  visitMethod: '1',
  symptoms: ['1'],
  sbp: 132,
  dbp: 84,
  weight: 68,
  heartRate: 72,
  medicationCompliance: '1',
  adverseReaction: '1',
  visitClassification: '1',
};

const shownOption = (page: Page, text: string | RegExp): Locator =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first();

const saved = (page: Page) => page.locator('.ant-message').getByText('新增成功').waitFor();

/** The hypertension visit by keyboard alone: codes, Enter to go on, Ctrl+S to save. */
export const hypertensionByKeyboard = async (
  page: Page,
  server: TestServer,
  resident: Resident,
): Promise<EntryFigure> => {
  await gotoList(page, `${server.url}${FOLLOW_UP_PATH}`);
  await buttonNamed(page, '新增').click();
  const dialog = recordDialogs(page).first();
  await dialog.getByLabel('个人编号', { exact: true }).waitFor();
  const hands = new InputCounter(page);
  for (let tries = 0; (await focusedLabel(page)) !== '个人编号'; tries += 1) {
    if (tries > 50) throw new Error('the cursor did not start in 个人编号');
    await page.waitForTimeout(100);
  }
  await hands.type(resident.id_card_no);
  await shownOption(page, resident.id).waitFor();
  await hands.press('Enter');
  const chooseResident = hands.take();
  for (let tries = 0; !(await dialog.getByLabel('姓名', { exact: true }).inputValue()); tries++) {
    if (tries > 100) throw new Error('the resident was not filled in');
    await page.waitForTimeout(100);
  }
  const coded = async (label: string, code: string, option: string | RegExp) => {
    await enterUntil(page, hands, label);
    await hands.type(code);
    await shownOption(page, option).waitFor();
    await hands.press('Enter');
  };
  await coded('随访方式', '1', '门诊');
  await enterUntil(page, hands, '症状');
  await hands.type('1');
  await enterUntil(page, hands, '收缩压');
  await hands.type('132');
  await hands.press('Enter');
  await hands.type('84');
  await enterUntil(page, hands, '体重');
  await hands.type('68');
  await enterUntil(page, hands, '心率');
  await hands.type('72');
  await coded('服药依从性', '1', '规律');
  await coded('药物不良反应', '1', /无$/);
  await coded('此次随访分类', '1', '控制满意');
  if (!(await dialog.getByLabel('随访医生签名').inputValue())) {
    await enterUntil(page, hands, '随访医生签名');
    await hands.type('李秀英');
  }
  await hands.press('Control+s');
  await saved(page);
  assertStored(
    '高血压随访（键盘）',
    justSaved(server.db, 'hypertensionFollowUp', resident.id),
    HTN_STORED,
  );
  return { chooseResident, record: hands.take() };
};

/** The same visit by mouse: a click on each field or option, the numbers typed. */
export const hypertensionByMouse = async (
  page: Page,
  server: TestServer,
  resident: Resident,
): Promise<EntryFigure> => {
  await gotoList(page, `${server.url}${FOLLOW_UP_PATH}`);
  const hands = new InputCounter(page);
  await buttonNamed(page, '新增').click();
  const dialog = recordDialogs(page).first();
  const picker = dialog.getByLabel('个人编号', { exact: true });
  await picker.waitFor();
  await hands.click(picker);
  await hands.type(resident.id_card_no);
  await hands.click(shownOption(page, resident.id));
  const chooseResident = hands.take();
  for (let tries = 0; !(await dialog.getByLabel('姓名', { exact: true }).inputValue()); tries++) {
    if (tries > 100) throw new Error('the resident was not filled in');
    await page.waitForTimeout(100);
  }
  const item = (label: string) =>
    dialog
      .locator('.ant-form-item')
      .filter({ has: page.locator('.ant-form-item-label label', { hasText: label }) })
      .first();
  /** A select is clicked open and its option clicked, unless it already shows the option. */
  const choose = async (label: string, match: string | RegExp) => {
    const shown = await item(label).locator('.ant-select').first().innerText();
    if (typeof match === 'string' ? shown.includes(match) : match.test(shown.trim())) return;
    await hands.click(dialog.getByLabel(label, { exact: true }));
    await hands.click(shownOption(page, match));
  };
  const typeInto = async (label: string, text: string) => {
    await hands.click(dialog.getByLabel(label, { exact: true }));
    await page.keyboard.press('Control+a'); // selects a carried value to type over it
    hands.keystrokes += 1;
    await hands.type(text);
  };
  await choose('随访方式', '门诊');
  const none = dialog.getByRole('checkbox', { name: /无症状/ });
  if (!(await none.isChecked())) await hands.click(none);
  await typeInto('收缩压', '132');
  await typeInto('舒张压', '84');
  await typeInto('体重', '68');
  await typeInto('心率', '72');
  await choose('服药依从性', /(^|\s|\d)规律$/);
  await choose('药物不良反应', /(^|\s|\d)无$/);
  await choose('此次随访分类', '控制满意');
  if (!(await dialog.getByLabel('随访医生签名').inputValue())) {
    await hands.click(dialog.getByLabel('随访医生签名'));
    await hands.type('李秀英');
  }
  await hands.click(buttonNamed(dialog, '保存'));
  await saved(page);
  assertStored(
    '高血压随访（鼠标）',
    justSaved(server.db, 'hypertensionFollowUp', resident.id),
    HTN_STORED,
  );
  return { chooseResident, record: hands.take() };
};

/** The TCM constitution record by keyboard: Enter to question (1), one code digit each, Ctrl+S. */
export const tcmByKeyboard = async (page: Page, server: TestServer): Promise<EntryFigure> => {
  const elder = firstManagedRow<Resident & { bmi: number }>(
    server.db,
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
  await gotoList(page, `${server.url}${TCM_PATH}`);
  await buttonNamed(page, '新增').click();
  const dialog = recordDialogs(page).first();
  await dialog.getByLabel('个人编号', { exact: true }).waitFor();
  const hands = new InputCounter(page);
  for (let tries = 0; (await focusedLabel(page)) !== '个人编号'; tries += 1) {
    if (tries > 50) throw new Error('the cursor did not start in 个人编号');
    await page.waitForTimeout(100);
  }
  await hands.type(elder.id_card_no);
  await shownOption(page, elder.id).waitFor();
  await hands.press('Enter');
  const chooseResident = hands.take();
  const proposed = String(bmiAnswer(elder.bmi));
  await dialog.getByText(/第\(9\)题已按最近一次体检/).waitFor();
  const question = (n: number) =>
    dialog.getByRole('radiogroup', { name: `(${n})${TCM_QUESTIONS[n - 1]!.short}`, exact: true });
  const cursorIn = (scope: Locator) =>
    scope.evaluate((element) => element.contains(document.activeElement));
  while (!(await cursorIn(question(1)))) {
    if (hands.keystrokes >= 10) throw new Error('Enter did not reach question (1)');
    await hands.press('Enter');
  }
  for (let n = 1; n <= TCM_QUESTIONS.length; n += 1) {
    await hands.press(n === 9 ? proposed : n % 2 === 0 ? '2' : '1');
  }
  await dialog.getByTestId('tcm-constitution-results').waitFor();
  await hands.press('Control+s');
  await saved(page);
  assertStored('中医体质辨识（键盘）', justSaved(server.db, 'questionnaireMains', elder.id), {
    q1: '1',
    q2: '2',
    q9: proposed,
    q32: '2',
    q33: '1',
  });
  return { chooseResident, record: hands.take() };
};
