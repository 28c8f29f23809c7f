import { type CaseKind } from './cases';
import { type LoadResult, type SingleTiming } from './httpLoad';

/**
 * The county-scale targets the bench reports against. Reported, never asserted: a missed
 * target is marked, and the bench still ends normally.
 */
export const TARGETS = {
  /** Every list page, search, work-list page, home count and profile, at 20 connections. */
  pageP99Ms: 200,
  /** …and one request at most this many times the demo's. */
  pageVsDemo: 2,
  indicatorsMs: 300,
  saveMs: 20,
  /** Follow-up saves a second sustained while the reads run… */
  savesPerSecond: 100,
  /** …with no read's p99 above this. */
  readP99DuringSavesMs: 500,
  rssMiB: 400,
  startMs: 10_000,
  largeExportRows: 50_000,
  largeExportRssMiB: 100,
  smallExportRows: 25,
  smallExportMs: 200,
  concurrentExports: 10,
  listDuringExportsP99Ms: 100,
} as const;

export interface Verdict {
  target: string;
  met: boolean;
}

const verdict = (target: string, met: boolean): Verdict => ({ target, met });

export interface CaseFigures {
  single: SingleTiming;
  load: LoadResult;
}

/** One request's time, county over demo. */
export const ratioOf = (demo: CaseFigures, county: CaseFigures): number =>
  Math.round((county.single.medianMs / Math.max(demo.single.medianMs, 0.1)) * 10) / 10;

/** A case's verdicts on the county database (the demo is the yardstick, not judged). */
export const caseVerdicts = (kind: CaseKind, demo: CaseFigures, county: CaseFigures): Verdict[] => {
  switch (kind) {
    case 'indicators':
      return [
        verdict(
          `1 req ≤ ${TARGETS.indicatorsMs} ms`,
          county.single.medianMs <= TARGETS.indicatorsMs,
        ),
      ];
    case 'save':
      return [verdict(`1 req ≤ ${TARGETS.saveMs} ms`, county.single.medianMs <= TARGETS.saveMs)];
    default:
      return [
        verdict(
          `p99 ≤ ${TARGETS.pageP99Ms} ms`,
          county.load.p99Ms <= TARGETS.pageP99Ms && county.load.abandoned === 0,
        ),
        verdict(`1 req ≤ ${TARGETS.pageVsDemo}× demo`, ratioOf(demo, county) <= TARGETS.pageVsDemo),
      ];
  }
};

/** ✓ or ✗ and the target, for the tables. */
export const mark = (verdicts: readonly Verdict[]): string =>
  verdicts.map((v) => `${v.met ? '✓' : '✗ MISSED'} ${v.target}`).join('; ');
