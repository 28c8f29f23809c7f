import { type Locator, type Page } from 'playwright-core';

import { buttonNamed, latestRecordData, recordDialogs } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { firstManagedRow } from '../utils/hospitalsManagedBy';
import { openListAs } from '../utils/listPage';

/**
 * Keyboard-first entry (spec 2.1, the forms' keyboard mechanism in shared/ui/keyboardEntry): a
 * controlled hypertension visit copied from paper with the keyboard alone — the cursor starts
 * in the first empty field, the paper's codes are typed (1门诊, 1无症状, 1规律…), Enter goes to
 * the next field and Ctrl+S saves.
 */

const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';

/** The label of the form item the cursor is in. */
const focusedLabel = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const item = document.activeElement?.closest('.ant-form-item');
    return item?.querySelector('.ant-form-item-label label')?.textContent?.trim() ?? '';
  });

/** Whether the cursor is where Enter has its own meaning (a textarea's newline, a button). */
const enterIsOwn = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(active?.matches('textarea, button, [role="switch"], [role="button"]'));
  });

/**
 * Presses Enter until the cursor is in the field labelled `label` (at most `limit` times); from
 * a textarea or a button, where Enter is a newline or a press, Tab goes on.
 */
const enterUntil = async (page: Page, label: string, limit = 30): Promise<number> => {
  const visited: string[] = [];
  for (let presses = 0; presses <= limit; presses += 1) {
    const at = await focusedLabel(page);
    visited.push(
      at || (await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '')),
    );
    if (at === label) return presses;
    await page.keyboard.press((await enterIsOwn(page)) ? 'Tab' : 'Enter');
  }
  throw new Error(`Enter never reached ${label}; the cursor went ${visited.join(' → ')}`);
};

/** Waits until `read` gives `expected` (a value the form writes a moment later). */
const becomes = async <T>(read: () => Promise<T>, expected: (value: T) => boolean): Promise<T> => {
  let value = await read();
  for (let tries = 0; tries < 50 && !expected(value); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
};

/**
 * Enter on an open select's highlighted option: antd picks it, then the cursor goes on by itself
 * (a moment later). Waits for that, so the next key is not read as meant for the select.
 */
const pickAndGoOn = async (page: Page, from: string): Promise<void> => {
  await page.keyboard.press('Enter');
  expect(
    await becomes(
      () => focusedLabel(page),
      (at) => at !== from,
    ),
  ).not.toBe(from);
};

const optionShown = (page: Page, text: string): Locator =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: text,
  });

describe('keyboard-first record forms (Chromium)', () => {
  const harness = useBrowserHarness();

  it('enters a whole hypertension visit with the keyboard alone and saves it with Ctrl+S', async () => {
    if (!harness.browser) return;
    const { page, errors } = await openListAs(harness, 'xzys01', FOLLOW_UP_PATH);
    const resident = firstManagedRow<{ id: string; id_card_no: string }>(
      harness.server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no FROM resource_records p
         WHERE p.family = 'persons' AND p.hospital_id IN (SELECT value FROM json_each(?))
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
                       AND c.person_num = p.id AND c.status = '1')
         ORDER BY p.id LIMIT 1`,
    );
    await buttonNamed(page, '新增').click();
    const dialog = recordDialogs(page).first();
    await dialog.getByLabel('个人编号', { exact: true }).waitFor();

    // The cursor starts in the first field to fill: 个人编号, empty on a new visit.
    expect(
      await becomes(
        () => focusedLabel(page),
        (label) => label === '个人编号',
      ),
    ).toBe('个人编号');
    await page.keyboard.type(resident.id_card_no);
    await optionShown(page, resident.id).waitFor();
    await page.keyboard.press('Enter');
    const name = dialog.getByLabel('姓名', { exact: true });
    expect(
      await becomes(
        () => name.inputValue(),
        (value) => value !== '',
      ),
    ).not.toBe('');

    // Each coded field takes its code typed, as the paper's box; Enter goes on.
    await enterUntil(page, '随访方式');
    await page.keyboard.type('1');
    await optionShown(page, '门诊').waitFor();
    await pickAndGoOn(page, '随访方式');
    await enterUntil(page, '症状');
    await page.keyboard.type('1');
    expect(await dialog.getByRole('checkbox', { name: /无症状/ }).isChecked()).toBe(true);
    await enterUntil(page, '收缩压');
    await page.keyboard.type('132');
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('舒张压');
    await page.keyboard.type('84');
    // Shift+Enter goes back a field.
    await page.keyboard.press('Shift+Enter');
    expect(await focusedLabel(page)).toBe('收缩压');
    await enterUntil(page, '体重');
    await page.keyboard.type('68');
    await enterUntil(page, '心率');
    await page.keyboard.type('72');
    await enterUntil(page, '服药依从性');
    await page.keyboard.type('1');
    await optionShown(page, '规律').waitFor();
    await pickAndGoOn(page, '服药依从性');
    await enterUntil(page, '药物不良反应');
    await page.keyboard.type('1');
    await optionShown(page, '无').waitFor();
    await pickAndGoOn(page, '药物不良反应');
    await enterUntil(page, '此次随访分类');
    await page.keyboard.type('1');
    await optionShown(page, '控制满意').waitFor();
    await pickAndGoOn(page, '此次随访分类');
    const signature = dialog.getByLabel('随访医生签名');
    if (!(await signature.inputValue())) {
      await enterUntil(page, '随访医生签名', 40);
      await page.keyboard.type('李秀英');
    }

    // No clear button is a Tab stop, none is named in English.
    expect(
      await dialog
        .locator('.ant-input-clear-icon, .ant-select-clear')
        .evaluateAll((buttons) =>
          buttons.filter(
            (button) =>
              button.getAttribute('tabindex') !== '-1' || /clear/i.test(button.ariaLabel ?? ''),
          ),
        ),
    ).toEqual([]);

    // No control of the filled form is named in English (antd's icons, role="img" inside a
    // labelled control, carry their glyph's name and are not controls).
    expect(
      await dialog
        .locator(
          ':is(button, input, textarea, a, [role="button"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"])[aria-label]',
        )
        .evaluateAll((controls) =>
          controls
            .map((control) => control.getAttribute('aria-label') ?? '')
            .filter((name) => /[A-Za-z]{3,}/.test(name) && !/[\u4e00-\u9fff]/.test(name)),
        ),
    ).toEqual([]);

    await page.keyboard.press('Control+s');
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    expect(latestRecordData(harness.server.db, 'hypertensionFollowUp', resident.id)).toMatchObject({
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 132,
      dbp: 84,
      weight: 68,
      heartRate: 72,
      medicationCompliance: '1',
      adverseReaction: '1',
      visitClassification: '1',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
