import { type Locator, type Page } from 'playwright-core';

import { type Db } from '../../server/db/openDatabase';
import { untilSettled } from './settled';

/** The open add and edit dialogs of the record pages. */
export const recordDialogs = (page: Page): Locator => page.locator('.gw-record-dialog');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A button by its text; antd spaces two-character labels (保 存) and icons add a name (plus). */
export const buttonNamed = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('button', {
    name: new RegExp(`(?:^|\\s)${[...text].map(escapeRegExp).join('\\s*')}\\s*$`),
  });

/**
 * Answers the confirmation `modal` (a `.ant-modal-confirm` locator) with its button `text`, once
 * it has stopped zooming in: a click aimed during the zoom lands beside the button.
 */
export const answerConfirm = async (modal: Locator, text: string): Promise<void> => {
  await untilSettled(modal);
  await buttonNamed(modal, text).click();
};

/** Answers the open popconfirm with its button `text` (确定, 续约…), as `answerConfirm` does. */
export const answerPopconfirm = (page: Page, text: string): Promise<void> =>
  answerConfirm(page.locator('.ant-popconfirm:not(.ant-popover-hidden)'), text);

/** The question a record dialog asks before dropping typed values (取消, Esc, ×). */
export const discardQuestion = (page: Page): Locator =>
  page.locator('.ant-modal-confirm', { hasText: '放弃填写的内容？' });

/**
 * 取消 on a record dialog holding typed values: the form asks 放弃填写的内容？ first, and 放弃
 * drops them (the dialog closes).
 */
export const cancelTypedForm = async (page: Page, dialog: Locator): Promise<void> => {
  await buttonNamed(dialog, '取消').click();
  await answerConfirm(discardQuestion(page), '放弃');
};

/**
 * The options of the dropdown that the select `input` opened: a dropdown still closing from an
 * earlier select (its leave animation can take long on a loaded machine) is not looked into.
 */
const optionsOf = async (page: Page, input: Locator): Promise<Locator> => {
  const combobox =
    (await input.getAttribute('role')) === 'combobox'
      ? input
      : input.locator('[role="combobox"]').first();
  const id = await combobox.getAttribute('id');
  const dropdown = id
    ? page.locator('.ant-select-dropdown', { has: page.locator(`[id="${id}_list"]`) })
    : page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return dropdown.locator('.ant-select-item-option');
};

/** Chooses an option of an antd select opened by clicking `input`. */
export const chooseOption = async (page: Page, input: Locator, option: string): Promise<void> => {
  await input.click();
  const wanted = (await optionsOf(page, input)).filter({ hasText: option }).first();
  // On a slow machine the open list can still move between the press and the release (a CI run
  // chose nothing on 18月龄 of the 12～30月龄 check while its dialog was still settling; the
  // newborn form's premature message, one cause, is gone), and the click then chooses nothing.
  // The option is pressed again until antd marks it chosen.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0 && !(await wanted.isVisible())) await input.click();
    await wanted.click();
    if ((await wanted.count()) === 0) return;
    const chosen = await wanted.evaluate((node) =>
      node.classList.contains('ant-select-item-option-selected'),
    );
    if (chosen) return;
  }
  throw new Error(`选项“${option}”按了三次仍未被选中：下拉列表在按下与松开之间一再移动`);
};

/** Clicks the answer of a score sheet's question (a row of radio buttons) that shows `words`. */
export const chooseAnswer = async (
  scope: Locator,
  question: string,
  words: string,
): Promise<void> => {
  await scope
    .getByRole('radiogroup', { name: question, exact: true })
    .locator('.ant-radio-wrapper', { hasText: words })
    .first()
    .click();
};

/** The data of a resident's newest record of a family, as the server stored it. */
export const latestRecordData = (db: Db, family: string, personNum: string): unknown => {
  const row = db
    .prepare(
      `SELECT data FROM resource_records WHERE family = ? AND person_num = ?
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(family, personNum) as { data: string };
  return JSON.parse(row.data);
};

/**
 * Opens 新增 on a record page and picks the resident in its 个人编号 search (typed as the ID
 * number, chosen by the personNum); returns the dialog.
 */
export const openNewRecordFor = async (
  page: Page,
  resident: { id: string; id_card_no: string },
): Promise<Locator> => {
  await buttonNamed(page, '新增').click();
  const dialog = recordDialogs(page).first();
  const picker = dialog.getByLabel('个人编号', { exact: true });
  await picker.waitFor();
  await picker.click();
  await page.keyboard.type(resident.id_card_no);
  await (await optionsOf(page, picker)).filter({ hasText: resident.id }).first().click();
  return dialog;
};

/** Waits until an input holds `expected` (a value the form writes a moment after it shows it). */
export const valueBecomes = async (input: Locator, expected: string): Promise<void> => {
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await input.inputValue()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await input.inputValue()).toBe(expected);
};
