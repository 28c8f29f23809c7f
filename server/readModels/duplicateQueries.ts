import {
  type DuplicateRuleCode,
  isDuplicateRuleCode,
  orderedPair,
} from '../../src/domain/archives';
import { type Db } from '../db/openDatabase';

/**
 * The 重复档案 questions over the read model (migration 686, deriveDuplicates.ts): the suspected
 * pairs of a scope (both archives under the institution, through hospital_tree), less the pairs
 * dismissed as 非重复; whether two archives are such a pair; and the dismissal itself.
 */

export interface DuplicatePairFilter {
  /** The institution whose subtree holds both archives. */
  root: string;
  rule?: DuplicateRuleCode;
}

export interface DuplicatePairRow {
  personA: string;
  personB: string;
  rules: DuplicateRuleCode[];
}

const PAIRS_OF_SCOPE = `FROM duplicate_pairs p
  WHERE p.hospital_a IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)
    AND p.hospital_b IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)
    AND (@rule IS NULL OR p.rule = @rule)
    AND NOT EXISTS (SELECT 1 FROM duplicate_dismissals d
                     WHERE d.person_a = p.person_a AND d.person_b = p.person_b)`;

const paramsOf = (filter: DuplicatePairFilter) => ({
  root: filter.root,
  rule: filter.rule ?? null,
});

const rulesOf = (text: string): DuplicateRuleCode[] =>
  text.split(',').filter(isDuplicateRuleCode).sort();

/** One page of the scope's pairs (the earlier archive number first) and their count. */
export const duplicatePairsPage = (
  db: Db,
  filter: DuplicatePairFilter,
  offset: number,
  limit: number,
): { total: number; rows: DuplicatePairRow[] } => {
  const params = paramsOf(filter);
  const total = db
    .prepare<Record<string, unknown>, number>(
      `SELECT COUNT(*) FROM (SELECT 1 ${PAIRS_OF_SCOPE} GROUP BY p.person_a, p.person_b)`,
    )
    .pluck()
    .get(params);
  const rows = db
    .prepare<Record<string, unknown>, { person_a: string; person_b: string; rules: string }>(
      `SELECT p.person_a, p.person_b, group_concat(p.rule) AS rules ${PAIRS_OF_SCOPE}
        GROUP BY p.person_a, p.person_b ORDER BY p.person_a, p.person_b LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit, offset });
  return {
    total: total ?? 0,
    rows: rows.map((row) => ({
      personA: row.person_a,
      personB: row.person_b,
      rules: rulesOf(row.rules),
    })),
  };
};

/** The archives of the scope's pairs, as a condition on a person column (for the export). */
export const inDuplicatePairCondition = (
  column: string,
  filter: DuplicatePairFilter,
): { sql: string; params: (string | null)[] } => {
  const scoped = `FROM duplicate_pairs p
    WHERE p.hospital_a IN (SELECT descendant FROM hospital_tree WHERE ancestor = ?)
      AND p.hospital_b IN (SELECT descendant FROM hospital_tree WHERE ancestor = ?)
      AND (? IS NULL OR p.rule = ?)
      AND NOT EXISTS (SELECT 1 FROM duplicate_dismissals d
                       WHERE d.person_a = p.person_a AND d.person_b = p.person_b)`;
  const rule = filter.rule ?? null;
  const params = [filter.root, filter.root, rule, rule];
  return {
    sql: `(${column} IN (SELECT p.person_a ${scoped}) OR ${column} IN (SELECT p.person_b ${scoped}))`,
    params: [...params, ...params],
  };
};

/** The rules that pair two archives now (empty when they are not a suspected pair). */
export const pairRules = (db: Db, one: string, other: string): DuplicateRuleCode[] => {
  const [a, b] = orderedPair(one, other);
  return rulesOf(
    db
      .prepare<[string, string], string>(
        'SELECT rule FROM duplicate_pairs WHERE person_a = ? AND person_b = ?',
      )
      .pluck()
      .all(a, b)
      .join(','),
  );
};

export interface Dismissal {
  reason: string;
  dismissedBy: string;
  dismissedAt: string;
}

/** The 非重复 judgement of two archives, if one was made. */
export const dismissalOf = (db: Db, one: string, other: string): Dismissal | undefined => {
  const [a, b] = orderedPair(one, other);
  const row = db
    .prepare<[string, string], { reason: string; dismissed_by: string; dismissed_at: string }>(
      `SELECT reason, dismissed_by, dismissed_at FROM duplicate_dismissals
        WHERE person_a = ? AND person_b = ?`,
    )
    .get(a, b);
  return row
    ? { reason: row.reason, dismissedBy: row.dismissed_by, dismissedAt: row.dismissed_at }
    : undefined;
};

/** Records that two archives are two residents (非重复), for good. */
export const dismissPair = (db: Db, one: string, other: string, dismissal: Dismissal): void => {
  const [a, b] = orderedPair(one, other);
  db.prepare(
    `INSERT OR REPLACE INTO duplicate_dismissals
       (person_a, person_b, reason, dismissed_by, dismissed_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(a, b, dismissal.reason, dismissal.dismissedBy, dismissal.dismissedAt);
};
