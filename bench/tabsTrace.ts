import fs from 'node:fs';
import path from 'node:path';

import { type Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

import { launchChromium } from '../test/utils/launchChromium';
import { startTestServer } from '../test/utils/startTestServer';
import { KEPT_ROTATION, openPageWithTabs, SWITCH_OPEN, switchTime, tabPath } from './tabs';

/**
 * Where a tab switch's time goes (the tabs' budget, DESIGN.md): the same setting as bench/tabs.ts
 * (20 tabs open, switches among the kept ones), first under a Chromium trace, summed per switch by
 * the main thread's own time per event (style recalculation, layout, paint, script...), then under
 * the JS sampling profiler, whose hottest functions are named from the build's source maps.
 * `npx tsx bench/tabsTrace.ts [client dir]` after a production build (default dist/client, or a
 * copy of another build's, to compare); prints, writes nothing.
 */

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'v8',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike `dur`, not stretched when other processes hold the cores. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

const CLIENT_DIR = path.resolve(process.argv[2] ?? 'dist/client');

const ms = (micro: number) => Math.round(micro / 100) / 10;

/** Self time per event name on one thread between two instants (µs), nested by time. */
const selfTimes = (events: readonly TraceEvent[], from: number, to: number) => {
  const spans = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .filter((event) => event.ts >= from && event.ts + (event.dur ?? 0) <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const span of spans) {
    const end = span.ts + (span.dur ?? 0);
    while (stack.length && stack.at(-1)!.end <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - (span.dur ?? 0));
    totals.set(span.name, (totals.get(span.name) ?? 0) + (span.dur ?? 0));
    stack.push({ end, name: span.name });
  }
  return totals;
};

const markedSwitches = async (page: Page, rounds: number): Promise<number[]> => {
  const rotation = Array.from({ length: KEPT_ROTATION }, (_, i) => tabPath(SWITCH_OPEN - 1 - i));
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const [index, fullPath] of rotation.entries()) {
      await page.evaluate((n) => performance.mark(`gw-switch-${n}-start`), index);
      times.push(await switchTime(page, fullPath));
      await page.evaluate((n) => performance.mark(`gw-switch-${n}-end`), index);
      await page.waitForTimeout(150);
    }
  return times;
};

const traceSwitches = async (page: Page) => {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: CATEGORIES });
  const times = await markedSwitches(page, 1);
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const marks = traceEvents.filter((event) => event.name.startsWith('gw-switch-'));
  const onMain = traceEvents.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  console.log('switch times (ms):', times.map((t) => Math.round(t)).join(', '));
  const sum = new Map<string, number>();
  const cpu: number[] = [];
  for (let index = 0; index < KEPT_ROTATION; index += 1) {
    const start = marks.find((m) => m.name === `gw-switch-${index}-start`);
    const end = marks.find((m) => m.name === `gw-switch-${index}-end`);
    if (!start || !end) continue;
    const within = (name: string) =>
      onMain.filter((e) => e.name === name && e.ts >= start.ts && e.ts <= end.ts);
    const totals = selfTimes(onMain, start.ts, end.ts);
    cpu.push(within('RunTask').reduce((total, task) => total + (task.tdur ?? 0), 0) / 1000);
    for (const [name, micro] of totals) sum.set(name, (sum.get(name) ?? 0) + micro);
    const count = (event: TraceEvent, field: 'elementCount' | 'dirtyObjects') =>
      String((event.args?.beginData as Record<string, number> | undefined)?.[field] ?? '?');
    const styles = within('UpdateLayoutTree').map(
      (e) =>
        `${ms(e.dur ?? 0)}ms/${String((e.args?.elementCount as number | undefined) ?? count(e, 'elementCount'))}el`,
    );
    const layouts = within('Layout').map((e) => `${ms(e.dur ?? 0)}ms/${count(e, 'dirtyObjects')}`);
    console.log(
      `switch ${index}: styles ${styles.join(' ')}; layouts (ms/dirty) ${layouts.join(' ')}`,
    );
  }
  const sorted = [...cpu].sort((a, b) => a - b);
  console.log(
    `main thread CPU per switch (ms, RunTask thread time): median ${sorted[Math.floor((sorted.length - 1) / 2)]?.toFixed(1)}, ` +
      `all ${cpu.map((value) => value.toFixed(1)).join(', ')}`,
  );
  const top = [...sum].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`\nmain thread self time over ${KEPT_ROTATION} switches, per switch (ms):`);
  for (const [name, micro] of top) console.log(`  ${ms(micro / KEPT_ROTATION)}\t${name}`);
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const profileSwitches = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await markedSwitches(page, 1);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
    if (!maps.has(url)) {
      const file = path.join(CLIENT_DIR, 'assets', path.basename(new URL(url).pathname));
      maps.set(
        url,
        fs.existsSync(`${file}.map`)
          ? new SourceMapConsumer(fs.readFileSync(`${file}.map`, 'utf8'))
          : null,
      );
    }
    return maps.get(url) ?? null;
  };
  const nameOf = (node: ProfileNode) => {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (!url.startsWith('http')) return functionName || '(native)';
    const original = consumer(url)?.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    });
    const source = original?.source
      ?.replace(/^.*node_modules\//, '')
      .replace(/^webpack:\/\/\//, '');
    return `${original?.name ?? functionName} ${source ?? url}:${original?.line ?? lineNumber}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // React's phases of a switch, and the app and library code (not React's own) under each.
  const PHASES = [
    'renderRootConcurrent',
    'flushLayoutEffects',
    'performSyncWorkOnRoot',
    'flushPassiveEffects',
  ];
  const byPhase = new Map(PHASES.map((phase) => [phase, new Map<string, number>()]));
  const isReact = (name: string) => /react-dom|scheduler|^\(/.test(name);
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const micro = deltas[index + 1] ?? 0;
    const node = nodes.get(id);
    if (!node) return;
    const own = nameOf(node);
    self.set(own, (self.get(own) ?? 0) + micro);
    const seen = new Set<string>();
    const path: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const name = nameOf(nodes.get(at)!);
      path.push(name);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + micro);
    }
    // The outermost phase on the stack owns the sample.
    const phase = [...path].reverse().find((name) => PHASES.includes(name.split(' ')[0]!));
    const table = phase ? byPhase.get(phase.split(' ')[0]!) : undefined;
    if (table)
      for (const name of new Set(path.filter((frame) => !isReact(frame))))
        table.set(name, (table.get(name) ?? 0) + micro);
  });
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title} per switch (ms):`);
    for (const [name, micro] of [...table].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  ${ms(micro / KEPT_ROTATION)}\t${name}`);
  };
  print('JS self time', self);
  print('JS inclusive time', inclusive);
  for (const [phase, table] of byPhase) print(`Under ${phase}, not React's own,`, table);
};

const main = async () => {
  const server = await startTestServer({ clientDir: CLIENT_DIR });
  const browser = await launchChromium();
  try {
    if (!browser) return;
    const page = await openPageWithTabs(browser, server.url);
    await markedSwitches(page, 1);
    await traceSwitches(page);
    await profileSwitches(page);
  } finally {
    await browser?.close();
    await server.close();
  }
};

void main();
