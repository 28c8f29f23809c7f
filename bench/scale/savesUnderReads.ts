import { type BenchCase, BENCH_CASES } from './cases';
import { loadFor, type LoadResult, waitUntilIdle } from './httpLoad';
import { type BenchTarget, type CaseSettings, requestsOf } from './measureCases';
import { TARGETS, type Verdict } from './targets';

/**
 * Follow-up saves sustained while the regional admin's and the township doctor's reads run: the
 * village doctor's saves on `saveConnections` loops and each read case on its own loops, all at
 * once on the county server for the same duration. What it answers: how many saves a second
 * the server keeps up while it reads, and each read's p99 meanwhile.
 */

/** The read cases that run beside the saves (page cases of the regional admin and township). */
const READ_CASE_IDS = [
  'residentsPage',
  'overdueRegion',
  'homeCountsRegion',
  'followUpListTownship',
] as const;

const SAVE_CONNECTIONS = 4;
const READ_CONNECTIONS_EACH = 4;

export interface ReadDuringSaves {
  id: string;
  label: string;
  load: LoadResult;
}

export interface SavesUnderReadsFigures {
  saves: LoadResult;
  reads: ReadDuringSaves[];
  loadBefore: number;
  verdicts: Verdict[];
}

const caseById = (id: string): BenchCase => {
  const found = BENCH_CASES.find((c) => c.id === id);
  if (!found) throw new Error(`no bench case ${id}`);
  return found;
};

export const measureSavesUnderReads = async (
  county: BenchTarget,
  settings: CaseSettings,
  loadBefore: number,
): Promise<SavesUnderReadsFigures> => {
  const save = caseById('followUpSave');
  const reads = READ_CASE_IDS.map(caseById);
  const options = (benchCase: BenchCase, connections: number) => ({
    connections,
    durationMs: settings.durationMs,
    drainMs: settings.drainMs,
    okStatus: benchCase.okStatus,
  });
  const [saves, ...readLoads] = await Promise.all([
    loadFor(county.server.url, requestsOf(county, save), options(save, SAVE_CONNECTIONS)),
    ...reads.map((read) =>
      loadFor(county.server.url, requestsOf(county, read), options(read, READ_CONNECTIONS_EACH)),
    ),
  ]);
  if ([saves, ...readLoads].some((load) => load.abandoned > 0)) {
    await waitUntilIdle(county.server.url);
  }
  const readFigures = reads.map((read, i) => ({
    id: read.id,
    label: read.label,
    load: readLoads[i]!,
  }));
  const worstReadP99 = Math.max(...readFigures.map((r) => r.load.p99Ms));
  return {
    saves: saves,
    reads: readFigures,
    loadBefore,
    verdicts: [
      {
        target: `≥ ${TARGETS.savesPerSecond} saves/s sustained`,
        met: saves.rps >= TARGETS.savesPerSecond && saves.errors === 0,
      },
      {
        target: `every read's p99 ≤ ${TARGETS.readP99DuringSavesMs} ms meanwhile`,
        met:
          worstReadP99 <= TARGETS.readP99DuringSavesMs &&
          readFigures.every((r) => r.load.abandoned === 0 && r.load.errors === 0),
      },
    ],
  };
};
