import { type Locator, type Page } from 'playwright-core';

import { buttonNamed, latestRecordData, recordDialogs } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { firstManagedRow } from '../utils/hospitalsManagedBy';
import { openListAs } from '../utils/listPage';

/**
 * Keyboard-first entry (spec 2.1, the forms' keyboard mechanism in shared/ui/keyboardEntry): a
 * controlled hypertension visit copied from paper with the keyboard alone — the cursor starts
 * in the first empty field, the paper's codes are typed (1门诊, 1无症状, 1规律…), Enter goes to
 * the next field the visit fills anew (the follow-up's marked fields; Tab walks every field)
 * and Ctrl+S saves.
 */

const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';
const HEALTH_CHECK_PATH = '/archives/healthCheckTables';

/** The label of the form item the cursor is in. */
const focusedLabel = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const item = document.activeElement?.closest('.ant-form-item');
    return item?.querySelector('.ant-form-item-label label')?.textContent?.trim() ?? '';
  });

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

    // The follow-up marks the fields a visit fills anew (FieldSpec.everyEntry): Enter walks
    // those and a required field still empty, nothing filled from the archive (性别, 身份证号),
    // computed (体质指数) or carried (身高, 生活方式指导); the footer says so.
    await dialog.getByText('回车：下一常填项\u3000Tab：逐项\u3000Ctrl+S：保存').waitFor();
    const stops: string[] = [];
    /** Enter (Shift+Enter), and the field the cursor lands in, kept in `stops`. */
    const enter = async (key = 'Enter'): Promise<string> => {
      const from = await focusedLabel(page);
      await page.keyboard.press(key);
      const at = await becomes(
        () => focusedLabel(page),
        (label) => label !== from,
      );
      stops.push(at);
      return at;
    };
    /** A code typed into a select, its option picked by Enter, the cursor gone on. */
    const codeAndOn = async (code: string, option: string): Promise<void> => {
      const from = await focusedLabel(page);
      await page.keyboard.type(code);
      await optionShown(page, option).waitFor();
      await pickAndGoOn(page, from);
      stops.push(await focusedLabel(page));
    };

    // Enter on the resident's option picked it and went on to the first field Enter stops at.
    stops.push(await focusedLabel(page));
    expect(stops).toEqual(['随访方式']);
    await codeAndOn('1', '门诊');
    expect(await focusedLabel(page)).toBe('症状');
    await page.keyboard.type('1');
    expect(await dialog.getByRole('checkbox', { name: /无症状/ }).isChecked()).toBe(true);
    expect(await enter()).toBe('收缩压');
    await page.keyboard.type('132');
    expect(await enter()).toBe('舒张压');
    await page.keyboard.type('84');
    // Shift+Enter goes back a field, Enter on again.
    expect(await enter('Shift+Enter')).toBe('收缩压');
    expect(await enter()).toBe('舒张压');
    // Tab still walks every field: it reaches 身高, which Enter passes by.
    let tabs = 0;
    while ((await focusedLabel(page)) !== '身高') {
      if (++tabs > 4) throw new Error('Tab did not reach 身高 from 舒张压');
      await page.keyboard.press('Tab');
    }
    // From a field Enter does not stop at, Enter goes on to the next one it does.
    expect(await enter()).toBe('体重');
    await page.keyboard.type('68');
    expect(await enter()).toBe('心率');
    await page.keyboard.type('72');
    expect(await enter()).toBe('服药依从性');
    await codeAndOn('1', '规律');
    expect(await focusedLabel(page)).toBe('药物不良反应');
    // A row of radio buttons (1无 2有): the code typed picks the answer and goes on, no Enter.
    await page.keyboard.type('1');
    const reaction = dialog.getByRole('radiogroup', { name: '药物不良反应', exact: true });
    expect(await reaction.getByRole('radio', { name: /无$/ }).isChecked()).toBe(true);
    expect(
      await becomes(
        () => focusedLabel(page),
        (label) => label !== '药物不良反应',
      ),
    ).toBe('此次随访分类');
    stops.push('此次随访分类');
    const signature = dialog.getByLabel('随访医生签名');
    const signed = Boolean(await signature.inputValue());
    await page.keyboard.type('1');
    await optionShown(page, '控制满意').waitFor();
    await page.keyboard.press('Enter');
    if (!signed) {
      // Required and still empty: the one stop after 此次随访分类.
      expect(
        await becomes(
          () => focusedLabel(page),
          (label) => label === '随访医生签名',
        ),
      ).toBe('随访医生签名');
      stops.push('随访医生签名');
      await page.keyboard.type('李秀英');
    }
    expect(stops).toEqual([
      '随访方式',
      '症状',
      '收缩压',
      '舒张压',
      '收缩压',
      '舒张压',
      '体重',
      '心率',
      '服药依从性',
      '药物不良反应',
      '此次随访分类',
      ...(signed ? [] : ['随访医生签名']),
    ]);

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

  it('in a select of several codes (健康体检表 症状) Enter picks each code typed and, on an empty search, goes on', async () => {
    if (!harness.browser) return;
    const { page, errors } = await openListAs(harness, 'xzys01', HEALTH_CHECK_PATH);
    const resident = firstManagedRow<{ id: string; id_card_no: string }>(
      harness.server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no FROM resource_records p
         WHERE p.family = 'persons' AND p.status = '1'
           AND p.hospital_id IN (SELECT value FROM json_each(?))
         ORDER BY p.id LIMIT 1`,
    );
    await buttonNamed(page, '新增').click();
    const dialog = recordDialogs(page).first();
    await dialog.getByLabel('个人编号', { exact: true }).waitFor();
    await becomes(
      () => focusedLabel(page),
      (label) => label === '个人编号',
    );
    await page.keyboard.type(resident.id_card_no);
    await optionShown(page, resident.id).waitFor();
    await page.keyboard.press('Enter');
    await becomes(
      () => dialog.getByLabel('姓名', { exact: true }).inputValue(),
      (value) => value !== '',
    );
    const symptoms = dialog.getByLabel('症状', { exact: true });
    await symptoms.focus();
    const chosen = () =>
      dialog
        .locator('.ant-form-item')
        .filter({ has: page.locator('.ant-form-item-label label', { hasText: /^症状$/ }) })
        .first()
        .locator('.ant-select-selection-item')
        .allInnerTexts();

    // Two codes typed, each taken by Enter; the list stays open for the next one.
    await page.keyboard.type('2');
    await optionShown(page, '头痛').waitFor();
    await page.keyboard.press('Enter');
    expect(await becomes(chosen, (items) => items.length === 1)).toHaveLength(1);
    expect(await focusedLabel(page)).toBe('症状');
    await page.keyboard.type('3');
    await optionShown(page, '头晕').waitFor();
    await page.keyboard.press('Enter');
    const both = await becomes(chosen, (items) => items.length === 2);
    expect(both.join('，')).toMatch(/头痛.*头晕/);
    expect(await focusedLabel(page)).toBe('症状');

    // Enter on the empty search: the cursor goes on, the list closes, both codes stay.
    await page.keyboard.press('Enter');
    const next = await becomes(
      () => focusedLabel(page),
      (label) => label !== '症状',
    );
    expect(next).not.toBe('症状');
    expect(next).not.toBe('');
    // (antd hides a closed list after its motion.)
    expect(
      await becomes(
        () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count(),
        (open) => open === 0,
      ),
    ).toBe(0);
    expect(await chosen()).toEqual(both);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
