import { type Page } from 'playwright-core';

import { seriousAccessibilityFindings } from '../utils/axeCheck';
import { useBrowserHarness } from '../utils/browserHarness';
import { dialogFindings } from '../utils/dialogNames';
import { untilSettled } from '../utils/settled';
import { signInThroughPage } from '../utils/signInPage';

/**
 * axe-core on the screens staff use most: no serious or critical finding on the sign-in page,
 * the home page, a list page, a form dialog and the assistant drawer.
 */
describe('accessibility (axe-core in Chromium)', () => {
  const harness = useBrowserHarness({ isAIShow: true });

  const signedIn = async (): Promise<Page> => {
    const { page } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.locator('.gw-tabs').waitFor();
    return page;
  };

  it('the sign-in page', async () => {
    if (!harness.browser) return;
    const { page } = await harness.open();
    await page.goto(`${harness.server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).waitFor();
    await expect(seriousAccessibilityFindings(page)).resolves.toEqual([]);
  });

  it('the home page', async () => {
    if (!harness.browser) return;
    const page = await signedIn();
    await page.locator('.gw-page:visible').first().waitFor();
    await expect(seriousAccessibilityFindings(page)).resolves.toEqual([]);
  });

  it('a list page and its form dialog', async () => {
    if (!harness.browser) return;
    const page = await signedIn();
    await page.goto(`${harness.server.url}/archives/persons`);
    await page.locator('.gw-resource-table tr.ant-table-row').first().waitFor();
    await expect(seriousAccessibilityFindings(page)).resolves.toEqual([]);
    // The table's checkboxes and row operations are named in Chinese, by the row's resident.
    await expect(dialogFindings(page, '.gw-resource-table')).resolves.toEqual({
      axe: [],
      names: [],
    });
    const firstRow = page.locator('.gw-resource-table tr.ant-table-row').first();
    const name = (await firstRow.locator('td[data-field="name"]').innerText()).trim();
    await firstRow.getByRole('checkbox', { name: `选择 ${name}` }).waitFor();
    await page.getByRole('checkbox', { name: '选择本页全部记录' }).waitFor();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.gw-record-dialog').first();
    await dialog.getByLabel('身份证号', { exact: true }).waitFor();
    await untilSettled(dialog);
    await expect(seriousAccessibilityFindings(page, '.gw-record-dialog')).resolves.toEqual([]);
  });

  it('the assistant drawer', async () => {
    if (!harness.browser) return;
    const page = await signedIn();
    await page.getByRole('button', { name: '智能助手' }).click();
    const drawer = page.locator('.gw-assistant.ant-drawer-open');
    await drawer.locator('.gw-composer textarea').waitFor();
    await untilSettled(drawer);
    await expect(seriousAccessibilityFindings(page, '.gw-assistant')).resolves.toEqual([]);
  });
});
