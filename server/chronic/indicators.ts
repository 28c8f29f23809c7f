import { DEFAULT_FOLLOW_UP_RULES, type FollowUpRules } from '../../src/domain/followUp';
import {
  type ConfiguredDenominators,
  type DenominatorKind,
  INDICATOR_COUNTS,
  type IndicatorCounts,
} from '../../src/domain/indicators';
import { type Db } from '../db/openDatabase';
import { countsByHospital, type Period } from './indicatorQuery';

/** One institution of the report: its own place in the tree and its subtree's counts. */
export interface IndicatorRow {
  hospitalId: string;
  hospitalName: string;
  hospClass: number;
  parentId: string | null;
  /** 0 for the scope's root. */
  depth: number;
  /** The whole subtree (the institution and everything below it). */
  counts: IndicatorCounts;
  /** The institution's own records only (the 团队/机构 view of report-details-td). */
  ownCounts: IndicatorCounts;
  configured: ConfiguredDenominators;
}

interface HospitalNode {
  hosp_id: string;
  hosp_name: string;
  hosp_class: number;
  parent_id: string | null;
  depth: number;
}

const zero = (): IndicatorCounts =>
  Object.fromEntries(INDICATOR_COUNTS.map((count) => [count, 0])) as IndicatorCounts;

/** The year's bounds: to its end, or to today in the current year. */
export const periodOf = (year: number, today: string): Period => {
  const end = `${year}-12-31`;
  return { from: `${year}-01-01`, to: end < today ? end : today };
};

/** The scope's hospitals, root first, each after its parent (region → township → village). */
export const scopeTree = (db: Db, rootId: string): HospitalNode[] =>
  db
    .prepare<[string], HospitalNode>(
      `WITH RECURSIVE tree (hosp_id, hosp_name, hosp_class, parent_id, depth, path) AS (
         SELECT hosp_id, hosp_name, hosp_class, parent_id, 0, sort_no || '' FROM hospitals
         WHERE hosp_id = ?
         UNION ALL
         SELECT h.hosp_id, h.hosp_name, h.hosp_class, h.parent_id, t.depth + 1,
           t.path || '.' || printf('%05d', h.sort_no)
         FROM hospitals h JOIN tree t ON h.parent_id = t.hosp_id
       )
       SELECT hosp_id, hosp_name, hosp_class, parent_id, depth FROM tree ORDER BY path`,
    )
    .all(rootId);

/** Each institution's counts (own and subtree) and its configured population figures. */
export const indicatorRows = (
  db: Db,
  rootId: string,
  year: number,
  today: string,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): IndicatorRow[] => {
  const tree = scopeTree(db, rootId);
  const ids = tree.map((node) => node.hosp_id);
  const own = countsByHospital(db, rootId, periodOf(year, today), today, rules);
  const configured = new Map<string, ConfiguredDenominators>();
  for (const row of db
    .prepare<[string, number], { hosp_id: string; kind: DenominatorKind; value: number }>(
      `SELECT hosp_id, kind, value FROM indicator_denominators
       WHERE hosp_id IN (SELECT value FROM json_each(?)) AND year = ?`,
    )
    .all(JSON.stringify(ids), year)) {
    configured.set(row.hosp_id, { ...configured.get(row.hosp_id), [row.kind]: row.value });
  }
  const rows = new Map<string, IndicatorRow>(
    tree.map((node) => [
      node.hosp_id,
      {
        hospitalId: node.hosp_id,
        hospitalName: node.hosp_name,
        hospClass: node.hosp_class,
        parentId: node.parent_id,
        depth: node.depth,
        counts: { ...zero(), ...own.get(node.hosp_id) },
        ownCounts: { ...zero(), ...own.get(node.hosp_id) },
        configured: configured.get(node.hosp_id) ?? {},
      },
    ]),
  );
  // Children come after their parent, so adding each subtree upward from the end is one pass.
  for (const node of [...tree].reverse()) {
    const row = rows.get(node.hosp_id);
    const parent = node.depth > 0 && node.parent_id ? rows.get(node.parent_id) : undefined;
    if (!row || !parent) continue;
    for (const count of INDICATOR_COUNTS) parent.counts[count] += row.counts[count];
  }
  return [...rows.values()];
};
