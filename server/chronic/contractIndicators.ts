import {
  CONTRACT_COUNTS,
  CONTRACT_GROUP_INDICATORS,
  CONTRACT_INDICATORS,
  type ConfiguredDenominators,
  type ContractCount,
  type DenominatorKind,
  indicatorValue,
  type IndicatorValue,
} from '../../src/domain/indicators';
import { type Db } from '../db/openDatabase';
import { contractCountsByHospital } from './contractIndicatorQuery';
import { periodOf, scopeTree } from './indicators';

/** One institution of the signing report: its subtree's counts, its own, and the rates. */
export interface ContractIndicatorRow {
  hospitalId: string;
  hospitalName: string;
  hospClass: number;
  parentId: string | null;
  depth: number;
  counts: Record<ContractCount, number>;
  ownCounts: Record<ContractCount, number>;
  configured: ConfiguredDenominators;
  values: Record<string, IndicatorValue>;
}

const zero = (): Record<ContractCount, number> =>
  Object.fromEntries(CONTRACT_COUNTS.map((count) => [count, 0])) as Record<ContractCount, number>;

/** Each institution of the scope, root first, each after its parent, for a year. */
export const contractIndicatorRows = (
  db: Db,
  rootId: string,
  year: number,
  today: string,
): ContractIndicatorRow[] => {
  const tree = scopeTree(db, rootId);
  const own = contractCountsByHospital(db, rootId, periodOf(year, today));
  const configured = new Map<string, ConfiguredDenominators>();
  for (const row of db
    .prepare<[string, number], { hosp_id: string; kind: DenominatorKind; value: number }>(
      `SELECT hosp_id, kind, value FROM indicator_denominators
       WHERE hosp_id IN (SELECT value FROM json_each(?)) AND year = ?`,
    )
    .all(JSON.stringify(tree.map((node) => node.hosp_id)), year)) {
    configured.set(row.hosp_id, { ...configured.get(row.hosp_id), [row.kind]: row.value });
  }
  const rows = new Map(
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
        values: {},
      } satisfies ContractIndicatorRow,
    ]),
  );
  // Children come after their parent, so adding each subtree upward from the end is one pass.
  for (const node of [...tree].reverse()) {
    const row = rows.get(node.hosp_id);
    const parent = node.depth > 0 && node.parent_id ? rows.get(node.parent_id) : undefined;
    if (!row || !parent) continue;
    for (const count of CONTRACT_COUNTS) parent.counts[count] += row.counts[count];
  }
  return [...rows.values()].map((row) => ({
    ...row,
    values: Object.fromEntries(
      [...CONTRACT_INDICATORS, ...CONTRACT_GROUP_INDICATORS].map((indicator) => [
        indicator.id,
        indicatorValue(indicator, row.counts, row.configured),
      ]),
    ),
  }));
};
