import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { prepareDatabase } from '../../server/prepareDatabase';
import { type DemoAccount } from '../../test/utils/demoAccounts';
import { BENCH_CASES } from './cases';
import { countyDatabase } from './countyDatabase';
import { exportFilters, measureConcurrentExports, measureExport } from './exports';
import { readFixtures } from './fixtures';
import { type BenchTarget, measureCase } from './measureCases';
import { markdownOf, type ScaleResults, type ServerFigures } from './report';
import { measureSavesUnderReads } from './savesUnderReads';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { type BenchUser, signIn } from './signIn';
import { TARGETS, type Verdict } from './targets';

// npm run bench:scale [-- --residents 300000 --duration 10 --connections 20 --runs 7 --rebuild
// --reuse-any]:
// the reference server on a county-sized database (built once and cached by size and seed code)
// and on a fresh demo database, side by side; one-request times and throughput at 20
// connections, start-up, memory and Excel exports, each next to its target. Measures and
// reports only: a missed target is marked, never a failure. Results in bench/results/scale-*.

const ROOT = path.join(__dirname, '../..');
const ACCOUNTS: readonly DemoAccount[] = ['qyadmin', 'xzys01', 'cunyi01'];

const { values } = parseArgs({
  options: {
    residents: { type: 'string', default: '300000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    runs: { type: 'string', default: '7' },
    rebuild: { type: 'boolean', default: false },
    'reuse-any': { type: 'boolean', default: false },
  },
});
const settings = {
  connections: Number(values.connections),
  durationMs: Number(values.duration) * 1000,
  drainMs: 10_000,
  singleRuns: Number(values.runs),
};
const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
const say = (line: string) => process.stdout.write(`${line}\n`);

const signInAll = async (server: ServerProcess): Promise<Map<string, BenchUser>> => {
  const users = new Map<string, BenchUser>();
  for (const account of ACCOUNTS) users.set(account, await signIn(server.url, account));
  return users;
};

/** The peak RSS of each server while the cases run, sampled every 100 ms. */
const trackPeaks = (servers: readonly ServerProcess[]) => {
  const peaks = new Map(servers.map((server) => [server.name, server.rssMiB()]));
  const timer = setInterval(() => {
    for (const server of servers) {
      peaks.set(server.name, Math.max(peaks.get(server.name) ?? 0, server.rssMiB()));
    }
  }, 100);
  return { stop: () => clearInterval(timer), peakOf: (name: string) => peaks.get(name) ?? 0 };
};

const main = async (): Promise<void> => {
  const loadAverageAtStart = os.loadavg();
  const county = countyDatabase(Number(values.residents), values.rebuild, values['reuse-any']);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-bench-'));
  const servers: ServerProcess[] = [];
  try {
    // The servers write (sessions, audit, saved follow-ups): they run on copies.
    const countyFile = path.join(work, 'county.db');
    fs.copyFileSync(county.file, countyFile);
    // On the disk before the server starts, so its start-up does not wait for the copy.
    const copied = fs.openSync(countyFile, 'r+');
    fs.fsyncSync(copied);
    fs.closeSync(copied);
    const demoFile = path.join(work, 'demo.db');
    prepareDatabase(demoFile).close();
    const countyFixtures = readFixtures(countyFile);
    const demoFixtures = readFixtures(demoFile, countyFixtures.surname);
    const filters = exportFilters(countyFile);

    say(`启动演示库与县域库服务器 …`);
    const startLoad = { demo: load1(), county: 0 };
    const demoServer = await startServerProcess('demo', demoFile, path.join(work, 'demo.log'));
    servers.push(demoServer);
    startLoad.county = load1();
    const countyServer = await startServerProcess(
      'county',
      countyFile,
      path.join(work, 'county.log'),
    );
    servers.push(countyServer);
    const rssAfterStart = { demo: demoServer.rssMiB(), county: countyServer.rssMiB() };
    const demo: BenchTarget = {
      server: demoServer,
      users: await signInAll(demoServer),
      fixtures: demoFixtures,
    };
    const countyTarget: BenchTarget = {
      server: countyServer,
      users: await signInAll(countyServer),
      fixtures: countyFixtures,
    };

    const peaks = trackPeaks(servers);
    const cases = [];
    for (const benchCase of BENCH_CASES) {
      say(`测量 ${benchCase.label} …`);
      cases.push(await measureCase(benchCase, demo, countyTarget, settings));
    }
    say('测量县域库：随访保存与查询同时进行 …');
    const savesUnderReads = await measureSavesUnderReads(countyTarget, settings, load1());
    peaks.stop();

    say('测量县域库的 Excel 导出 …');
    const admin = countyTarget.users.get('qyadmin')!;
    const village = countyTarget.users.get('cunyi01')!;
    const withLoad = async <T>(measure: () => Promise<T>) => {
      const loadBefore = load1();
      return { ...(await measure()), loadBefore };
    };
    const small = await withLoad(() => measureExport(countyServer, admin, filters.small, 3));
    const large = await withLoad(() => measureExport(countyServer, admin, filters.large, 1));
    const capped =
      large.status === 200
        ? undefined
        : await withLoad(() => measureExport(countyServer, admin, filters.capped, 1));
    const concurrent = await withLoad(() =>
      measureConcurrentExports(
        countyServer,
        admin,
        village,
        large.status === 200 ? filters.large : filters.capped,
      ),
    );

    const serverFigures = (
      server: ServerProcess,
      file: string,
      residents: number,
      rss: number,
    ): ServerFigures => ({
      loadBefore: startLoad[server.name as 'demo' | 'county'],
      residents,
      dbMiB: mib(fs.statSync(file).size),
      startMs: server.startMs,
      rssAfterStartMiB: Math.round(rss),
      rssPeakMiB: Math.round(peaks.peakOf(server.name)),
    });
    const countyServerFigures = serverFigures(
      countyServer,
      county.file,
      countyFixtures.residents,
      rssAfterStart.county,
    );
    const serverVerdicts: Verdict[] = [
      {
        target: `RSS ≤ ${TARGETS.rssMiB} MiB`,
        met: countyServerFigures.rssPeakMiB <= TARGETS.rssMiB,
      },
      {
        target: `start-up ≤ ${TARGETS.startMs / 1000} s`,
        met: countyServer.startMs <= TARGETS.startMs,
      },
    ];
    const exportVerdicts: Verdict[] = [
      {
        target: `${TARGETS.smallExportRows}-row export ≤ ${TARGETS.smallExportMs} ms`,
        met: small.status === 200 && small.medianMs <= TARGETS.smallExportMs,
      },
      {
        target: `${TARGETS.largeExportRows}-row export raises RSS ≤ ${TARGETS.largeExportRssMiB} MiB`,
        met:
          large.status === 200 &&
          large.rssPeakMiB - large.rssBeforeMiB <= TARGETS.largeExportRssMiB,
      },
      {
        target: `list p99 ≤ ${TARGETS.listDuringExportsP99Ms} ms during ${TARGETS.concurrentExports} exports`,
        met: concurrent.otherDuringP99Ms <= TARGETS.listDuringExportsP99Ms,
      },
    ];
    const results: ScaleResults = {
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg(),
      },
      settings: {
        connections: settings.connections,
        durationMs: settings.durationMs,
        singleRuns: settings.singleRuns,
      },
      countyDatabase: {
        file: path.relative(ROOT, county.file),
        historyYears: county.historyYears,
        ...(county.build === undefined ? {} : { build: county.build }),
        builtAt: county.builtAt,
      },
      servers: {
        demo: serverFigures(demoServer, demoFile, demoFixtures.residents, rssAfterStart.demo),
        county: countyServerFigures,
        verdicts: serverVerdicts,
      },
      cases,
      savesUnderReads,
      exports: {
        small,
        large,
        ...(capped ? { capped } : {}),
        concurrent,
        verdicts: exportVerdicts,
      },
    };
    const markdown = markdownOf(results);
    const dir = path.join(ROOT, 'bench/results');
    fs.mkdirSync(dir, { recursive: true });
    const stamp = Date.now();
    fs.writeFileSync(
      path.join(dir, `scale-${stamp}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    fs.writeFileSync(path.join(dir, `scale-${stamp}.md`), markdown);
    say('');
    say(markdown);
    say(`结果已写入 bench/results/scale-${stamp}.json 与 .md`);
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
