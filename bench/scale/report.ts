import { type CaseKind } from './cases';
import { type ConcurrentFigures, type ExportFigures } from './exports';
import { type SavesUnderReadsFigures } from './savesUnderReads';
import { type CaseFigures, mark, type Verdict } from './targets';

/** What one run of the scale bench found, as written to bench/results/scale-*.json. */

export interface Measured extends CaseFigures {
  /** os.loadavg()[0] when the one-request runs and the load began. */
  loadBefore: { single: number; load: number };
}

export interface CaseResult {
  id: string;
  label: string;
  account: string;
  kind: CaseKind;
  demo: Measured;
  county: Measured;
  ratio: number;
  verdicts: Verdict[];
}

export interface ServerFigures {
  /** os.loadavg()[0] when the server was started. */
  loadBefore: number;
  residents: number;
  dbMiB: number;
  startMs: number;
  rssAfterStartMiB: number;
  rssPeakMiB: number;
}

export interface ScaleResults {
  at: string;
  machine: { cpus: number; node: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  settings: { connections: number; durationMs: number; singleRuns: number };
  countyDatabase: {
    file: string;
    historyYears: number;
    build?: { ms: number; cpuMs: number; loadAfter: number };
    builtAt: string;
  };
  servers: { demo: ServerFigures; county: ServerFigures; verdicts: Verdict[] };
  cases: CaseResult[];
  savesUnderReads: SavesUnderReadsFigures;
  exports: {
    small: ExportFigures & { loadBefore: number };
    large: ExportFigures & { loadBefore: number };
    capped?: ExportFigures & { loadBefore: number };
    concurrent: ConcurrentFigures & { loadBefore: number };
    verdicts: Verdict[];
  };
}

const ms = (value: number): string =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value} ms`;

const loadFigure = (m: Measured): string =>
  `${m.load.rps}/s, p99 ${m.load.abandoned ? '≥' : ''}${ms(m.load.p99Ms)}` +
  (m.load.errors ? `, ${m.load.errors} err` : '');

const row = (cells: readonly (string | number)[]): string => `| ${cells.join(' | ')} |`;

const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

const load1 = (value: number): string => value.toFixed(1);

const exportRow = (name: string, figures: ExportFigures & { loadBefore: number }) => [
  name,
  figures.rows,
  figures.status === 200
    ? ms(figures.medianMs)
    : `HTTP ${figures.status}: ${figures.message ?? ''}`,
  `${figures.rssBeforeMiB} → ${figures.rssPeakMiB} MiB (+${figures.rssPeakMiB - figures.rssBeforeMiB})`,
  figures.bytes ? `${Math.round(figures.bytes / 1024)} KiB` : '',
  load1(figures.loadBefore),
];

/** The run as markdown: the cases, the servers, the exports, each with its targets marked. */
export const markdownOf = (r: ScaleResults): string => {
  const cases = table(
    [
      'case',
      'account',
      'demo 1 req',
      'county 1 req',
      '×demo',
      `demo @${r.settings.connections}`,
      `county @${r.settings.connections}`,
      'load1 (1 req / load)',
      'targets (county)',
    ],
    r.cases.map((c) => [
      c.label,
      c.account,
      ms(c.demo.single.medianMs),
      ms(c.county.single.medianMs),
      `${c.ratio}×`,
      loadFigure(c.demo),
      loadFigure(c.county),
      `${load1(c.county.loadBefore.single)} / ${load1(c.county.loadBefore.load)}`,
      mark(c.verdicts),
    ]),
  );
  const { demo, county } = r.servers;
  const serverRow = (name: string, f: ServerFigures) => [
    name,
    f.residents,
    `${f.dbMiB} MiB`,
    ms(f.startMs),
    `${f.rssAfterStartMiB} MiB`,
    `${f.rssPeakMiB} MiB`,
    load1(f.loadBefore),
  ];
  const servers = table(
    ['server', 'residents', 'database', 'start-up', 'RSS after start', 'RSS peak (cases)', 'load1'],
    [serverRow('demo', demo), serverRow('county', county)],
  );
  const m = r.savesUnderReads;
  const mixed = table(
    ['county, all at once', 'connections', 'throughput', 'p50', 'p99', 'errors'],
    [
      [
        '保存高血压随访（村医）',
        m.saves.connections,
        `${m.saves.rps}/s`,
        ms(m.saves.p50Ms),
        `${m.saves.abandoned ? '≥' : ''}${ms(m.saves.p99Ms)}`,
        m.saves.errors,
      ],
      ...m.reads.map((read) => [
        read.label,
        read.load.connections,
        `${read.load.rps}/s`,
        ms(read.load.p50Ms),
        `${read.load.abandoned ? '≥' : ''}${ms(read.load.p99Ms)}`,
        read.load.errors,
      ]),
    ],
  );
  const e = r.exports;
  const exportsTable = table(
    ['county export (qyadmin, 居民档案 导出)', 'rows', 'time', 'server RSS', 'file', 'load1'],
    [
      exportRow(`search box ${e.small.filter}`, e.small),
      exportRow(`filter ${e.large.filter}`, e.large),
      ...(e.capped ? [exportRow(`filter ${e.capped.filter} (the server's cap)`, e.capped)] : []),
    ],
  );
  const c = e.concurrent;
  const concurrent =
    `${c.exports} exports of ${c.exportRows} rows at once (${c.allOk ? 'all 200' : 'NOT all 200'}, ` +
    `${ms(c.totalMs)}, RSS peak ${c.rssPeakMiB} MiB); cunyi01's residents page 1: ` +
    `p99 ${ms(c.otherAloneP99Ms)} alone, p99 ${ms(c.otherDuringP99Ms)} (max ${ms(c.otherDuringMaxMs)}, ` +
    `${c.otherRequests} requests) during them; load1 ${load1(c.loadBefore)}`;
  return [
    `# Scale bench ${r.at}`,
    '',
    `Machine: ${r.machine.cpus} CPUs, node ${r.machine.node}, load average ` +
      `${r.machine.loadAverageAtStart.map(load1).join(' ')} at start, ` +
      `${r.machine.loadAverageAtEnd.map(load1).join(' ')} at end. ` +
      `One request: median of ${r.settings.singleRuns}; load: ${r.settings.connections} connections ` +
      `for ${r.settings.durationMs / 1000} s (≥: requests still unanswered after the drain).`,
    `County database: ${r.countyDatabase.file}, ${r.countyDatabase.historyYears} years of follow-ups, ` +
      (r.countyDatabase.build === undefined
        ? `reused (built ${r.countyDatabase.builtAt})`
        : `built in ${ms(r.countyDatabase.build.ms)} (CPU ${ms(r.countyDatabase.build.cpuMs)}, ` +
          `load1 ${load1(r.countyDatabase.build.loadAfter)} at the end)`),
    '',
    cases,
    '',
    `Saves while the reads run (load1 ${load1(m.loadBefore)} before):`,
    '',
    mixed,
    '',
    `Saves under reads: ${mark(m.verdicts)}`,
    '',
    servers,
    '',
    `Servers: ${mark(r.servers.verdicts)}`,
    '',
    exportsTable,
    '',
    concurrent,
    '',
    `Exports: ${mark(e.verdicts)}`,
    '',
  ].join('\n');
};
