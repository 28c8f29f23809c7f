import Database from 'better-sqlite3';

import { clinicId } from '../../server/seed/hospitals';

/** cunyi01's clinic (桐梓村卫生室), whose patients the village doctor's cases open and visit. */
export const VILLAGE_CLINIC = clinicId('340881100201');

/** What the cases of one database ask for, read from the database before its server starts. */
export interface Fixtures {
  /** Archives in the database (a scaled seed's N and the demo's one suspected duplicate). */
  residents: number;
  /** The most common surname, for the name search. */
  surname: string;
  /** A resident's full ID number, for the ID search. */
  idCardNo: string;
  /** Active hypertension patients of the village clinic (profiles opened, visits saved). */
  patients: string[];
}

const PATIENTS = 200;

export const readFixtures = (file: string, surname?: string): Fixtures => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const commonSurname =
      surname ??
      db
        .prepare<[], string>(
          `SELECT substr(name, 1, 1) FROM resource_records WHERE family = 'persons'
           GROUP BY 1 ORDER BY COUNT(*) DESC, 1 LIMIT 1`,
        )
        .pluck()
        .get() ??
      '王';
    const residents =
      db
        .prepare<[], number>("SELECT COUNT(*) FROM resource_records WHERE family = 'persons'")
        .pluck()
        .get() ?? 0;
    const idCardNo =
      db
        .prepare<[], string>(
          `SELECT id_card_no FROM resource_records
           WHERE family = 'persons' AND status = '1' ORDER BY rowid LIMIT 1`,
        )
        .pluck()
        .get() ?? '';
    const patients = db
      .prepare<[string, number], string>(
        `SELECT c.person_num FROM resource_records c
         JOIN resource_records p ON p.family = 'persons' AND p.id = c.person_num
         WHERE c.family = 'hypertensionCard' AND c.hospital_id = ? AND c.status = '1'
           AND p.status = '1'
         ORDER BY c.person_num LIMIT ?`,
      )
      .pluck()
      .all(VILLAGE_CLINIC, PATIENTS);
    if (!idCardNo || patients.length === 0) throw new Error(`${file}: no residents to ask for`);
    return { residents, surname: commonSurname, idCardNo, patients };
  } finally {
    db.close();
  }
};
