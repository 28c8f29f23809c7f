import { type CDPSession, type Page } from 'playwright-core';

import { launchChromium } from '../test/utils/launchChromium';
import { signInThroughPage } from '../test/utils/signInPage';

/**
 * The tab strip's cost (issue 4): open and close 50 tabs and compare the JS heap before and
 * after (each after a forced GC through CDP), and the longest main-thread task while switching
 * among 20 open tabs. Numbers only; `bench/run.ts` writes them to bench/results.
 */

/** Menu pages of the demo region manager; a query makes each visit its own tab. */
const PAGES = [
  '/archives/persons',
  '/archives/familys',
  '/archives/healthCheckTables',
  '/chronic/hypertension/hypertensionCard',
  '/chronic/hypertension/hypertensionFollowUp',
  '/chronic/diabetes/diabetesManager',
  '/chronic/diabetes/diabetesFollowUP',
  '/elderly/elderlymedicalcares',
  '/sign/signRegistes',
  '/system/sysUsers',
];

const OPEN_COUNT = 50;
const SWITCH_COUNT = 20;
const SWITCH_ROUNDS = 3;

const megabytes = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 100) / 100;

const heapAfterGc = async (cdp: CDPSession): Promise<number> => {
  // Twice: the first pass can leave finalisable objects for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
};

/** Moves inside the app as a link does, then waits until the page is shown and has loaded. */
const visit = async (page: Page, fullPath: string): Promise<void> => {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, fullPath);
  const shown = page.locator(`.gw-page[data-tab="${fullPath}"]`);
  await shown.waitFor({ state: 'visible' });
  // A list page is ready when its table has rows or says it has none.
  await shown
    .locator('.ant-table-row, .ant-empty, .ant-result')
    .first()
    .waitFor({ timeout: 15_000 });
};

const closeAll = async (page: Page): Promise<void> => {
  await page.locator('.gw-tab').first().click({ button: 'right' });
  await page
    .getByRole('menu', { name: /的操作/ })
    .getByText('关闭所有')
    .click();
  await page.waitForFunction(() => document.querySelectorAll('.gw-tab').length === 1);
  await page.waitForFunction(() => document.querySelectorAll('.gw-page').length === 1);
};

export const measureTabs = async (baseUrl: string) => {
  const browser = await launchChromium();
  if (!browser) return { skipped: 'Chromium 不可用' };
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await signInThroughPage(page, baseUrl, 'qyadmin');
    await page.locator('.gw-tabs').waitFor();
    const tabPath = (index: number) => `${PAGES[index % PAGES.length]!}?tab=${index}`;

    // Warm-up: load every page's code once, so the heap compares tabs, not code.
    for (let index = 0; index < PAGES.length; index += 1) await visit(page, tabPath(index));
    await closeAll(page);
    const heapBefore = await heapAfterGc(cdp);

    for (let index = 0; index < OPEN_COUNT; index += 1) await visit(page, tabPath(index));
    const heapWithTabs = await heapAfterGc(cdp);
    await closeAll(page);
    const heapAfter = await heapAfterGc(cdp);

    // Switching: 20 open tabs, each shown in turn, a few rounds; long tasks are recorded.
    for (let index = 0; index < SWITCH_COUNT; index += 1) await visit(page, tabPath(index));
    await page.evaluate(() => {
      const store: number[] = [];
      (window as unknown as { __gwLongTasks: number[] }).__gwLongTasks = store;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const switchTimes: number[] = [];
    for (let round = 0; round < SWITCH_ROUNDS; round += 1) {
      for (let index = 0; index < SWITCH_COUNT; index += 1) {
        const fullPath = tabPath(index);
        const started = Date.now();
        await page.locator(`.gw-tab[data-full-path="${fullPath}"]`).click();
        await page.locator(`.gw-page[data-tab="${fullPath}"]`).waitFor({ state: 'visible' });
        switchTimes.push(Date.now() - started);
      }
    }
    await page.waitForTimeout(200);
    const longTasks = await page.evaluate(
      () => (window as unknown as { __gwLongTasks: number[] }).__gwLongTasks,
    );

    return {
      openedTabs: OPEN_COUNT,
      heapBeforeMB: megabytes(heapBefore),
      heapWith50TabsMB: megabytes(heapWithTabs),
      heapAfterClosingMB: megabytes(heapAfter),
      retainedAfterClosingMB: megabytes(heapAfter - heapBefore),
      switching: {
        openTabs: SWITCH_COUNT,
        switches: switchTimes.length,
        longestTaskMs: Math.round(Math.max(0, ...longTasks)),
        longTasks: longTasks.length,
        slowestSwitchMs: Math.max(...switchTimes),
        medianSwitchMs:
          [...switchTimes].sort((a, b) => a - b)[Math.floor(switchTimes.length / 2)] ?? 0,
      },
    };
  } finally {
    await browser.close();
  }
};
