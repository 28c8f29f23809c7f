import { type Page } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';
import { visitInApp as visit } from '../utils/visitInApp';

/**
 * The tabs' memory budget (DESIGN.md): at most N tab pages stay mounted; a tab whose page was
 * unmounted keeps its unsaved input and scroll position as data and gets them back when shown
 * again. N comes from the runtime config (the server's KEPT_PAGES_LIMIT); the test sets it to 3
 * (the default is 8) so a few tabs are enough.
 */

const LIMIT = 3;
const FIRST = '/chronic/hypertension/hypertensionFollowUp?tab=first';
const OTHERS = [
  '/archives/persons?tab=2',
  '/archives/familys?tab=3',
  '/chronic/diabetes/diabetesManager?tab=4',
  '/system/sysUsers?tab=5',
];
const NAME_FILTER = '#search-hypertensionFollowUp_name';

describe('tab eviction (Chromium)', () => {
  const harness = useBrowserHarness({ keptPagesLimit: LIMIT });

  const scrollTop = (page: Page) =>
    page.locator('.gw-page-scroll').evaluate((area) => Math.round(area.scrollTop));

  it('unmounts the least recently shown page over the limit and restores its input and scroll', async () => {
    // A short window, so the list page scrolls.
    const { page, errors } = await harness.open({ width: 1440, height: 600 });
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.locator('.gw-tabs').waitFor();

    await visit(page, FIRST);
    const first = page.locator(`.gw-page[data-tab="${FIRST}"]`);
    await first.locator(NAME_FILTER).fill('张三丰');
    // The user scrolls the list down (wheel over the page area).
    await first.locator('.ant-table').hover();
    await page.mouse.wheel(0, 260);
    await page.waitForFunction(
      () => (document.querySelector('.gw-page-scroll')?.scrollTop ?? 0) > 100,
    );
    await page.waitForTimeout(200);
    const scrolled = await scrollTop(page);

    for (const fullPath of OTHERS) await visit(page, fullPath);

    // At most LIMIT pages are mounted (the pinned home page and the most recent ones); the first
    // tab's page is gone, its tab is not.
    await page.waitForFunction((max) => document.querySelectorAll('.gw-page').length <= max, LIMIT);
    expect(await page.locator('.gw-page').count()).toBeLessThanOrEqual(LIMIT);
    expect(await first.count()).toBe(0);
    expect(await page.locator(`.gw-tab[data-full-path="${FIRST}"]`).count()).toBe(1);

    await page.locator(`.gw-tab[data-full-path="${FIRST}"]`).click();
    await first.waitFor({ state: 'visible' });
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.value === '张三丰',
      NAME_FILTER,
      { timeout: 10_000 },
    );
    expect(await first.locator(NAME_FILTER).inputValue()).toBe('张三丰');
    // The position comes back once the rebuilt list is tall enough again.
    await page.waitForFunction(
      (target) =>
        Math.abs((document.querySelector('.gw-page-scroll')?.scrollTop ?? 0) - target) <= 2,
      scrolled,
      { timeout: 15_000 },
    );
    expect(Math.abs((await scrollTop(page)) - scrolled)).toBeLessThanOrEqual(2);

    // A kept tab (shown recently) is switched to without being rebuilt: same DOM node.
    const last = OTHERS.at(-1)!;
    await page.locator(`.gw-page[data-tab="${last}"]`).evaluate((node) => {
      (node as HTMLElement & { __kept?: boolean }).__kept = true;
    });
    await page.locator(`.gw-tab[data-full-path="${last}"]`).click();
    await page.locator(`.gw-page[data-tab="${last}"]`).waitFor({ state: 'visible' });
    expect(
      await page
        .locator(`.gw-page[data-tab="${last}"]`)
        .evaluate((node) => (node as HTMLElement & { __kept?: boolean }).__kept === true),
    ).toBe(true);

    expect(errors).toEqual([]);
  });
});
