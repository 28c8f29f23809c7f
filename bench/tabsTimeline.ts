import fs from 'node:fs';

import { launchChromium } from '../test/utils/launchChromium';
import { startTestServer } from '../test/utils/startTestServer';
import { KEPT_ROTATION, openPageWithTabs, SWITCH_OPEN, switchTime, tabPath } from './tabs';

/**
 * The order of things in a tab switch (the tabs' budget, DESIGN.md): records a Chromium trace of
 * one round of switches (the setting of bench/tabs.ts) and prints, per switch, each main-thread
 * task from the click to the frame that shows the page, with its longest events: whether React
 * renders in the click's task or in slices with frames between them, which task forces a style or
 * layout. `npx tsx bench/tabsTimeline.ts [trace file]`; the trace (default /tmp/tabsTimeline.json)
 * can also be opened in Chromium's performance panel.
 */

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'cc',
  'viz',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; type?: string } };
}

const ms = (micro: number) => (micro / 1000).toFixed(1);

/** Tasks over 0.3 ms between each switch's marks, with their events over 0.7 ms. */
const printTimeline = ({ traceEvents }: { traceEvents: TraceEvent[] }) => {
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) return;
  const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid);
  for (let index = 0; index < KEPT_ROTATION; index += 1) {
    const start = traceEvents.find((e) => e.name === `gw-switch-${index}-start`);
    const end = traceEvents.find((e) => e.name === `gw-switch-${index}-end`);
    if (!start || !end) continue;
    console.log(`--- switch ${index}: ${ms(end.ts - start.ts)} ms`);
    const tasks = onMain.filter(
      (e) => e.name === 'RunTask' && e.ts >= start.ts && e.ts <= end.ts && (e.dur ?? 0) > 300,
    );
    for (const task of tasks) {
      const taskEnd = task.ts + (task.dur ?? 0);
      const inside = onMain.filter(
        (e) =>
          e.ph === 'X' &&
          e !== task &&
          e.name !== 'RunTask' &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= taskEnd &&
          (e.dur ?? 0) > 700,
      );
      const described = inside.map((e) => {
        const detail = e.args?.data?.functionName ?? e.args?.data?.type;
        return `${e.name}${detail ? `(${detail})` : ''} ${ms(e.dur ?? 0)}`;
      });
      console.log(`  +${ms(task.ts - start.ts)}  ${ms(task.dur ?? 0)} ms  ${described.join(', ')}`);
    }
  }
};

const main = async () => {
  const server = await startTestServer({});
  const browser = await launchChromium();
  try {
    if (!browser) return;
    const page = await openPageWithTabs(browser, server.url);
    const rotation = Array.from({ length: KEPT_ROTATION }, (_, i) => tabPath(SWITCH_OPEN - 1 - i));
    // One round first, so every page has been shown once.
    for (const fullPath of rotation) {
      await switchTime(page, fullPath);
      await page.waitForTimeout(150);
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    const times: number[] = [];
    for (const [index, fullPath] of rotation.entries()) {
      await page.evaluate((n) => performance.mark(`gw-switch-${n}-start`), index);
      times.push(await switchTime(page, fullPath));
      await page.evaluate((n) => performance.mark(`gw-switch-${n}-end`), index);
      await page.waitForTimeout(150);
    }
    const buffer = await browser.stopTracing();
    fs.writeFileSync(process.argv[2] ?? '/tmp/tabsTimeline.json', buffer);
    console.log('switch times (ms):', times.map(Math.round).join(', '));
    printTimeline(JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] });
  } finally {
    await browser?.close();
    await server.close();
  }
};
void main();
