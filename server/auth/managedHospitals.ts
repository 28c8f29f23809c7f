import { type Db } from '../db/openDatabase';

/**
 * The hospital and every hospital below it: the set whose data a user managing `rootHospId` may
 * see. Resource routes filter with it (`hosp_id IN (...)`).
 */
export const managedHospitalIds = (db: Db, rootHospId: string): string[] =>
  db
    .prepare<[string], { hosp_id: string }>(
      `WITH RECURSIVE subtree (hosp_id) AS (
         SELECT hosp_id FROM hospitals WHERE hosp_id = ?
         UNION
         SELECT h.hosp_id FROM hospitals h JOIN subtree s ON h.parent_id = s.hosp_id
       )
       SELECT hosp_id FROM subtree ORDER BY hosp_id`,
    )
    .all(rootHospId)
    .map((row) => row.hosp_id);
