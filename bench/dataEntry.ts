import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type DeviceSimulators } from '../scripts/devices/startDeviceSimulators';
import { launchChromium } from '../test/utils/launchChromium';
import { signInThroughPage } from '../test/utils/signInPage';
import { startTestServer, type TestServer } from '../test/utils/startTestServer';
import { range } from './browserBench';
import { archiveFromCard, cardReaderConfig, startCardReader } from './dataEntryCard';
import { elderOf68, healthCheckByKeyboard, selfCareByKeyboard } from './dataEntryHealthCheck';
import {
  type Counts,
  DIABETES_VISIT,
  type EntryFigure,
  HYPERTENSION_VISIT,
  hypertensionPatients,
  managedPatients,
  tcmByKeyboard,
  visitByKeyboard,
  visitByMouse,
} from './dataEntryRecords';
import {
  type Figure,
  measureAgainstPeer,
  measurePrefill,
  measureProposal,
  measureWorklistPrefill,
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

/** A part that failed: its error, kept beside the parts that finished. */
export interface PartError {
  error: string;
}

type Pages = Awaited<ReturnType<typeof measureAgainstPeer>>;

export interface DataEntryParts {
  records: Record<string, EntryFigure | PartError>;
  prefill?: Awaited<ReturnType<typeof measurePrefill>> | PartError;
  proposal?: Awaited<ReturnType<typeof measureProposal>> | PartError;
  worklistPrefill?: Awaited<ReturnType<typeof measureWorklistPrefill>> | PartError;
  pages?: Pages | PartError;
  ratios?: Record<string, { rows: number | null; dialog: number | null }> | null;
  peer?: string;
  targets: typeof TARGETS;
}

const failed = (value: unknown): value is PartError =>
  typeof value === 'object' && value !== null && 'error' in value;

/**
 * Runs `part`, stores its figures (or its error) under `key` and hands the figures so far to
 * `progress`, so a run stopped later still leaves what it measured.
 */
const runPart = async <T>(
  store: (value: T | PartError) => void,
  progress: () => void,
  name: string,
  part: () => Promise<T>,
): Promise<T | PartError> => {
  console.error(`录入基准：${name}…`);
  let value: T | PartError;
  try {
    value = await part();
  } catch (error) {
    console.error(error);
    value = { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
  store(value);
  progress();
  return value;
};

/** The bench's parts, by the names `--parts` takes (all of them when none is named). */
export const PART_NAMES = ['records', 'prefill', 'proposal', 'worklistPrefill', 'pages'] as const;
export type PartName = (typeof PART_NAMES)[number];

/**
 * `cardReader`: the device simulators whose origins the server was started with; without
 * them the new archive from a card is not entered (said so in its place). `only`: the parts
 * to run (`npx tsx bench/dataEntry.ts --parts prefill,worklistPrefill`); all by default.
 */
export const measureDataEntry = async (
  server: TestServer,
  progress: (parts: DataEntryParts) => void = () => undefined,
  cardReader?: DeviceSimulators,
  only: ReadonlySet<PartName> = new Set(PART_NAMES),
): Promise<DataEntryParts | { skipped: string }> => {
  const browser = await launchChromium();
  if (!browser) return { skipped: 'Chromium 不可用' };
  const peerPresent = fs.existsSync(path.join(PEER_DIR, 'index.html'));
  const peer = peerPresent ? await startPeerServer(PEER_DIR) : null;
  const parts: DataEntryParts = {
    records: {},
    peer: peer ? PEER_DIR : `跳过：${PEER_DIR} 不存在，只测了本项目`,
    targets: TARGETS,
  };
  const report = () => progress(parts);
  try {
    const residents = hypertensionPatients(server, 9);
    const diabetics = managedPatients(server, 'diabetesManager', 'diabetesFollowUP', 2);
    const entry = await openPage(browser);
    await signInThroughPage(entry.page, server.url, 'xzys01');
    const record = (name: string, enter: () => Promise<EntryFigure>) =>
      only.has('records')
        ? runPart<EntryFigure>((value) => (parts.records[name] = value), report, name, enter)
        : undefined;
    const { page } = entry;
    await record('hypertensionKeyboard', () =>
      visitByKeyboard(page, server, residents[0]!, HYPERTENSION_VISIT),
    );
    await record('hypertensionMouse', () =>
      visitByMouse(page, server, residents[1]!, HYPERTENSION_VISIT),
    );
    await record('hypertensionMouseEnter', () =>
      visitByMouse(page, server, residents[8]!, HYPERTENSION_VISIT, true),
    );
    await record('diabetesKeyboard', () =>
      visitByKeyboard(page, server, diabetics[0]!, DIABETES_VISIT),
    );
    await record('diabetesMouse', () => visitByMouse(page, server, diabetics[1]!, DIABETES_VISIT));
    await record('tcmKeyboard', () => tcmByKeyboard(page, server));
    // The 68-year-old's self-care sheet first: the check takes 生活自理能力 from it.
    const elder = only.has('records') ? elderOf68(server) : undefined;
    if (elder) {
      await record('selfCareKeyboard', () => selfCareByKeyboard(page, server, elder));
      await record('healthCheckKeyboard', () => healthCheckByKeyboard(page, server, elder));
    } else if (only.has('records')) {
      parts.records.healthCheckKeyboard = { error: '未测：xzys01 辖区无 68 岁、未建慢病卡的居民' };
    }
    for (const by of ['keyboard', 'mouse'] as const) {
      const name = by === 'keyboard' ? 'cardArchiveKeyboard' : 'cardArchiveMouse';
      if (!only.has('records')) continue;
      if (cardReader) await record(name, () => archiveFromCard(page, server, cardReader, by));
      else parts.records[name] = { error: '未测：服务未接读卡器模拟器' };
    }
    await entry.close();
    if (PART_NAMES.every((name) => name === 'records' || !only.has(name))) {
      report();
      return parts;
    }
    // A fresh window: the entries left tabs open whose pages would cover the list's buttons.
    const timing = await openPage(browser);
    await signInThroughPage(timing.page, server.url, 'xzys01');
    if (only.has('prefill'))
      await runPart(
        (value) => (parts.prefill = value),
        report,
        '点击到带入',
        () => measurePrefill(timing, server, residents.slice(2, 7)),
      );
    if (only.has('proposal'))
      await runPart(
        (value) => (parts.proposal = value),
        report,
        '按键到分类建议',
        () => measureProposal(timing, server, residents[7]!),
      );
    if (only.has('worklistPrefill'))
      await runPart(
        (value) => (parts.worklistPrefill = value),
        report,
        '工作清单录入到带入',
        () => measureWorklistPrefill(timing, server),
      );
    await timing.close();
    const sides = [oursSide(server.url), ...(peer ? [peerSide(peer.url)] : [])];
    const pages = only.has('pages')
      ? await runPart(
          (value) => (parts.pages = value),
          report,
          '对比同类页面',
          () => measureAgainstPeer(browser, sides),
        )
      : undefined;
    parts.ratios =
      peer && pages && !failed(pages)
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
    report();
    return parts;
  } finally {
    await peer?.close();
    await browser.close();
  }
};

export type DataEntryResult = Awaited<ReturnType<typeof measureDataEntry>>;

const met = (ok: boolean) => (ok ? '达标' : '未达标');

/** One line per figure, with its target and whether it was met; a failed part says so. */
export const dataEntrySummaryLine = (result: DataEntryResult): string => {
  if ('skipped' in result) return `录入基准：${result.skipped}`;
  const { records, prefill, proposal, worklistPrefill, ratios } = result;
  const counted = (name: string, label: string, line: (c: Counts) => string) => {
    const figure = records[name];
    if (!figure) return `${label} 未测`;
    return failed(figure) ? `${label} 失败（${figure.error}）` : line(figure.record);
  };
  const timedLine = (
    label: string,
    figures: Record<string, Figure> | PartError | undefined,
    rate: string,
    target: number,
  ) => {
    if (!figures) return `${label} 未测`;
    if (failed(figures)) return `${label} 失败（${figures.error}）`;
    const figure = figures[rate]!;
    return `${label} ${rate} ${range(figure, ' ms')}（≤ ${target}，${met(figure.median <= target)}）`;
  };
  const keys = (target: number) => (c: Counts) =>
    `${c.keystrokes} 键（目标 ≤ ${target}，${met(c.keystrokes <= target)}）`;
  return [
    counted('hypertensionKeyboard', '高血压随访 键盘', (c) => `高血压随访 键盘 ${keys(25)(c)}`),
    counted(
      'hypertensionMouse',
      '高血压随访 鼠标',
      (c) =>
        `高血压随访 鼠标 ${c.clicks} 次点击 + ${c.keystrokes} 键（目标 ≤ 4 + 17，${met(c.clicks <= 4 && c.keystrokes <= 17)}）`,
    ),
    counted(
      'hypertensionMouseEnter',
      '高血压随访 鼠标（数字间回车）',
      (c) =>
        `高血压随访 鼠标（数字间回车） ${c.clicks} 次点击 + ${c.keystrokes} 键（目标 ≤ 4 + 17，${met(c.clicks <= 4 && c.keystrokes <= 17)}）`,
    ),
    counted('diabetesKeyboard', '糖尿病随访 键盘', (c) => `糖尿病随访 键盘 ${c.keystrokes} 键`),
    counted(
      'diabetesMouse',
      '糖尿病随访 鼠标',
      (c) => `糖尿病随访 鼠标 ${c.clicks} 次点击 + ${c.keystrokes} 键`,
    ),
    counted('tcmKeyboard', '中医体质', (c) => `中医体质 ${keys(40)(c)}`),
    counted(
      'selfCareKeyboard',
      '生活自理能力评估 键盘',
      (c) => `生活自理能力评估 键盘 ${c.keystrokes} 键`,
    ),
    counted('healthCheckKeyboard', '健康体检表 键盘', (c) => `健康体检表 键盘 ${c.keystrokes} 键`),
    counted('cardArchiveKeyboard', '读卡建档 键盘', (c) => `读卡建档 键盘 ${c.keystrokes} 键`),
    counted(
      'cardArchiveMouse',
      '读卡建档 鼠标',
      (c) => `读卡建档 鼠标 ${c.clicks} 次点击 + ${c.keystrokes} 键`,
    ),
    timedLine('点击到带入', prefill, '1x', TARGETS.prefillMs['1x']),
    timedLine('点击到带入', prefill, '4x', TARGETS.prefillMs['4x']),
    timedLine('工作清单录入到带入', worklistPrefill, '1x', TARGETS.prefillMs['1x']),
    timedLine('按键到分类建议', proposal, '4x', TARGETS.proposalMs4x),
    proposal && !failed(proposal) && proposal.field4x
      ? `按键到分类写入字段 4x ${range(proposal.field4x, ' ms')}`
      : '按键到分类写入字段 未测',
    ratios
      ? `4× 对比同类：菜单到行 ${ratios['4x']?.rows}、新增到对话框 ${ratios['4x']?.dialog}（≤ 0.8，${met((ratios['4x']?.rows ?? 9) <= 0.8 && (ratios['4x']?.dialog ?? 9) <= 0.8)}）`
      : (result.peer ?? '对比同类 未测'),
  ].join('；');
};

/** `--parts a,b`: the named parts (unknown names refused), or every part without it. */
const partsArgument = (args: readonly string[]): Set<PartName> => {
  const at = args.indexOf('--parts');
  if (at < 0) return new Set(PART_NAMES);
  const names = (args[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !(PART_NAMES as readonly string[]).includes(name));
  if (unknown.length || !names.length) {
    throw new Error(`--parts takes ${PART_NAMES.join(',')}; got ${args[at + 1] ?? 'nothing'}`);
  }
  return new Set(names as PartName[]);
};

/** `npx tsx bench/dataEntry.ts [--parts prefill,worklistPrefill]`: this bench alone on a fresh test server (build current). */
if (require.main === module) {
  void (async () => {
    const cardReader = await startCardReader();
    const server = await startTestServer(cardReaderConfig(cardReader));
    try {
      const loadBefore = os.loadavg();
      const dir = path.join(__dirname, 'results');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `data-entry-${Date.now()}.json`);
      const write = (result: DataEntryResult, complete: boolean) => {
        const body = {
          at: new Date().toISOString(),
          complete,
          machine: { cpus: os.cpus().length, loadBefore, loadNow: os.loadavg() },
          summary: dataEntrySummaryLine(result),
          result,
        };
        fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
        return body;
      };
      // Written again as each part finishes: a stopped run leaves the figures it took.
      const result = await measureDataEntry(
        server,
        (parts) => write(parts, false),
        cardReader,
        partsArgument(process.argv.slice(2)),
      );
      console.log(JSON.stringify(write(result, true), null, 2));
      console.log(`written to ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      console.error(error);
      process.exitCode = 1;
    } finally {
      await server.close();
      await cardReader.close();
    }
  })();
}
