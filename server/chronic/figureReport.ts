import { type FollowUpRules } from '../../src/domain/followUp';
import {
  figuresFor,
  indicatorValue,
  type IndicatorValue,
  monthsOf,
  type StatPeriod,
  WORKLOAD_FIGURES,
} from '../../src/domain/indicators';
import { type FigureReportReply } from '../../src/services/contract/reportPaths';
import { type Db } from '../db/openDatabase';
import { contractIndicatorRows } from './contractIndicators';
import { indicatorRows, scopeTree } from './indicators';
import { workloadByChildMonth, workloadByHospital, workloadByMonth } from './workload';

/**
 * The one server implementation of the figure catalogue (src/domain/indicators/figures.ts): every
 * figure a report, the home page or the work score shows is computed here per institution of a
 * scope. Rates are counted for the period's year over the indicator read models (the same rows
 * 管理指标报表 shows); workload counts for the period itself over the kept day tallies.
 */
export const figureValues = (
  db: Db,
  root: string,
  period: StatPeriod,
  today: string,
  rules: FollowUpRules,
  wanted: readonly string[],
): { year: number; rows: FigureReportReply['rows'] } => {
  const figures = figuresFor(rules).filter((figure) => wanted.includes(figure.id));
  const year = Number(period.to.slice(0, 4));
  const needs = (counts: 'chronic' | 'contract') =>
    figures.some((figure) => figure.kind === 'rate' && figure.counts === counts);
  const chronic = needs('chronic')
    ? new Map(indicatorRows(db, root, year, today, rules).map((row) => [row.hospitalId, row]))
    : new Map();
  const contract = needs('contract')
    ? new Map(contractIndicatorRows(db, root, year, today).map((row) => [row.hospitalId, row]))
    : new Map();
  const tree = scopeTree(db, root);
  const ownWork = figures.some((figure) => figure.kind === 'count')
    ? workloadByHospital(db, root, period)
    : new Map<string, Record<string, number>>();
  // Subtree sums of the workload: children come after their parent, so add upward from the end.
  const work = new Map(tree.map((node) => [node.hosp_id, { ...ownWork.get(node.hosp_id) }]));
  for (const node of [...tree].reverse()) {
    const parent = node.depth > 0 && node.parent_id ? work.get(node.parent_id) : undefined;
    if (!parent) continue;
    for (const [id, n] of Object.entries(work.get(node.hosp_id) ?? {})) {
      parent[id] = (parent[id] ?? 0) + n;
    }
  }
  const rows = tree.map((node) => {
    const values: Record<string, IndicatorValue> = {};
    for (const figure of figures) {
      if (figure.kind === 'count') {
        const n = work.get(node.hosp_id)?.[figure.id] ?? 0;
        values[figure.id] = { numerator: n, denominator: null, rate: null };
        continue;
      }
      const source = (figure.counts === 'chronic' ? chronic : contract).get(node.hosp_id) as
        { counts: Record<string, number>; configured: Record<string, number> } | undefined;
      if (source)
        values[figure.id] = indicatorValue(figure.definition, source.counts, source.configured);
    }
    return {
      hospitalId: node.hosp_id,
      hospitalName: node.hosp_name,
      hospClass: node.hosp_class,
      parentId: node.parent_id,
      depth: node.depth,
      values,
    };
  });
  return { year, rows };
};

/** The workload figures per month of the period's year over the scope (the trend chart). */
/**
 * Each workload figure per month of the period's year for every child institution of the scope
 * (the series of the per-institution trend), aligned with workloadTrend's months.
 */
export const workloadTrendByInstitution = (
  db: Db,
  root: string,
  period: StatPeriod,
  today: string,
): FigureReportReply['institutionTrend'] => {
  const year = period.to.slice(0, 4);
  const range = { from: `${year}-01-01`, to: `${year}-12-31` < today ? `${year}-12-31` : today };
  const months = monthsOf(range);
  const byChild = workloadByChildMonth(db, root, range);
  return scopeTree(db, root)
    .filter((node) => node.depth === 1)
    .map((node) => {
      const counts = byChild.get(node.hosp_id);
      return {
        hospitalId: node.hosp_id,
        hospitalName: node.hosp_name,
        values: Object.fromEntries(
          WORKLOAD_FIGURES.map((figure) => [
            figure.id,
            months.map((month) => counts?.get(month)?.[figure.id] ?? 0),
          ]),
        ),
      };
    });
};

export const workloadTrend = (
  db: Db,
  root: string,
  period: StatPeriod,
  today: string,
): FigureReportReply['trend'] => {
  const year = period.to.slice(0, 4);
  const range = { from: `${year}-01-01`, to: `${year}-12-31` < today ? `${year}-12-31` : today };
  const byMonth = workloadByMonth(db, root, range);
  return monthsOf(range).map((month) => ({ month, values: { ...byMonth.get(month) } }));
};
