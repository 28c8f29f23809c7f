import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { launchChromium } from '../test/utils/launchChromium';
import { startTestServer } from '../test/utils/startTestServer';
import { measureAgainstPeer, oursSide, peerSide } from './dataEntryTimes';
import { PEER_DIR } from './loginRoute';
import { reportPageFigures } from './pageFigures';
import { startPeerServer } from './peerServer';

/**
 * `npx tsx bench/dataEntryPages.ts`: the data-entry bench's page comparison alone (menu click →
 * rows, 新增 → dialog, ours and the peer's interleaved at 1× and 4×), for a run that needs only
 * these figures; `npx tsx bench/dataEntry.ts` measures them after the records. Build current.
 */
void (async () => {
  if (!fs.existsSync(path.join(PEER_DIR, 'index.html'))) {
    console.log(`跳过：${PEER_DIR} 不存在`);
    return;
  }
  const browser = await launchChromium();
  if (!browser) {
    console.log('跳过：Chromium 不可用');
    return;
  }
  const server = await startTestServer({});
  const peer = await startPeerServer(PEER_DIR);
  try {
    const loadBefore = os.loadavg();
    const pages = await measureAgainstPeer(browser, [oursSide(server.url), peerSide(peer.url)]);
    reportPageFigures('data-entry-pages', pages, loadBefore, (side) => side);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await peer.close();
    await server.close();
    await browser.close();
  }
})();
