import { type Browser, type CDPSession, type Page } from 'playwright-core';

import { launchChromium } from '../test/utils/launchChromium';
import { signInThroughPage } from '../test/utils/signInPage';
import { LIST_READY, visitInApp } from '../test/utils/visitInApp';
import { medianRange, range, runAlone } from './browserBench';

/**
 * The tab strip's cost (the tabs' budget, DESIGN.md): the JS heap (after a forced GC through CDP)
 * with 2, 20 and 50 tabs open and after closing them, and the time from a click on a kept tab to
 * the frame that shows its page, with 20 tabs open at 1×. Same Chromium flags and viewport as every
 * browser bench; several runs, medians with min–max.
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

const RUNS = 2;
const OPEN_COUNT = 50;
export const SWITCH_OPEN = 20;
/** Switches are among the most recently shown tabs: the pages that stay mounted (default 8). */
export const KEPT_ROTATION = 7;
const SWITCH_ROUNDS = 4;

/** The tabs' budget (DESIGN.md: one frame to switch, bounded memory). */
export const TAB_TARGETS = {
  switchMedianMs: 50,
  switchP95Ms: 100,
  heapWith50TabsMB: 100,
  /** After closing every tab, within this share of the heap before opening them. */
  heapReturnShare: 0.1,
} as const;

const megabytes = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 100) / 100;
const tenth = (ms: number): number => Math.round(ms * 10) / 10;
const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

const heapAfterGc = async (cdp: CDPSession): Promise<number> => {
  // Twice: the first pass can leave finalisable objects for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
};

/** A list page is ready when its table has rows, says it has none, or shows its error. */
const PAGE_READY = `${LIST_READY}, .ant-result`;

export const tabPath = (index: number) => `${PAGES[index % PAGES.length]!}?tab=${index}`;

export const openTabs = async (page: Page, from: number, to: number): Promise<void> => {
  for (let index = from; index < to; index += 1) await visitInApp(page, tabPath(index), PAGE_READY);
};

/**
 * The switch benches' starting point: the demo region manager signed in, with SWITCH_OPEN tabs
 * open, each page's list shown once.
 */
export const openPageWithTabs = async (browser: Browser, baseUrl: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInThroughPage(page, baseUrl, 'qyadmin');
  await page.locator('.gw-tabs').waitFor();
  await openTabs(page, 0, SWITCH_OPEN);
  return page;
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

/**
 * Clicks a tab in the page and measures, in the page's own clock, until the frame that shows
 * its page has been painted: the page is visible at an animation frame, and a task queued from
 * that frame runs after its paint. No round trip to the test runner is counted.
 */
export const switchTime = (page: Page, fullPath: string): Promise<number> =>
  page.evaluate(async (target) => {
    // No named inner functions: tsx would wrap them in a helper the page does not have.
    const tab = document.querySelector<HTMLElement>(`.gw-tab[data-full-path="${target}"]`);
    if (!tab) throw new Error(`no tab ${target}`);
    const started = performance.now();
    tab.click();
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const element = document.querySelector<HTMLElement>(`.gw-page[data-tab="${target}"]`);
      // Hidden is either React's display: none or the frame's content-visibility (is-hidden).
      const hidden = element?.style.display === 'none' || element?.classList.contains('is-hidden');
      if (element !== null && !hidden) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    return performance.now() - started;
  }, fullPath);

const runOnce = async (baseUrl: string) => {
  const browser = await launchChromium();
  if (!browser) return null;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await signInThroughPage(page, baseUrl, 'qyadmin');
    await page.locator('.gw-tabs').waitFor();

    // Warm-up: load every page's code once, so the heap compares tabs, not code.
    await openTabs(page, 0, PAGES.length);
    await closeAll(page);
    const heapBefore = await heapAfterGc(cdp);

    await openTabs(page, 0, 2);
    const heapWith2 = await heapAfterGc(cdp);
    await openTabs(page, 2, SWITCH_OPEN);
    const heapWith20 = await heapAfterGc(cdp);

    // With 20 tabs open, switch among the most recently shown ones (kept, not rebuilt).
    const rotation = Array.from({ length: KEPT_ROTATION }, (_, i) => tabPath(SWITCH_OPEN - 1 - i));
    const switches: number[] = [];
    for (let round = 0; round < SWITCH_ROUNDS; round += 1)
      for (const fullPath of rotation) {
        switches.push(await switchTime(page, fullPath));
        // Let the shown page settle (effects, a stale list's refetch) before the next click.
        await page.waitForTimeout(150);
      }
    // For contrast: a tab whose page was unmounted, rebuilt from its draft.
    const rebuilt = await switchTime(page, tabPath(0));
    const mountedPages = await page.locator('.gw-page').count();

    await openTabs(page, SWITCH_OPEN, OPEN_COUNT);
    const heapWith50 = await heapAfterGc(cdp);
    const domNodesWith50 = await page.evaluate(() => document.getElementsByTagName('*').length);
    await closeAll(page);
    const heapAfter = await heapAfterGc(cdp);
    await context.close();

    return {
      heapBeforeMB: megabytes(heapBefore),
      heapWith2TabsMB: megabytes(heapWith2),
      heapWith20TabsMB: megabytes(heapWith20),
      heapWith50TabsMB: megabytes(heapWith50),
      heapAfterClosingMB: megabytes(heapAfter),
      heapReturnShare: Math.round(((heapAfter - heapBefore) / heapBefore) * 1000) / 1000,
      domNodesWith50Tabs: domNodesWith50,
      mountedPagesWith20Tabs: mountedPages,
      switching: {
        openTabs: SWITCH_OPEN,
        switches: switches.length,
        medianMs: tenth(percentile(switches, 0.5)),
        p95Ms: tenth(percentile(switches, 0.95)),
        minMs: tenth(Math.min(...switches)),
        maxMs: tenth(Math.max(...switches)),
        rebuiltFromDraftMs: tenth(rebuilt),
      },
    };
  } finally {
    await browser.close();
  }
};

