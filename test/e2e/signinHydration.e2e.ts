import { type Page, type Route } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { DEMO_PASSWORDS, TEST_CAPTCHA } from '../utils/demoAccounts';
import { clickSignIn } from '../utils/signInPage';

/**
 * The sign-in route's budget (DESIGN.md: hydrate, never replace): the sign-in page the build
 * rendered into index.html takes input from its first paint, and React hydrates it (adopts the very
 * inputs) instead of replacing it, so text typed while the JavaScript was still loading stays, and
 * sign-in works with it.
 */

/** Whether React has adopted this element (hydration attaches its fiber to the DOM node). */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** Holds back every JavaScript file of the page until `release()`, as a slow clinic PC would. */
const holdScripts = async (page: Page) => {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
};

describe('sign-in hydration (Chromium)', () => {
  const harness = useBrowserHarness();

  it('keeps what was typed right after the first paint, through hydration, and signs in', async () => {
    if (!harness.browser) return;
    const { page, errors, consoleErrors } = await harness.open();
    // Every JavaScript file is held back until the user has typed: the slowest clinic PC.
    const scripts = await holdScripts(page);

    await page.goto(`${harness.server.url}/login`, { waitUntil: 'commit' });
    const account = page.locator('#login_account');
    const password = page.locator('#login_password');
    await account.waitFor({ state: 'visible' });
    await page.evaluate(() => {
      // Marks the build's nodes, to tell them from any React would create in their place.
      const mark = (id: string) => {
        const node: (HTMLElement & { gwBuilt?: true }) | null = document.getElementById(id);
        if (node) node.gwBuilt = true;
      };
      mark('login_account');
      mark('login_password');
    });
    expect(await isHydrated(page, '#login_account')).toBe(false);
    // The page's script put the cursor in the account field: typing starts at once.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login_account');
    await page.keyboard.type('xzys01');
    await password.click();
    await page.keyboard.type(DEMO_PASSWORDS.xzys01);
    // The captcha was requested by the HTML, not by the (held) app.
    expect(await page.locator('.gw-login-captcha img').getAttribute('src')).toMatch(
      /\/api\/tokens\/captchacode\?guid=[0-9a-f]{32}$/,
    );
    expect(scripts.held.length).toBeGreaterThan(0);
    expect(await isHydrated(page, '#login_account')).toBe(false);

    await scripts.release();
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('login_account') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    );

    // The same nodes, adopted, with the text typed before.
    expect(
      await page.evaluate(() =>
        ['login_account', 'login_password'].map(
          (id) => (document.getElementById(id) as { gwBuilt?: true } | null)?.gwBuilt === true,
        ),
      ),
    ).toEqual([true, true]);
    expect(await account.inputValue()).toBe('xzys01');
    expect(await password.inputValue()).toBe(DEMO_PASSWORDS.xzys01);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login_password');

    await page.getByRole('textbox', { name: '验证码' }).fill(TEST_CAPTCHA);
    await clickSignIn(page);
    await page.waitForURL(/\/home$/);
    expect(errors).toEqual([]);
    // A hydration mismatch is a console error (React's recoverable error): none.
    expect(consoleErrors).toEqual([]);
  });

  it('a visit to another address without a session hydrates the sign-in page too', async () => {
    if (!harness.browser) return;
    const { page, errors, consoleErrors } = await harness.open();
    const scripts = await holdScripts(page);
    await page.goto(`${harness.server.url}/chronic/hypertension?tab=1`, { waitUntil: 'commit' });
    await page.locator('#login_account').waitFor({ state: 'visible' });
    // The guard would send this visit to the sign-in page: the script in <head> already did,
    // before the form was parsed. (Read in the page: Playwright's page.url() follows an address
    // change by an event that can arrive after the form shows.)
    expect(await page.evaluate(() => location.href)).toBe(
      `${harness.server.url}/login?redirect=${encodeURIComponent('/chronic/hypertension?tab=1').replace(/%2F/gi, '/')}`,
    );
    await page.keyboard.type('xzys01');
    await scripts.release();
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('login_account') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    );
    expect(await page.locator('#login_account').inputValue()).toBe('xzys01');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
