import { type Page } from 'playwright-core';

/** What a list page shows once it has loaded: rows, or the empty list. */
export const LIST_READY = '.ant-table-row, .ant-empty';

/**
 * Moves inside the app the way a link does (no reload, so kept tabs stay mounted), and waits
 * until that tab's page is shown and holds `ready`.
 */
export const visitInApp = async (
  page: Page,
  fullPath: string,
  ready: string = LIST_READY,
): Promise<void> => {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, fullPath);
  const shown = page.locator(`.gw-page[data-tab="${fullPath}"]`);
  await shown.waitFor({ state: 'visible' });
  await shown.locator(ready).first().waitFor({ timeout: 30_000 });
};
