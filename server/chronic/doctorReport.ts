import { type FollowUpRules } from '../../src/domain/followUp';
import {
  figuresFor,
  indicatorValue,
  type IndicatorValue,
  type RateFigure,
  WORKLOAD_FIGURES,
} from '../../src/domain/indicators';
import { type DoctorReportReply } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';
import { contractCountsByDoctor } from './contractIndicatorQuery';
import { countsByDoctor } from './indicatorQuery';
import { periodOf, scopeTree } from './indicators';
import { type PartCounts } from './monthTally';
import { type DayRange, workloadByDoctor } from './workload';

/** Doctors in name order, the archives naming none ('') last. */
const byDoctorName = (a: string, b: string) =>
  a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'zh-CN');

/**
 * The rate figures of a report per 责任医生 (the doctor the resident's archive names) in each
 * institution of a scope, for a year: the same kept tallies as the institution rows (their doctor
 * parts), so a hospital's doctors add up to its own counts. A doctor has no configured population:
 * a rate over a configured figure counts its fallback (the doctor's residents) or has none.
 */
export const figureValuesByDoctor = (
  db: Db,
  root: string,
  year: number,
  today: string,
  rules: FollowUpRules,
  wanted: readonly string[],
): DoctorReportReply['rows'] => {
  const figures = figuresFor(rules).filter(
    (figure): figure is RateFigure => figure.kind === 'rate' && wanted.includes(figure.id),
  );
  const period = periodOf(year, today);
  const needs = (counts: 'chronic' | 'contract') =>
    figures.some((figure) => figure.counts === counts);
  const chronic: PartCounts = needs('chronic')
    ? countsByDoctor(db, root, period, today, rules)
    : new Map<string, Map<string, Record<string, number>>>();
  const contract: PartCounts = needs('contract')
    ? contractCountsByDoctor(db, root, period)
    : new Map<string, Map<string, Record<string, number>>>();
  return scopeTree(db, root).flatMap((node) => {
    const doctors = [
      ...new Set([
        ...(chronic.get(node.hosp_id)?.keys() ?? []),
        ...(contract.get(node.hosp_id)?.keys() ?? []),
      ]),
    ].sort(byDoctorName);
    return doctors.map((doctor) => {
      const values: Record<string, IndicatorValue> = {};
      for (const figure of figures) {
        const source = figure.counts === 'chronic' ? chronic : contract;
        const counts = source.get(node.hosp_id)?.get(doctor) ?? {};
        const spec = figure.definition.denominator;
        const used = [
          figure.definition.numerator,
          'count' in spec ? spec.count : spec.fallback,
        ].filter((count): count is string => !!count);
        const zeros: Record<string, number> = Object.fromEntries(used.map((count) => [count, 0]));
        values[figure.id] = indicatorValue(figure.definition, { ...zeros, ...counts }, {});
      }
      return { hospitalId: node.hosp_id, hospitalName: node.hosp_name, doctor, values };
    });
  });
};

/**
 * 月度工作量统计 per 责任医生 in each institution of a scope, for a period: the workload counts of
 * the day tallies' doctor parts (a record counts under its archive's 责任医生), so a hospital's
 * doctors add up to the records kept at the hospital itself (not its villages).
 */
export const workloadValuesByDoctor = (
  db: Db,
  root: string,
  range: DayRange,
): DoctorReportReply['rows'] => {
  const parts = new Map<string, Map<string, Record<string, number>>>();
  for (const row of workloadByDoctor(db, root, range)) {
    const doctors = parts.get(row.hospitalId) ?? new Map<string, Record<string, number>>();
    doctors.set(row.doctor, row.values);
    parts.set(row.hospitalId, doctors);
  }
  return scopeTree(db, root).flatMap((node) => {
    const doctors = parts.get(node.hosp_id);
    if (!doctors) return [];
    return [...doctors.keys()].sort(byDoctorName).map((doctor) => {
      const counts = doctors.get(doctor) ?? {};
      const values: Record<string, IndicatorValue> = Object.fromEntries(
        WORKLOAD_FIGURES.map((figure) => [
          figure.id,
          { numerator: counts[figure.id] ?? 0, denominator: null, rate: null },
        ]),
      );
      return { hospitalId: node.hosp_id, hospitalName: node.hosp_name, doctor, values };
    });
  });
};
