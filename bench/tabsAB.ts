import path from 'node:path';

import { type Page } from 'playwright-core';

import { launchChromium } from '../test/utils/launchChromium';
import { startTestServer } from '../test/utils/startTestServer';
import { KEPT_ROTATION, openPageWithTabs, SWITCH_OPEN, switchTime, tabPath } from './tabs';

/**
 * Tab switching of two client builds side by side, for a before/after on a shared machine whose
 * load changes from minute to minute: the same setting as bench/tabs.ts (20 tabs open, switches
 * among the kept ones, same flags and viewport), one page per build in one Chromium, their
 * switches interleaved one by one so both see the same load.
 * `npx tsx bench/tabsAB.ts <other build's client dir> [rounds]` (this checkout's dist/client is B).
 */

const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
const summary = (values: readonly number[]) =>
  `median ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms ` +
  `(${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}, n=${values.length})`;

const main = async () => {
  const [otherDir, roundsArg] = process.argv.slice(2);
  if (!otherDir) throw new Error('usage: tabsAB.ts <client dir of build A> [rounds]');
  const rounds = Number(roundsArg ?? 6);
  const servers = await Promise.all([
    startTestServer({ clientDir: path.resolve(otherDir) }),
    startTestServer({ clientDir: path.resolve('dist/client') }),
  ]);
  const browser = await launchChromium();
  try {
    if (!browser) return;
    const pages: Page[] = [];
    for (const server of servers) pages.push(await openPageWithTabs(browser, server.url));
    const rotation = Array.from({ length: KEPT_ROTATION }, (_, i) => tabPath(SWITCH_OPEN - 1 - i));
    const times: [number[], number[]] = [[], []];
    for (let round = -1; round < rounds; round += 1)
      for (const fullPath of rotation)
        for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const took = await switchTime(pages[side]!, fullPath);
          await pages[side]!.waitForTimeout(150);
          // Round -1 warms both up.
          if (round >= 0) times[side as 0 | 1].push(took);
        }
    console.log(`A ${otherDir}: ${summary(times[0])}`);
    console.log(`B dist/client: ${summary(times[1])}`);
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }
};

void main();
