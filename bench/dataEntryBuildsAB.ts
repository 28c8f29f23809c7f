import os from 'node:os';

import { launchChromium } from '../test/utils/launchChromium';
import { startTestServer } from '../test/utils/startTestServer';
import { beforeClientDir } from './buildsAB';
import { measureAgainstPeer, oursSide } from './dataEntryTimes';
import { reportPageFigures } from './pageFigures';

/**
 * `npx tsx bench/dataEntryBuildsAB.ts --before <clientDir>`: menu click → rows and 新增 → dialog
 * of two builds of this app, interleaved in one run at 1× and 4× (the page comparison's own
 * `measureAgainstPeer`, with the other build in the peer's place), so a change's gain is read at
 * one machine load. `<clientDir>` is the `dist/client` of the build before (a worktree of the
 * earlier commit, built with `npx tsx scripts/build.ts`); the build after is this one's.
 */
void (async () => {
  const before = beforeClientDir('dataEntryBuildsAB.ts');
  if (!before) return;
  const browser = await launchChromium();
  if (!browser) {
    console.log('跳过：Chromium 不可用');
    return;
  }
  const after = await startTestServer({});
  const earlier = await startTestServer({ clientDir: before });
  try {
    const loadBefore = os.loadavg();
    // The earlier build runs as the "peer" side: same steps, same pages, another client.
    const pages = await measureAgainstPeer(browser, [
      oursSide(after.url),
      { ...oursSide(earlier.url), name: 'peer' },
    ]);
    reportPageFigures(
      'data-entry-builds',
      pages,
      loadBefore,
      (side) => (side === 'peer' ? '之前' : '之后'),
      { before, note: '"peer" is the build before' },
    );
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await earlier.close();
    await after.close();
    await browser.close();
  }
})();
