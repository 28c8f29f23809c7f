import { type Db } from '../db/openDatabase';

/**
 * The 责任医生 an archive's JSON names, as SQL over a column holding it ('' where none is named):
 * the text of deriveResident's person_facts.doctor, and of the day tallies' triggers (migration
 * 698_day_tallies_by_doctor.sql, which spells the same expression out).
 */
export const archiveDoctorSql = (data: string): string =>
  `(CASE WHEN json_type(${data}, '$.responsibleDoctor') = 'text'
     AND trim(json_extract(${data}, '$.responsibleDoctor'), char(32, 9, 10, 13, 12288)) <> ''
     THEN json_extract(${data}, '$.responsibleDoctor') ELSE '' END)`;

/**
 * Counts the day tallies again from the records (a repair, or the proof that the triggers kept
 * them): per family, hospital, day and the 责任医生 of the record's archive (an archive's own row:
 * its own). The statement migration 698 fills the table with.
 */
export const rebuildDayTallies = (db: Db): number =>
  db.transaction(() => {
    db.prepare('DELETE FROM service_day_tallies').run();
    return db
      .prepare(
        `INSERT INTO service_day_tallies (hospital_id, family, day, doctor, n)
         SELECT r.hospital_id, r.family, r.record_date,
           CASE WHEN r.family = 'persons' THEN ${archiveDoctorSql('r.data')}
             ELSE COALESCE(${archiveDoctorSql('p.data')}, '') END,
           COUNT(*)
         FROM resource_records r
         LEFT JOIN resource_records p ON p.family = 'persons' AND p.id = r.person_num
         WHERE r.hospital_id IS NOT NULL AND r.record_date IS NOT NULL
         GROUP BY 1, 2, 3, 4`,
      )
      .run().changes;
  })();
