import { type Page } from 'playwright-core';

import { type BrowserHarness, type OpenedPage } from './browserHarness';
import { type DemoAccount } from './demoAccounts';
import { signInThroughPage } from './signInPage';

/** Goes to a list page and waits for its count (共 N 条), which shows once the list is in. */
export const gotoList = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await page.locator('.gw-list-heading', { hasText: '共' }).waitFor();
};

/** A window 1440 px wide, signed in as `account`, showing the list page at `path`. */
export const openListAs = async (
  harness: BrowserHarness,
  account: DemoAccount,
  path: string,
): Promise<OpenedPage> => {
  const opened = await harness.open({ width: 1440 });
  await signInThroughPage(opened.page, harness.server.url, account);
  await gotoList(opened.page, `${harness.server.url}${path}`);
  return opened;
};
