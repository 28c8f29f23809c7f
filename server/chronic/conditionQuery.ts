import { type ConditionQuery, translateConditionQuery } from '../../src/domain/conditionQuery';
import { type Db } from '../db/openDatabase';

/** The residents a condition query selects: `FROM … WHERE …` over `person_facts p`, bound values. */
export interface ConditionQuerySelection {
  from: string;
  params: (string | number)[];
}

/**
 * 综合查询's selection: residents in the file, inside the scope `root` (hospital_tree), who meet
 * the conditions the kernel translates (src/domain/conditionQuery); the reason in Chinese when
 * the query is refused. The 综合查询 routes and the assistant's condition_query tool both read
 * through it, so the page and the answer count the same residents.
 */
export const conditionQuerySelection = (
  root: string,
  query: ConditionQuery,
  today: string,
): ConditionQuerySelection | { error: string } => {
  const translated = translateConditionQuery(query, today);
  if ('error' in translated) return translated;
  return {
    from: `FROM person_facts p
      WHERE p.in_file = 1
        AND p.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = ?)
        AND ${translated.sql}`,
    params: [root, ...translated.params],
  };
};

/** How many residents a selection holds. */
export const countConditionQuery = (db: Db, selection: ConditionQuerySelection): number =>
  (
    db.prepare(`SELECT COUNT(*) AS total ${selection.from}`).get(...selection.params) as {
      total: number;
    }
  ).total;
