import { type Page } from 'playwright-core';

import { DEMO_PASSWORDS, type DemoAccount, TEST_CAPTCHA } from './demoAccounts';

/** The login page driven as a user drives it; shared by the browser tests and the benchmarks. */

/** Fills the sign-in form as a user would (the test server's captcha is always TEST). */
export const fillSignInForm = async (
  page: Page,
  account: string,
  password: string,
  code: string = TEST_CAPTCHA,
): Promise<void> => {
  await page.getByRole('textbox', { name: '账号' }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
};

export const clickSignIn = (page: Page): Promise<void> =>
  page.getByRole('button', { name: /登\s*录/ }).click();

/** Signs a demo user in through the login page and waits for the home page. */
export const signInThroughPage = async (
  page: Page,
  serverUrl: string,
  account: DemoAccount,
  password: string = DEMO_PASSWORDS[account],
): Promise<void> => {
  await page.goto(`${serverUrl}/login`);
  await fillSignInForm(page, account, password);
  await clickSignIn(page);
  await page.waitForURL(/\/home$/);
};
