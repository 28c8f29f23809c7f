import { type CountFigure, WORKLOAD_FIGURES } from '../../src/domain/indicators';
import { type Db } from '../db/openDatabase';
import { archiveDoctorSql } from './dayTallies';

/**
 * The workload figures (src/domain/indicators/figures.ts, kind 'count') over the kept day tallies
 * (migrations 670 and 698): records of a figure's families dated in a period, per hospital of the
 * scope, or per hospital and 责任医生 of the record's archive. A drill-down lists the same records from resource_records by the
 * (family, hospital_id, record_date) index, so a count and its list always agree.
 */
export interface DayRange {
  from: string;
  to: string;
}

type Params = Record<string, string | number>;

const SCOPE = `hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)`;

const familiesJson = (figure: CountFigure) => JSON.stringify(figure.families);

/** What a workload tally is grouped by: the SQL of each key (fixed text, never user input). */
const GROUP_KEYS = {
  hospital: 'hospital_id',
  month: 'substr(day, 1, 7)',
  doctor: `hospital_id || char(31) || doctor`,
} as const;

/** Each workload figure's count per key of the scope and range, from the kept day tallies. */
const workloadGroupedBy = (
  db: Db,
  root: string,
  range: DayRange,
  by: keyof typeof GROUP_KEYS,
): Map<string, Record<string, number>> => {
  const rows = db
    .prepare<Params, { key: string; family: string; n: number }>(
      `SELECT ${GROUP_KEYS[by]} AS key, family, SUM(n) AS n FROM service_day_tallies
       WHERE family IN (SELECT value FROM json_each(@families)) AND ${SCOPE}
         AND day BETWEEN @from AND @to
       GROUP BY key, family`,
    )
    .all({
      root,
      from: range.from,
      to: range.to,
      families: JSON.stringify(WORKLOAD_FIGURES.flatMap((figure) => figure.families)),
    });
  const result = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const entry = result.get(row.key) ?? {};
    for (const figure of WORKLOAD_FIGURES) {
      if (figure.families.includes(row.family)) entry[figure.id] = (entry[figure.id] ?? 0) + row.n;
    }
    result.set(row.key, entry);
  }
  return result;
};

/** Each workload figure's count per hospital of the scope (hospitals without records absent). */
export const workloadByHospital = (db: Db, root: string, range: DayRange) =>
  workloadGroupedBy(db, root, range, 'hospital');

/**
 * Each workload figure per hospital of the scope and 责任医生 ('' where the archive names none):
 * a hospital's doctors add up to its own counts (rows are doctors × days, never residents).
 */
export const workloadByDoctor = (
  db: Db,
  root: string,
  range: DayRange,
): { hospitalId: string; doctor: string; values: Record<string, number> }[] =>
  [...workloadGroupedBy(db, root, range, 'doctor')].map(([key, values]) => {
    const [hospitalId = '', doctor = ''] = key.split('\u001f');
    return { hospitalId, doctor, values };
  });

/** Each workload figure per month ('YYYY-MM') of the range over the whole scope (the trend). */
export const workloadByMonth = (db: Db, root: string, range: DayRange) =>
  workloadGroupedBy(db, root, range, 'month');

/**
 * Each workload figure per month, per child institution of the scope (a township's villages, the
 * county's townships): each child's whole subtree, from the same day tallies, one grouped query
 * (the per-institution trend lines). Records kept at the root itself count in no child.
 */
export const workloadByChildMonth = (
  db: Db,
  root: string,
  range: DayRange,
): Map<string, Map<string, Record<string, number>>> => {
  const rows = db
    .prepare<Params, { child: string; month: string; family: string; n: number }>(
      `SELECT c.hosp_id AS child, substr(t.day, 1, 7) AS month, t.family, SUM(t.n) AS n
       FROM hospitals c
       JOIN hospital_tree ht ON ht.ancestor = c.hosp_id
       JOIN service_day_tallies t ON t.hospital_id = ht.descendant
       WHERE c.parent_id = @root AND t.family IN (SELECT value FROM json_each(@families))
         AND t.day BETWEEN @from AND @to
       GROUP BY child, month, t.family`,
    )
    .all({
      root,
      from: range.from,
      to: range.to,
      families: JSON.stringify(WORKLOAD_FIGURES.flatMap((figure) => figure.families)),
    });
  const result = new Map<string, Map<string, Record<string, number>>>();
  for (const row of rows) {
    const months = result.get(row.child) ?? new Map<string, Record<string, number>>();
    const entry = months.get(row.month) ?? {};
    for (const figure of WORKLOAD_FIGURES) {
      if (figure.families.includes(row.family)) entry[figure.id] = (entry[figure.id] ?? 0) + row.n;
    }
    months.set(row.month, entry);
    result.set(row.child, months);
  }
  return result;
};

export interface WorkloadRecordRow {
  family: string;
  id: string;
  personNum: string;
  name: string;
  idCardNo: string;
  recordDate: string;
  hospitalId: string;
  createdBy: string;
}

/** The 责任医生 a record counts under in the day tallies (an archive's own row: its own). */
const RECORD_DOCTOR = `CASE WHEN r.family = 'persons' THEN ${archiveDoctorSql('r.data')}
  ELSE COALESCE(${archiveDoctorSql('p.data')}, '') END`;

const recordsFrom = (ownOnly: boolean, doctor: boolean) => `FROM resource_records r
  LEFT JOIN resource_records p ON p.family = 'persons' AND p.id = r.person_num
  WHERE r.family IN (SELECT value FROM json_each(@families))
    AND ${ownOnly ? 'r.hospital_id = @root' : `r.${SCOPE}`}
    AND r.record_date BETWEEN @from AND @to${doctor ? ` AND ${RECORD_DOCTOR} = @doctor` : ''}`;

/**
 * One page of the records behind one workload figure, newest first, and how many there are; with
 * a doctor, only the records its tallies count under that 责任医生 (the doctor row's drill-down).
 */
export const workloadRecordPage = (
  db: Db,
  figure: CountFigure,
  scope: { root: string; ownOnly: boolean; doctor?: string },
  range: DayRange,
  page: { number: number; size: number },
): { rows: WorkloadRecordRow[]; total: number } => {
  const params = {
    root: scope.root,
    from: range.from,
    to: range.to,
    families: familiesJson(figure),
    ...(scope.doctor === undefined ? {} : { doctor: scope.doctor }),
  };
  const from = recordsFrom(scope.ownOnly, scope.doctor !== undefined);
  const total =
    db.prepare<Params, { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(params)?.n ?? 0;
  const rows = db
    .prepare<Params, WorkloadRecordRow>(
      `SELECT r.family, r.id, COALESCE(r.person_num, '') AS personNum,
         COALESCE(r.name, p.name, '') AS name, COALESCE(r.id_card_no, p.id_card_no, '') AS idCardNo,
         r.record_date AS recordDate, r.hospital_id AS hospitalId, r.created_by AS createdBy
       ${from} ORDER BY r.record_date DESC, r.family, r.id LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: page.size, offset: (page.number - 1) * page.size });
  return { rows, total };
};
