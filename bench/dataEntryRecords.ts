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
  /** The fields the cursor passed on its way (keyboard entries), each one keystroke. */
  passed?: string[];
}

interface Resident {
  id: string;
  id_card_no: string;
}

/**
 * Residents of xzys01's hospitals with an active management card (`card`) and a visit of
 * `visits` that carried 身高: `count` of them.
 */
export const managedPatients = (
  server: TestServer,
  card: string,
  visits: string,
  count: number,
): Resident[] =>
  Array.from({ length: count }, (_, n) =>
    firstManagedRow<Resident>(
      server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no FROM resource_records p
         WHERE p.family = 'persons' AND p.hospital_id IN (SELECT value FROM json_each(?))
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = '${card}'
                       AND c.person_num = p.id AND c.status = '1')
           AND EXISTS (SELECT 1 FROM resource_records v WHERE v.family = '${visits}'
                       AND v.person_num = p.id AND json_extract(v.data, '$.height') IS NOT NULL)
         ORDER BY p.id LIMIT 1 OFFSET ${n}`,
    ),
  );

export const hypertensionPatients = (server: TestServer, count: number): Resident[] =>
  managedPatients(server, 'hypertensionCard', 'hypertensionFollowUp', count);

/** One field of a scripted visit: a coded select, a number typed, or 症状's 无症状. */
type Step =
  | { kind: 'code'; label: string; code: string; option: string | RegExp }
  | { kind: 'number'; label: string; text: string }
  | { kind: 'noSymptom' };

/** A typical visit copied from paper: its list, its fields in form order, its stored values. */
export interface VisitScript {
  what: string;
  path: string;
  family: string;
  steps: readonly Step[];
  stored: Record<string, unknown>;
}

const code = (label: string, digit: string, option: string | RegExp): Step => ({
  kind: 'code',
  label,
  code: digit,
  option,
});
const number = (label: string, text: string): Step => ({ kind: 'number', label, text });

/** The controlled hypertension visit: 无症状, 132/84, weight, heart rate, 规律, 无. */
export const HYPERTENSION_VISIT: VisitScript = {
  what: '高血压随访',
  path: FOLLOW_UP_PATH,
  family: 'hypertensionFollowUp',
  steps: [
    code('随访方式', '1', '门诊'),
    { kind: 'noSymptom' },
    number('收缩压', '132'),
    number('舒张压', '84'),
    number('体重', '68'),
    number('心率', '72'),
    code('服药依从性', '1', /(^|\s|\d)规律$/),
    code('药物不良反应', '1', /(^|\s|\d)无$/),
    code('此次随访分类', '1', '控制满意'),
  ],
  stored: {
    visitMethod: '1',
    symptoms: ['1'],
    sbp: 132,
    dbp: 84,
    weight: 68,
    heartRate: 72,
    medicationCompliance: '1',
    adverseReaction: '1',
    visitClassification: '1',
  },
};

/**
 * A controlled type 2 diabetes visit as typically copied (national form 2 型糖尿病患者随访服务记录表):
 * 门诊, 无症状, 128/80, weight, heart rate, 足背动脉搏动 触及正常, 空腹血糖 6.2 (< 7.0 controlled),
 * 服药依从性 规律, 药物不良反应 无, 低血糖反应 无, 控制满意.
 */
export const DIABETES_VISIT: VisitScript = {
  what: '糖尿病随访',
  path: '/chronic/diabetes/diabetesFollowUP',
  family: 'diabetesFollowUP',
  steps: [
    code('随访方式', '1', '门诊'),
    { kind: 'noSymptom' },
    number('收缩压', '128'),
    number('舒张压', '80'),
    number('体重', '66'),
    number('心率', '74'),
    code('足背动脉搏动', '1', '触及正常'),
    number('空腹血糖值', '6.2'),
    code('服药依从性', '1', /(^|\s|\d)规律$/),
    code('药物不良反应', '1', /(^|\s|\d)无$/),
    code('低血糖反应', '1', /(^|\s|\d)无$/),
    code('此次随访分类', '1', '控制满意'),
  ],
  stored: {
    visitMethod: '1',
    symptoms: ['1'],
    sbp: 128,
    dbp: 80,
    weight: 66,
    heartRate: 74,
    dorsalisPedisPulse: '1',
    fastingBloodGlucose: 6.2,
    medicationCompliance: '1',
    adverseReaction: '1',
    hypoglycemia: '1',
    visitClassification: '1',
  },
};

export const shownOption = (page: Page, text: string | RegExp): Locator =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first();

/**
 * Waits until no select's list is open or closing, so the next select's option is not looked
 * for in the list of the one before (same option text, still fading out).
 */
const dropdownsClosed = async (page: Page): Promise<void> => {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (let tries = 0; (await open.count()) > 0; tries += 1) {
    if (tries > 100) throw new Error('a select list stayed open');
    await page.waitForTimeout(50);
  }
};

/** Whether the dialog's field labelled `label` is a row of radio buttons (FieldSpec.buttons). */
const isButtonRow = async (page: Page, label: string): Promise<boolean> =>
  (await recordDialogs(page)
    .first()
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label label', { hasText: label }) })
    .first()
    .locator('.ant-radio-group')
    .count()) > 0;

export const saved = (page: Page) => page.locator('.ant-message').getByText('新增成功').waitFor();

/**
 * Opens 新增 on the list at `path` and chooses `resident` by keyboard (the cursor starts in
 * 个人编号: the ID number typed, Enter on the match) and waits until the form shows the
 * resident's name: the dialog, the counter and the keys choosing took.
 */
export const openNewByKeyboard = async (
  page: Page,
  server: TestServer,
  path: string,
  resident: Resident,
) => {
  await gotoList(page, `${server.url}${path}`);
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
  return { dialog, hands, chooseResident };
};

/** A visit by keyboard alone: codes, Enter to go on, Ctrl+S to save. */
export const visitByKeyboard = async (
  page: Page,
  server: TestServer,
  resident: Resident,
  visit: VisitScript,
): Promise<EntryFigure> => {
  const { dialog, hands, chooseResident } = await openNewByKeyboard(
    page,
    server,
    visit.path,
    resident,
  );
  for (const step of visit.steps) {
    if (step.kind === 'noSymptom') {
      await enterUntil(page, hands, '症状');
      await hands.type('1');
    } else if (step.kind === 'number') {
      await enterUntil(page, hands, step.label);
      await hands.type(step.text);
    } else {
      await enterUntil(page, hands, step.label);
      const buttons = await isButtonRow(page, step.label);
      await hands.type(step.code);
      // A row of radio buttons (药物不良反应) picks the code typed and goes on by itself.
      if (buttons) continue;
      await shownOption(page, step.option).waitFor();
      await hands.press('Enter');
    }
  }
  if (!(await dialog.getByLabel('随访医生签名').inputValue())) {
    await enterUntil(page, hands, '随访医生签名');
    await hands.type('李秀英');
  }
  await hands.press('Control+s');
  await saved(page);
  assertStored(
    `${visit.what}（键盘）`,
    justSaved(server.db, visit.family, resident.id),
    visit.stored,
  );
  return { chooseResident, record: hands.take(), passed: hands.passed };
};

/**
 * The same visit by mouse: a click on each field or option, the numbers typed. With
 * `enterBetweenNumbers`, a number that follows another is reached by Enter from it (the mouse
 * user's hand is on the keys while typing numbers): one keystroke instead of a click and Ctrl+A.
 */
export const visitByMouse = async (
  page: Page,
  server: TestServer,
  resident: Resident,
  visit: VisitScript,
  enterBetweenNumbers = false,
): Promise<EntryFigure> => {
  await gotoList(page, `${server.url}${visit.path}`);
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
  let previous: Step | undefined;
  for (const step of visit.steps) {
    const afterNumber = previous?.kind === 'number';
    previous = step;
    if (step.kind === 'noSymptom') {
      const none = dialog.getByRole('checkbox', { name: /无症状/ });
      if (!(await none.isChecked())) await hands.click(none);
    } else if (step.kind === 'number' && enterBetweenNumbers && afterNumber) {
      // Enter selects the next field's carried value: the digits type over it.
      await hands.press('Enter');
      const at = await focusedLabel(page);
      if (at !== step.label)
        throw new Error(`Enter went to ${at || '（非字段）'}, not ${step.label}`);
      await hands.type(step.text);
    } else if (step.kind === 'number') {
      // Ctrl+A selects a carried value to type over it: one keystroke.
      await hands.click(dialog.getByLabel(step.label, { exact: true }));
      await hands.press('Control+a');
      await hands.type(step.text);
    } else if (await isButtonRow(page, step.label)) {
      // A row of radio buttons: one click on the answer, unless it is chosen already.
      const answer = item(step.label).getByRole('radio', { name: step.option });
      if (!(await answer.isChecked())) await hands.click(answer);
    } else {
      // A select is clicked open and its option clicked, unless it already shows the option.
      const shown = (await item(step.label).locator('.ant-select').first().innerText()).trim();
      const showsIt =
        typeof step.option === 'string' ? shown.includes(step.option) : step.option.test(shown);
      if (!showsIt) {
        await hands.click(dialog.getByLabel(step.label, { exact: true }));
        await hands.click(shownOption(page, step.option));
        await dropdownsClosed(page);
      }
    }
  }
  if (!(await dialog.getByLabel('随访医生签名').inputValue())) {
    await hands.click(dialog.getByLabel('随访医生签名'));
    await hands.type('李秀英');
  }
  await hands.click(buttonNamed(dialog, '保存'));
  await saved(page);
  assertStored(
    `${visit.what}（鼠标）`,
    justSaved(server.db, visit.family, resident.id),
    visit.stored,
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
  const { dialog, hands, chooseResident } = await openNewByKeyboard(page, server, TCM_PATH, elder);
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
