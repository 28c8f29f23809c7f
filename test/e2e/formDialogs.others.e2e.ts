import { type Locator, type Page } from 'playwright-core';

import { buttonNamed } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { type DialogFindings, dialogFindings } from '../utils/dialogNames';
import { closeDialog } from '../utils/formDialogSweep';
import { untilSettled } from '../utils/settled';
import { signInThroughPage } from '../utils/signInPage';
import { chooseFromUserMenu } from '../utils/userMenu';
import { visitInApp } from '../utils/visitInApp';

/**
 * The form dialogs that are not a family's 新增 (formDialogs.<account>.<n> sweep those), under
 * axe-core and for Chinese control names, as the township doctor: a record opened with 修改
 * (the record dialog in its edit mode), 注销 (the row actions' form dialog, ActionFormDialog),
 * 转移责任村 (TransferArchiveDialog), 重复档案's 对比处理 (档案合并, DuplicateCompareDialog) and
 * 修改密码. The work list's 录入 (RecordVisitDialog → FamilyRecordDialog), its 续约 (RenewalDialog →
 * RecordDialog) and the resident views' records open the record dialog itself (RecordDialogView),
 * the sweep's component; the other row actions (解约, 审核 …) open ActionFormDialog, as 注销 does.
 */
describe('the other form dialogs (axe-core in Chromium)', () => {
  const harness = useBrowserHarness();

  /** The open dialog checked; its findings, if any, under `name`. */
  const check = async (
    page: Page,
    found: Record<string, DialogFindings>,
    name: string,
    dialog: Locator,
    selector: string,
  ): Promise<void> => {
    await untilSettled(dialog);
    const findings = await dialogFindings(page, selector);
    if (findings.axe.length > 0 || findings.names.length > 0) found[name] = findings;
  };

  // The dialog under check is marked by a data attribute, not a class: React writes a dialog's
  // class again when it renders.

  /** Closes the checked dialog and unmarks it, so the next check reads the next dialog. */
  const close = async (page: Page, selector: string): Promise<void> => {
    await closeDialog(page, selector);
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('[data-under-check]')) {
        element.removeAttribute('data-under-check');
      }
    });
  };

  it('修改, 注销, 转移责任村, 档案合并 and 修改密码: no serious finding, every control named in Chinese', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const problems: Record<string, DialogFindings> = {};
    let checked = 0;

    await visitInApp(page, '/archives/persons');
    const persons = page.locator('.gw-page[data-tab="/archives/persons"]');
    const row = persons
      .locator('tr.ant-table-row')
      .filter({ has: buttonNamed(page, '转移责任村') })
      .first();

    await row.getByRole('button', { name: /修\s*改/ }).click();
    const record = page.locator('.gw-record-dialog');
    await record.locator('.gw-entry-area').waitFor();
    await check(page, problems, '修改个人健康档案', record, '.gw-record-dialog');
    checked += 1;
    await closeDialog(page, '.gw-record-dialog');

    for (const [action, title] of [
      ['注销', '注销：'],
      ['转移责任村', '转移责任村：'],
    ] as const) {
      await buttonNamed(row, action).click();
      const dialog = page.locator('.ant-modal:visible', { hasText: title });
      await dialog.locator('form').first().waitFor();
      await dialog.evaluate((element) => element.setAttribute('data-under-check', ''));
      await check(page, problems, action, dialog, '[data-under-check]');
      checked += 1;
      await close(page, '[data-under-check]');
    }

    await visitInApp(page, '/archives/duplicateArchives');
    const duplicates = page.locator('.gw-page[data-tab="/archives/duplicateArchives"]');
    await duplicates.getByRole('button', { name: '对比处理' }).first().click();
    const compare = page.locator('.ant-modal', { hasText: '重复档案对比' });
    await compare.locator('[data-testid="duplicate-compare"]').waitFor();
    await compare.evaluate((element) => element.setAttribute('data-under-check', ''));
    await check(page, problems, '档案合并', compare, '[data-under-check]');
    checked += 1;
    await close(page, '[data-under-check]');

    await chooseFromUserMenu(page, /修改密码/);
    const password = page.getByRole('dialog', { name: '修改密码' });
    await password.locator('form').waitFor();
    await password.evaluate((element) => element.setAttribute('data-under-check', ''));
    await check(page, problems, '修改密码', password, '[data-under-check]');
    checked += 1;

    expect(problems).toEqual({});
    expect(checked).toBe(5);
    expect(errors).toEqual([]);
  }, 300_000);
});
