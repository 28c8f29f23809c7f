import { type FollowUpRules } from '../../src/domain/followUp';
import {
  figuresFor,
  indicatorValue,
  type IndicatorValue,
  type RateFigure,
} from '../../src/domain/indicators';
import { type DoctorReportReply } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';
import { contractCountsByDoctor } from './contractIndicatorQuery';
import { countsByDoctor } from './indicatorQuery';
import { periodOf, scopeTree } from './indicators';
import { type PartCounts } from './monthTally';

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
    ].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'zh-CN')));
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
