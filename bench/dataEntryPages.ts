import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { launchChromium } from '../test/utils/launchChromium';
import { startTestServer } from '../test/utils/startTestServer';
import { range } from './browserBench';
import { measureAgainstPeer, oursSide, peerSide } from './dataEntryTimes';
import { PEER_DIR } from './loginRoute';
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
    const lines = Object.entries(pages).flatMap(([rate, bySide]) =>
      Object.entries(bySide).map(
        ([side, f]) =>
          `${rate} ${side}: 菜单到行 ${range(f.rows, ' ms')}；新增到对话框 ${range(f.dialog, ' ms')}`,
      ),
    );
    const file = path.join(__dirname, 'results', `data-entry-pages-${Date.now()}.json`);
    const body = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
      summary: lines.join('；'),
      pages,
    };
    fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
    console.log(lines.join('\n'));
    console.log(`written to ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await peer.close();
    await server.close();
    await browser.close();
  }
})();
