import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { launchChromium } from '../test/utils/launchChromium';
import { signInThroughPage } from '../test/utils/signInPage';
import { startTestServer, type TestServer } from '../test/utils/startTestServer';
import { range } from './browserBench';
import {
  type EntryFigure,
  hypertensionByKeyboard,
  hypertensionByMouse,
  hypertensionPatients,
  tcmByKeyboard,
} from './dataEntryRecords';
import {
  type Figure,
  measureAgainstPeer,
  measurePrefill,
  measureProposal,
  oursSide,
  openPage,
  peerSide,
} from './dataEntryTimes';
import { PEER_DIR } from './loginRoute';
import { startPeerServer } from './peerServer';

/**
 * The data-entry bench (spec 2.1 keyboard-first entry; the paper-speed targets): typical
 * records entered by keyboard and by mouse with every keystroke and click counted, each saved
 * and its stored row checked; click-to-prefilled; menu → rows, 新增 → dialog against the peer
 * build interleaved, and keystroke → proposal. Numbers only: the targets are reported beside
 * the figures, never asserted.
 */

export const TARGETS = {
  htnKeyboardKeystrokes: 25,
  htnMouse: { clicks: 4, keystrokes: 17 },
  tcmKeystrokes: 40,
  prefillMs: { '1x': 300, '4x': 1000 },
  proposalMs4x: 100,
  ratio4x: 0.8,
};

const ratio = (ours: Figure | undefined, peer: Figure | undefined) =>
  ours && peer && peer.median > 0 ? Math.round((ours.median / peer.median) * 100) / 100 : null;

export const measureDataEntry = async (server: TestServer) => {
  const browser = await launchChromium();
  if (!browser) return { skipped: 'Chromium 不可用' };
  const peerPresent = fs.existsSync(path.join(PEER_DIR, 'index.html'));
  const peer = peerPresent ? await startPeerServer(PEER_DIR) : null;
  try {
    const residents = hypertensionPatients(server, 8);
    const entry = await openPage(browser);
    await signInThroughPage(entry.page, server.url, 'xzys01');
    const records: Record<string, EntryFigure> = {
      hypertensionKeyboard: await hypertensionByKeyboard(entry.page, server, residents[0]!),
      hypertensionMouse: await hypertensionByMouse(entry.page, server, residents[1]!),
      tcmKeyboard: await tcmByKeyboard(entry.page, server),
    };
    await entry.close();
    console.error('录入基准：记录已录入，测带入时间…');
    // A fresh window: the entries left tabs open whose pages would cover the list's buttons.
    const timing = await openPage(browser);
    await signInThroughPage(timing.page, server.url, 'xzys01');
    const prefill = await measurePrefill(timing, server, residents.slice(2, 7));
    const proposal = await measureProposal(timing, server, residents[7]!.id_card_no);
    await timing.close();
    console.error('录入基准：对比同类页面…');
    const sides = [oursSide(server.url), ...(peer ? [peerSide(peer.url)] : [])];
    const pages = await measureAgainstPeer(browser, sides);
    const ratios = peer
      ? Object.fromEntries(
          Object.entries(pages).map(([rate, bySide]) => [
            rate,
            {
              rows: ratio(bySide.ours?.rows, bySide.peer?.rows),
              dialog: ratio(bySide.ours?.dialog, bySide.peer?.dialog),
            },
          ]),
        )
      : null;
    return {
      records,
      prefill,
      proposal,
      pages,
      ratios,
      peer: peer ? PEER_DIR : `跳过：${PEER_DIR} 不存在，只测了本项目`,
      targets: TARGETS,
    };
  } finally {
    await peer?.close();
    await browser.close();
  }
};

export type DataEntryResult = Awaited<ReturnType<typeof measureDataEntry>>;

const met = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? '达标' : '未达标');

/** One line per figure, with its target and whether it was met. */
export const dataEntrySummaryLine = (result: DataEntryResult): string => {
  if ('skipped' in result) return `录入基准：${result.skipped}`;
  const { records, prefill, proposal, ratios } = result;
  const htnK = records.hypertensionKeyboard!.record;
  const htnM = records.hypertensionMouse!.record;
  const tcm = records.tcmKeyboard!.record;
  return [
    `录入基准：高血压随访 键盘 ${htnK.keystrokes} 键（目标 ≤ 25，${met(htnK.keystrokes <= 25)}）`,
    `鼠标 ${htnM.clicks} 次点击 + ${htnM.keystrokes} 键（目标 ≤ 4 + 17，${met(htnM.clicks <= 4 && htnM.keystrokes <= 17)}）`,
    `中医体质 ${tcm.keystrokes} 键（目标 ≤ 40，${met(tcm.keystrokes <= 40)}）`,
    `点击到带入 1× ${range(prefill['1x']!, ' ms')}（≤ 300，${met(prefill['1x']!.median <= 300)}）、4× ${range(prefill['4x']!, ' ms')}（≤ 1000，${met(prefill['4x']!.median <= 1000)}）`,
    `按键到分类建议 4× ${range(proposal['4x']!, ' ms')}（≤ 100，${met(proposal['4x']!.median <= 100)}）`,
    ratios
      ? `4× 对比同类：菜单到行 ${ratios['4x']?.rows}、新增到对话框 ${ratios['4x']?.dialog}（≤ 0.8，${met((ratios['4x']?.rows ?? 9) <= 0.8 && (ratios['4x']?.dialog ?? 9) <= 0.8)}）`
      : result.peer,
  ].join('；');
};

/** `npx tsx bench/dataEntry.ts`: this bench alone on a fresh test server (build current). */
if (require.main === module) {
  void (async () => {
    const server = await startTestServer({});
    try {
      const loadBefore = os.loadavg();
      const result = await measureDataEntry(server);
      const body = {
        at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
        summary: dataEntrySummaryLine(result),
        result,
      };
      const dir = path.join(__dirname, 'results');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `data-entry-${Date.now()}.json`);
      fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
      console.log(JSON.stringify(body, null, 2));
      console.log(`written to ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      console.error(error);
      process.exitCode = 1;
    } finally {
      await server.close();
    }
  })();
}
