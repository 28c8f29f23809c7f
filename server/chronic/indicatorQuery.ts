import { DEFAULT_FOLLOW_UP_RULES, type FollowUpRules } from '../../src/domain/followUp';
import { ELDERLY_AGE, type IndicatorCount, indicatorThresholds } from '../../src/domain/indicators';
import { type Db } from '../db/openDatabase';
import { DISEASES, hospitalsParam } from './diseases';

/**
 * Per-person flags behind the indicators of service-rules §4, as SQL. Each query yields one row
 * per person (or managed patient) with 0/1 flags; the indicator counts are their sums grouped by
 * hospital, and a drill-down is the rows where one flag is 1, so a number and its list always
 * agree. `from`/`to` bound the year (to = the year's end, or today in the current year). The
 * thresholds (a deployment's FOLLOW_UP_RULES) are bound parameters, never text in the SQL, so
 * one prepared statement serves every deployment.
 */
export interface Period {
  from: string;
  to: string;
}

/** Residents in the file (status 在档) and the file-based indicators. */
const PERSONS_SQL = `
SELECT p.person_num AS personNum, p.hospital_id AS hospitalId, COALESCE(p.name, '') AS name,
  COALESCE(p.id_card_no, '') AS idCardNo, json_extract(p.data, '$.birthDate') AS birthDate,
  1 AS residents,
  (COALESCE(json_extract(p.data, '$.fileNum'), '') <> '') AS filed,
  (COALESCE(json_extract(p.data, '$.fileNum'), '') <> '' AND EXISTS (
    SELECT 1 FROM resource_records s WHERE s.person_num = p.person_num AND s.family <> 'persons'
      AND s.record_date BETWEEN date(@to, '-1 year') AND @to)) AS fileUsed,
  (json_extract(p.data, '$.birthDate') <= date(@to, '-' || @elderlyAge || ' years')) AS elderly,
  (json_extract(p.data, '$.birthDate') <= date(@to, '-' || @elderlyAge || ' years') AND EXISTS (
    SELECT 1 FROM resource_records e WHERE e.person_num = p.person_num
      AND e.family = 'healthCheckTables' AND e.record_date BETWEEN @from AND @to)) AS elderlyManaged
FROM resource_records p
WHERE p.family = 'persons' AND p.status = '1'
  AND p.hospital_id IN (SELECT value FROM json_each(@hospitals))`;

/** Whether the latest visit of the period met the target; no visit counts as not met. */
const controlledExpr = (disease: 'hypertension' | 'diabetes'): string =>
  disease === 'hypertension'
    ? `COALESCE((SELECT json_extract(l.data, '$.sbp') < CASE
          WHEN json_extract(pp.data, '$.birthDate') <= date(l.record_date, '-' || @bpElderlyAge || ' years')
          THEN @elderlySbp ELSE @targetSbp END
        AND json_extract(l.data, '$.dbp') < @targetDbp
      FROM resource_records l WHERE l.person_num = c.person_num AND l.family = @visit
        AND l.record_date BETWEEN @from AND @to
      ORDER BY l.record_date DESC, l.created_at DESC LIMIT 1), 0)`
    : `COALESCE((SELECT json_extract(l.data, '$.fastingBloodGlucose') < @targetFbg
      FROM resource_records l WHERE l.person_num = c.person_num AND l.family = @visit
        AND l.record_date BETWEEN @from AND @to
      ORDER BY l.record_date DESC, l.created_at DESC LIMIT 1), 0)`;

/**
 * Patients under management in the period: a card opened by its end and not terminated before
 * its start (a patient who died or left mid-year was managed that year).
 */
const patientsSql = (disease: 'hypertension' | 'diabetes'): string => `
SELECT c.person_num AS personNum, c.hospital_id AS hospitalId, COALESCE(c.name, '') AS name,
  COALESCE(c.id_card_no, '') AS idCardNo, json_extract(pp.data, '$.birthDate') AS birthDate,
  1 AS managed,
  ((SELECT COUNT(*) FROM resource_records f WHERE f.person_num = c.person_num AND f.family = @visit
      AND f.record_date BETWEEN @from AND @to AND f.visit_method IN ('1', '2'))
    >= @standardVisits) AS standard,
  ${controlledExpr(disease)} AS controlled
FROM resource_records c
LEFT JOIN resource_records pp ON pp.family = 'persons' AND pp.id = c.person_num
WHERE c.family = @card AND c.hospital_id IN (SELECT value FROM json_each(@hospitals))
  AND c.person_num IS NOT NULL
  AND COALESCE(json_extract(c.data, '$.buildDate'), substr(c.created_at, 1, 10)) <= @to
  AND (COALESCE(c.status, '1') = '1' OR COALESCE(json_extract(c.data, '$.terminationDate'), '') >= @from)`;

