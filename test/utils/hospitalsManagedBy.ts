import { managedHospitalIds } from '../../server/auth/managedHospitals';
import { type Db } from '../../server/db/openDatabase';

/** The ids of the hospitals a user manages, as JSON for SQL's `IN (SELECT value FROM json_each(?))`. */
export const hospitalsManagedBy = (db: Db, account: string): string => {
  const { manage_hosp_id: root } = db
    .prepare('SELECT manage_hosp_id FROM users WHERE account = ?')
    .get(account) as { manage_hosp_id: string };
  return JSON.stringify(managedHospitalIds(db, root));
};

/** The first row of `sql`, whose one parameter is the hospitals `account` manages (as above). */
export const firstManagedRow = <Row>(db: Db, account: string, sql: string): Row =>
  db.prepare(sql).get(hospitalsManagedBy(db, account)) as Row;