type TabsRun = NonNullable<Awaited<ReturnType<typeof runOnce>>>;

export const measureTabs = async (baseUrl: string) => {
  const runs: TabsRun[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await runOnce(baseUrl);
    if (!result) return { skipped: 'Chromium 不可用' } as const;
    runs.push(result);
  }
  const over = (pick: (run: TabsRun) => number) => medianRange(runs.map(pick));
  return {
    runs,
    summary: {
      runs: runs.length,
      switchMedianMs: over((run) => run.switching.medianMs),
      switchP95Ms: over((run) => run.switching.p95Ms),
      rebuiltFromDraftMs: over((run) => run.switching.rebuiltFromDraftMs),
      heapBeforeMB: over((run) => run.heapBeforeMB),
      heapWith2TabsMB: over((run) => run.heapWith2TabsMB),
      heapWith20TabsMB: over((run) => run.heapWith20TabsMB),
      heapWith50TabsMB: over((run) => run.heapWith50TabsMB),
      heapAfterClosingMB: over((run) => run.heapAfterClosingMB),
      heapReturnShare: over((run) => run.heapReturnShare),
    },
  };
};

/** One line: switch latency and heap, and whether each of the tabs' targets is met. */
export const tabsSummaryLine = (result: Awaited<ReturnType<typeof measureTabs>>): string => {
  if ('skipped' in result) return `tabs: skipped (${result.skipped})`;
  const { summary: s } = result;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const switchOk =
    s.switchMedianMs.median <= TAB_TARGETS.switchMedianMs &&
    s.switchP95Ms.median <= TAB_TARGETS.switchP95Ms;
  const heapOk = s.heapWith50TabsMB.median <= TAB_TARGETS.heapWith50TabsMB;
  const returnOk = s.heapReturnShare.median <= TAB_TARGETS.heapReturnShare;
  return (
    `tabs (median of ${s.runs} runs (min–max)): switch with ${SWITCH_OPEN} open median ` +
    `${range(s.switchMedianMs, ' ms')}, p95 ${range(s.switchP95Ms, ' ms')} ` +
    `[≤${TAB_TARGETS.switchMedianMs}/${TAB_TARGETS.switchP95Ms} ms ${verdict(switchOk)}]; ` +
    `evicted tab rebuilt ${range(s.rebuiltFromDraftMs, ' ms')}; heap ${range(s.heapBeforeMB, '')} → ` +
    `2 tabs ${range(s.heapWith2TabsMB, '')} → 20 ${range(s.heapWith20TabsMB, '')} → 50 ` +
    `${range(s.heapWith50TabsMB, ' MB')} [≤${TAB_TARGETS.heapWith50TabsMB} MB ${verdict(heapOk)}]` +
    `; after closing ${range(s.heapAfterClosingMB, ' MB')} ` +
    `(+${Math.round(s.heapReturnShare.median * 100)}%) [≤${TAB_TARGETS.heapReturnShare * 100}% ` +
    `${verdict(returnOk)}]`
  );
};

// `npx tsx bench/tabs.ts`: this bench alone, on a fresh test server.
if (process.argv[1] && /tabs\.ts$/.test(process.argv[1])) {
  void runAlone('tabs', measureTabs, tabsSummaryLine);
}
