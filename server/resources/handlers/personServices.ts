import { FAMILY_MODELS } from '../familyModel';
import { type RecordContext } from '../recordOps';

/** Service records of a resident per family, within the user's hospitals. */
export const serviceSummary = (rc: RecordContext, personNum: string) => {
  const rows = rc.store.db
    .prepare<[string, string], { family: string; n: number; latest: string | null }>(
      `SELECT family, COUNT(*) AS n, MAX(record_date) AS latest FROM resource_records r
       WHERE r.person_num = ? AND r.family <> 'persons'
         AND r.hospital_id IN (SELECT value FROM json_each(?))
       GROUP BY family`,
    )
    .all(personNum, JSON.stringify([...rc.access.managed]));
  return rows.map((row) => ({
    family: row.family,
    title: FAMILY_MODELS.get(row.family)?.title ?? row.family,
    count: row.n,
    latestDate: row.latest,
  }));
};
