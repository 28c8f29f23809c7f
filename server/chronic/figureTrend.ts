import { type FollowUpRules } from '../../src/domain/followUp';
import {
  type ConfiguredDenominators,
  type DenominatorKind,
  figureById,
  figuresFor,
  indicatorValue,
  monthsToDateOf,
} from '../../src/domain/indicators';
import { type RateTrendReply } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';
import { contractCountsByHospitalMonth } from './contractIndicatorQuery';
import { countsByHospitalMonth } from './indicatorQuery';
import { scopeTree } from './indicators';

/**
 * A rate figure of the catalogue (figures.ts) at the end of each month of a year, for the scope
 * and each institution directly under it (a line per institution, so a manager sees who is
 * improving). A point is the year's rate as it stood at the month's end, computed as the table's
 * value is (indicatorValue over the same queries, kernel monthsToDateOf), so the current month's
 * point is the table's value. It reads the month tallies: a row per hospital and month.
 */
export const rateTrend = (
  db: Db,
  root: string,
  year: number,
  today: string,
  rules: FollowUpRules,
  figureId: string,
): RateTrendReply => {
  const figure = figureById(figureId, figuresFor(rules));
  if (figure.kind !== 'rate') throw new Error(`指标“${figure.label}”不是比率`);
  const months = monthsToDateOf(year, today);
  const byHospital =
    figure.counts === 'chronic'
      ? countsByHospitalMonth(db, root, months, today, rules)
      : contractCountsByHospitalMonth(db, root, months);
  const tree = scopeTree(db, root);
  const lines = tree.filter((node) => node.depth <= 1);
  // Each hospital of the scope adds to the line of its depth-1 ancestor and to the scope's line.
  const lineOf = new Map<string, string>();
  for (const node of tree) {
    if (node.depth === 0) continue;
    lineOf.set(
      node.hosp_id,
      node.depth === 1 ? node.hosp_id : (lineOf.get(node.parent_id ?? '') ?? root),
    );
  }
  const sums = new Map(
    lines.map((node) => [node.hosp_id, new Map<string, Record<string, number>>()]),
  );
  for (const [hospitalId, byMonth] of byHospital) {
    const targets = [root, lineOf.get(hospitalId)].filter(
      (target, index, all): target is string => !!target && all.indexOf(target) === index,
    );
    for (const target of targets) {
      const line = sums.get(target);
      if (!line) continue;
      for (const [month, counts] of byMonth) {
        const entry = line.get(month) ?? {};
        for (const [count, value] of Object.entries(counts)) {
          entry[count] = (entry[count] ?? 0) + (value ?? 0);
        }
        line.set(month, entry);
      }
    }
  }
  // A month without a resident or patient counts 0 (the rows hold only hospitals with some).
  const spec = figure.definition.denominator;
  const used = [figure.definition.numerator, 'count' in spec ? spec.count : spec.fallback].filter(
    (count): count is string => !!count,
  );
  const withZeros = (counts: Record<string, number> | undefined): Record<string, number> => ({
    ...Object.fromEntries(used.map((count) => [count, 0])),
    ...counts,
  });
  const configured = new Map<string, ConfiguredDenominators>();
  for (const row of db
    .prepare<[string, number], { hosp_id: string; kind: DenominatorKind; value: number }>(
      `SELECT hosp_id, kind, value FROM indicator_denominators
       WHERE hosp_id IN (SELECT value FROM json_each(?)) AND year = ?`,
    )
    .all(JSON.stringify(lines.map((node) => node.hosp_id)), year)) {
    configured.set(row.hosp_id, { ...configured.get(row.hosp_id), [row.kind]: row.value });
  }
  return {
    year,
    figure: figure.id,
    months: months.map((month) => month.month),
    institutions: lines.map((node) => ({
      hospitalId: node.hosp_id,
      hospitalName: node.hosp_name,
      scope: node.depth === 0,
      values: months.map((month) =>
        indicatorValue(
          figure.definition,
          withZeros(sums.get(node.hosp_id)?.get(month.month)),
          configured.get(node.hosp_id) ?? {},
        ),
      ),
    })),
  };
};
