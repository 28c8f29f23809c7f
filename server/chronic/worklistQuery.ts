import { yearStart } from '../../src/domain/calendar';
import { type Db } from '../db/openDatabase';
import { DISEASES, type Disease, hospitalsParam } from './diseases';

/**
 * One row per managed patient of a disease in a set of hospitals: the card, the latest
 * follow-up (by visit date) and the count of this year's face-to-face visits. SQL does the
 * per-patient work through the indexes (cards by family and hospital, visits by person, family,
 * date and the virtual visit_method column); the due rules then judge these few hundred rows.
 */
export interface PatientRow {
  personNum: string;
  name: string;
  idCardNo: string;
  hospitalId: string;
  hospitalName: string;
  manageStatus: string;
  personStatus: string | null;
  buildDate: string;
  buildDoctor: string;
  visitId: string | null;
  visitDate: string | null;
  classification: string | null;
  nextVisitDate: string | null;
  referred: number;
  sbp: number | null;
  dbp: number | null;
  glucose: number | null;
  doctor: string | null;
  faceToFace: number;
}

export const WORKLIST_SQL = `
SELECT c.person_num AS personNum, COALESCE(c.name, '') AS name,
  COALESCE(c.id_card_no, '') AS idCardNo, c.hospital_id AS hospitalId,
  h.hosp_name AS hospitalName, COALESCE(c.status, '1') AS manageStatus,
  p.status AS personStatus,
  COALESCE(json_extract(c.data, '$.buildDate'), substr(c.created_at, 1, 10)) AS buildDate,
  COALESCE(json_extract(c.data, '$.buildDoctor'), c.created_by) AS buildDoctor,
  v.id AS visitId, v.record_date AS visitDate,
  json_extract(v.data, '$.visitClassification') AS classification,
  json_extract(v.data, '$.nextVisitDate') AS nextVisitDate,
  (COALESCE(json_extract(v.data, '$.referralReason'), '') <> ''
    OR COALESCE(json_extract(v.data, '$.referralHospital'), '') <> '') AS referred,
  json_extract(v.data, '$.sbp') AS sbp, json_extract(v.data, '$.dbp') AS dbp,
  json_extract(v.data, '$.fastingBloodGlucose') AS glucose,
  json_extract(v.data, '$.doctorSignature') AS doctor,
  (SELECT COUNT(*) FROM resource_records f
    WHERE f.person_num = c.person_num AND f.family = @visit
      AND f.record_date BETWEEN @yearStart AND @today AND f.visit_method IN ('1', '2')) AS faceToFace
FROM resource_records c
JOIN hospitals h ON h.hosp_id = c.hospital_id
LEFT JOIN resource_records p ON p.family = 'persons' AND p.id = c.person_num
LEFT JOIN resource_records v ON v.rowid = (
  SELECT x.rowid FROM resource_records x
  WHERE x.person_num = c.person_num AND x.family = @visit AND x.record_date <= @today
  ORDER BY x.record_date DESC, x.created_at DESC LIMIT 1)
WHERE c.family = @card AND c.hospital_id IN (SELECT value FROM json_each(@hospitals))
  AND c.person_num IS NOT NULL`;

/** One resident's cards of a disease (the 健康画像 reads the same facts as the work list). */
const ONE_PATIENT_SQL = `${WORKLIST_SQL} AND c.person_num = @personNum`;

export const queryPatients = (
  db: Db,
  disease: Disease,
  hospitalIds: readonly string[],
  today: string,
  personNum?: string,
): PatientRow[] =>
  db
    .prepare<Record<string, string>, PatientRow>(
      personNum === undefined ? WORKLIST_SQL : ONE_PATIENT_SQL,
    )
    .all({
      card: DISEASES[disease].card,
      visit: DISEASES[disease].visit,
      hospitals: hospitalsParam(hospitalIds),
      yearStart: yearStart(today),
      today,
      ...(personNum === undefined ? {} : { personNum }),
    });
