import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { launchChromium } from '../test/utils/launchChromium';
import { signInThroughPage } from '../test/utils/signInPage';
import { startTestServer, type TestServer } from '../test/utils/startTestServer';
import { medianRange, range } from './browserBench';
import { argument, beforeClientDir } from './buildsAB';
import { hypertensionPatients } from './dataEntryRecords';
import { measureProposal, openPage, RATES } from './dataEntryTimes';

/**
 * `npx tsx bench/proposalBuildsAB.ts --before <clientDir> [--rounds N]`: keystroke → proposal,
 * and keystroke → the class field showing it (the data-entry bench's `measureProposal`), of two builds of this app, in alternating rounds
 * of one run, so a change's gain is read at one machine load. `<clientDir>` is the
 * `dist/client` of the build before (a worktree of the earlier commit, built with
 * `npx tsx scripts/build.ts`); the build after is this one's.
 */
const ROUNDS_DEFAULT = 3;

void (async () => {
  const before = beforeClientDir('proposalBuildsAB.ts');
  if (!before) return;
  const rounds = Number(argument('--rounds') ?? ROUNDS_DEFAULT);
  const browser = await launchChromium();
  if (!browser) {
    console.log('跳过：Chromium 不可用');
    return;
  }
  const sides: { name: '之后' | '之前'; server: TestServer }[] = [
    { name: '之后', server: await startTestServer({}) },
    { name: '之前', server: await startTestServer({ clientDir: before }) },
  ];
  const runs = new Map<string, number[]>();
  const loadBefore = os.loadavg();
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const side of sides) {
        const opened = await openPage(browser);
        try {
          await signInThroughPage(opened.page, side.server.url, 'xzys01');
          // A resident per round, the same one on both sides.
          const resident = hypertensionPatients(side.server, rounds)[round]!;
          const figures = await measureProposal(opened, side.server, resident);
          for (const rate of RATES) {
            for (const [what, figureKey] of [
              ['分类建议', `${rate}x`],
              ['分类写入字段', `field${rate}x`],
            ] as const) {
              const key = `${what} ${side.name} ${rate}x`;
              runs.set(key, [...(runs.get(key) ?? []), ...(figures[figureKey]?.runs ?? [])]);
            }
          }
        } finally {
          await opened.close();
        }
      }
    }
    const loadAfter = os.loadavg();
    const summary = Object.fromEntries(
      [...runs].map(([key, values]) => [key, { ...medianRange(values), runs: values }]),
    );
    for (const [key, figure] of Object.entries(summary))
      console.log(`按键到${key}: ${range(figure, ' ms')}`);
    console.log(
      `负载 ${loadBefore.map((value) => value.toFixed(1)).join(' ')} → ${loadAfter
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    const out = path.join('bench', 'results', 'proposal-builds.json');
    fs.writeFileSync(out, JSON.stringify({ before, loadBefore, loadAfter, summary }, null, 2));
    console.log(`写入 ${out}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    for (const side of sides) await side.server.close();
    await browser.close();
  }
})();
