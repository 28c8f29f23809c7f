import { type Page } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';
import { visitInApp as visit } from '../utils/visitInApp';

/**
 * The tabs' budget (DESIGN.md): a kept tab's page, while another tab shows, is hidden without
 * losing its layout (content-visibility rather than display: none, so showing it again is a
 * repaint), and is still hidden for every purpose: it takes no room, it cannot be focused (by Tab
 * or by script) and screen readers do not get it.
 */

const KEPT = '/archives/persons?tab=kept';
const SHOWN = '/system/sysUsers?tab=shown';
const TYPED = '隐藏页输入甲';

describe('a hidden kept tab (Chromium)', () => {
  const harness = useBrowserHarness();

  /** Whether an accessibility tree node (not ignored) names or holds `text`. */
  const readByScreenReaders = async (page: Page, text: string): Promise<boolean> => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    await cdp.detach();
    return nodes
      .filter((node) => !node.ignored)
      .some((node) =>
        `${String(node.name?.value ?? '')} ${String(node.value?.value ?? '')}`.includes(text),
      );
  };

  it('is out of sight, focus and the accessibility tree, and comes back as it was', async () => {
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.locator('.gw-tabs').waitFor();
    await visit(page, KEPT);
    const kept = page.locator(`.gw-page[data-tab="${KEPT}"]`);
    const filter = kept.locator('input[type="text"]').first();
    await filter.fill(TYPED);
    const widthShown = await filter.evaluate((input) => input.getBoundingClientRect().width);
    // (The check below sees the input while its page shows.)
    expect(await readByScreenReaders(page, TYPED)).toBe(true);
    await visit(page, SHOWN);

    // Hidden, and no room taken above or below the page shown.
    expect(await kept.isVisible()).toBe(false);
    expect(await filter.isVisible()).toBe(false);
    expect(await kept.evaluate((frame) => frame.getBoundingClientRect().height)).toBe(0);

    // Not focusable: neither by script nor by walking the page with Tab.
    const focused = await filter.evaluate((input: HTMLInputElement) => {
      input.focus();
      return document.activeElement === input;
    });
    expect(focused).toBe(false);
    await page.locator(`.gw-tab[data-full-path="${SHOWN}"]`).focus();
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const inKept = await page.evaluate(
        (selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false,
        `.gw-page[data-tab="${KEPT}"]`,
      );
      expect(inKept).toBe(false);
    }

    // Not read by screen readers: nothing of it in the accessibility tree.
    expect(await readByScreenReaders(page, TYPED)).toBe(false);

    // Shown again, it is as it was left.
    await page.locator(`.gw-tab[data-full-path="${KEPT}"]`).click();
    await kept.waitFor({ state: 'visible' });
    expect(await filter.inputValue()).toBe(TYPED);
    expect(await filter.evaluate((input) => input.getBoundingClientRect().width)).toBe(widthShown);
    expect(errors).toEqual([]);
  });
});