/** Where each count comes from: the query and its flag column. */
const SOURCES: Record<
  IndicatorCount,
  { query: 'persons' | 'hypertension' | 'diabetes'; flag: string }
> = {
  residents: { query: 'persons', flag: 'residents' },
  filed: { query: 'persons', flag: 'filed' },
  fileUsed: { query: 'persons', flag: 'fileUsed' },
  elderly: { query: 'persons', flag: 'elderly' },
  elderlyManaged: { query: 'persons', flag: 'elderlyManaged' },
  htnManaged: { query: 'hypertension', flag: 'managed' },
  htnStandard: { query: 'hypertension', flag: 'standard' },
  htnControlled: { query: 'hypertension', flag: 'controlled' },
  dmManaged: { query: 'diabetes', flag: 'managed' },
  dmStandard: { query: 'diabetes', flag: 'standard' },
  dmControlled: { query: 'diabetes', flag: 'controlled' },
};

type Params = Record<string, string | number>;

export const sqlOf = (query: 'persons' | 'hypertension' | 'diabetes'): string =>
  query === 'persons' ? PERSONS_SQL : patientsSql(query);

export const paramsOf = (
  query: 'persons' | 'hypertension' | 'diabetes',
  hospitalIds: readonly string[],
  period: Period,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): Params => {
  const t = indicatorThresholds(rules);
  return {
    hospitals: hospitalsParam(hospitalIds),
    from: period.from,
    to: period.to,
    ...(query === 'persons'
      ? { elderlyAge: ELDERLY_AGE }
      : {
          card: DISEASES[query].card,
          visit: DISEASES[query].visit,
          standardVisits: t.standardVisits,
          ...(query === 'hypertension'
            ? {
                bpElderlyAge: t.elderlyAge,
                elderlySbp: t.elderlySbp,
                targetSbp: t.sbp,
                targetDbp: t.dbp,
              }
            : { targetFbg: t.fbg }),
        }),
  };
};

/** Every count per hospital (only hospitals with a person or patient appear). */
export const countsByHospital = (
  db: Db,
  hospitalIds: readonly string[],
  period: Period,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): Map<string, Partial<Record<IndicatorCount, number>>> => {
  const result = new Map<string, Partial<Record<IndicatorCount, number>>>();
  for (const query of ['persons', 'hypertension', 'diabetes'] as const) {
    const counts = (
      Object.entries(SOURCES) as [IndicatorCount, (typeof SOURCES)[IndicatorCount]][]
    ).filter(([, source]) => source.query === query);
    const sums = counts.map(([count, source]) => `SUM(${source.flag}) AS ${count}`).join(', ');
    const rows = db
      .prepare<Params, Record<string, number | string>>(
        `SELECT hospitalId, ${sums} FROM (${sqlOf(query)}) GROUP BY hospitalId`,
      )
      .all(paramsOf(query, hospitalIds, period, rules));
    for (const row of rows) {
      const hospitalId = String(row.hospitalId);
      const entry = result.get(hospitalId) ?? {};
      for (const [count] of counts) entry[count] = Number(row[count] ?? 0);
      result.set(hospitalId, entry);
    }
  }
  return result;
};

export interface DetailRow {
  personNum: string;
  hospitalId: string;
  name: string;
  idCardNo: string;
  birthDate: string | null;
}

/** The people behind one count in a set of hospitals, in file-number order. */
export const detailRows = (
  db: Db,
  column: IndicatorCount,
  hospitalIds: readonly string[],
  period: Period,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): DetailRow[] => {
  const source = SOURCES[column];
  return db
    .prepare<Params, DetailRow>(
      `SELECT personNum, hospitalId, name, idCardNo, birthDate FROM (${sqlOf(source.query)})
       WHERE ${source.flag} = 1 ORDER BY personNum`,
    )
    .all(paramsOf(source.query, hospitalIds, period, rules));
};
