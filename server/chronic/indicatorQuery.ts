import { dynamicSince } from '../../src/domain/archives';
import { addMonths } from '../../src/domain/calendar';
import { DEFAULT_FOLLOW_UP_RULES, type FollowUpRules } from '../../src/domain/followUp';
import {
  ELDERLY_AGE,
  type IndicatorCount,
  indicatorThresholds,
  type MonthToDate,
} from '../../src/domain/indicators';
import { type Db } from '../db/openDatabase';
import { scopeTalliesOf, type TallyDefinition } from '../readModels/scopeTallies';
import { addPartRows, type PartCounts, monthTally } from './monthTally';

/**
 * Per-person flags behind the indicators of service-rules §4, read from the read models
 * (server/readModels: person_facts, person_service_years, programme_patients,
 * programme_visit_years). Each query yields one row per resident (or managed card) with 0/1
 * flags; the indicator counts are their sums grouped by hospital, and a drill-down is the rows
 * where one flag is 1, so a number and its list always agree. `from`/`to` bound the year (to =
 * the year's end, or today in the current year). Targets were applied when the rows were derived
 * (with the deployment's FOLLOW_UP_RULES); the visit quota is a bound parameter.
 */
export interface Period {
  from: string;
  to: string;
}

export type IndicatorQuery = 'persons' | 'hypertension' | 'diabetes';

/** The scope of a drill-down: the subtree of @root. */
const SCOPE = (column: string) =>
  `${column} IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)`;

/** Where each query's rows are limited: to a scope, or (a tally's) to one resident. */
type RowLimit = (column: { hospital: string; person: string }) => string;
const inScope: RowLimit = ({ hospital }) => SCOPE(hospital);

/**
 * Residents in the file (status 在档; in a past year also those whose archive closed after its
 * end: an archive leaves the denominators from its closing date) and the file-based indicators. Up to today the latest
 * service and check dates answer; a past year asks the years' rows (a later record would hide an
 * earlier one from "the latest").
 */
const personsSql = (current: boolean, limit: RowLimit): string => {
  const select = (rows: string): string => `
SELECT f.person_num AS personNum, f.person_num AS rowKey, f.hospital_id AS hospitalId,
  f.birth_date AS birthDate, f.doctor AS doctor, 1 AS residents, f.filed AS filed,
  ${
    current
      ? '(f.filed AND f.last_service_date >= @usedFrom)'
      : `(f.filed AND (
      EXISTS (SELECT 1 FROM person_service_years s
        WHERE s.person_num = f.person_num AND s.year = @year AND s.first_date <= @to)
      OR EXISTS (SELECT 1 FROM person_service_years s
        WHERE s.person_num = f.person_num AND s.year = @year - 1 AND s.last_date >= @usedFrom)))`
  } AS fileUsed,
  (f.birth_date <= @elderlyCut) AS elderly,
  (f.birth_date <= @elderlyCut AND ${
    current
      ? 'f.last_check_date >= @from'
      : `EXISTS (SELECT 1 FROM person_service_years s
        WHERE s.person_num = f.person_num AND s.year = @year AND s.first_check_date <= @to)`
  }) AS elderlyManaged
FROM person_facts f
WHERE ${rows} AND ${limit({ hospital: 'f.hospital_id', person: 'f.person_num' })}`;
  // Two arms rather than an OR, so each reads the scope through the (hospital_id, in_file) index.
  return current
    ? select('f.in_file = 1')
    : `${select('f.in_file = 1')}\nUNION ALL\n${select('f.in_file = 0 AND f.closed_on > @to')}`;
};

/** The year's visits of a patient: the whole year's (to today in the current year). */
const VISITS_OF_YEAR = `LEFT JOIN programme_visit_years y
  ON y.programme = p.programme AND y.person_num = p.person_num AND y.year = @year`;

/** The year's visits up to @to's month (the rate trends' month ends; migration 695). */
const VISITS_TO_MONTH = `LEFT JOIN programme_visit_months y
  ON y.programme = p.programme AND y.person_num = p.person_num
  AND y.month = (SELECT MAX(m.month) FROM programme_visit_months m
    WHERE m.programme = p.programme AND m.person_num = p.person_num
      AND m.month BETWEEN substr(@from, 1, 7) AND substr(@to, 1, 7))`;

/**
 * Patients under management in the period: a card opened by its end and not terminated (nor its
 * archive closed) before its start (a patient who died or left mid-year was managed that year); 规范管理 by the year's
 * face-to-face visits that heeded a referral their rules called for (standard_visits), 控制 by the year's latest visit.
 */
const programmeSql = (limit: RowLimit, visits: 'year' | 'month' = 'year'): string => `
SELECT p.person_num AS personNum, p.card_id AS rowKey, p.hospital_id AS hospitalId,
  f.birth_date AS birthDate, COALESCE(f.doctor, '') AS doctor, 1 AS managed,
  (COALESCE(y.standard_visits, 0) >= @standardVisits) AS standard,
  COALESCE(y.last_controlled, 0) AS controlled
FROM programme_patients p
${visits === 'year' ? VISITS_OF_YEAR : VISITS_TO_MONTH}
LEFT JOIN person_facts f ON f.person_num = p.person_num
WHERE p.programme = @programme AND ${limit({ hospital: 'p.hospital_id', person: 'p.person_num' })}
  AND p.build_date <= @to
  AND (p.on_list = 1 OR COALESCE(p.terminated_on, '') >= @from)`;

/** Where each count comes from: the query and its flag column. */
const SOURCES: Record<IndicatorCount, { query: IndicatorQuery; flag: string }> = {
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

/** The query's SQL; `current` when the period ends today (the latest dates answer). */
export const sqlOf = (
  query: IndicatorQuery,
  current: boolean,
  limit: RowLimit = inScope,
): string => (query === 'persons' ? personsSql(current, limit) : programmeSql(limit));

export const paramsOf = (
  query: IndicatorQuery,
  root: string,
  period: Period,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): Params => ({
  root,
  from: period.from,
  to: period.to,
  year: Number(period.from.slice(0, 4)),
  ...(query === 'persons'
    ? {
        usedFrom: dynamicSince(period.to),
        elderlyCut: addMonths(period.to, -12 * ELDERLY_AGE),
      }
    : { programme: query, standardVisits: indicatorThresholds(rules).standardVisits }),
});

/** The SUMs of one query's flags, one per count it gives. */
const sumsOf = (query: IndicatorQuery): string =>
  (Object.entries(SOURCES) as [IndicatorCount, (typeof SOURCES)[IndicatorCount]][])
    .filter(([, source]) => source.query === query)
    .map(([count, source]) => `SUM(${source.flag}) AS ${count}`)
    .join(', ');

/**
 * The kept tally of one query's counts per hospital (server/readModels/scopeTallies.ts): the sums
 * of its flags over the whole database, adjusted on every write; the period and the rules are its
 * parameters, so the current year's is computed again each day.
 */
const tallyOf = (
  query: IndicatorQuery,
  period: Period,
  today: string,
  rules: FollowUpRules,
): TallyDefinition => {
  const current = period.to === today;
  const sums = sumsOf(query);
  const { root: _root, ...params } = paramsOf(query, '', period, rules);
  return {
    name: `indicators:${query}:${period.from}:${current ? 'current' : 'closed'}`,
    sql: `SELECT hospitalId AS hospital_id, doctor AS part, ${sums}
      FROM (${sqlOf(query, current, () => '{person}')}) GROUP BY hospitalId, doctor`,
    personColumn: query === 'persons' ? 'f.person_num' : 'p.person_num',
    params,
  };
};

/** Every count per hospital of the scope (only hospitals with a resident or patient appear). */
export const countsByHospital = (
  db: Db,
  root: string,
  period: Period,
  today: string,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): Map<string, Partial<Record<IndicatorCount, number>>> => {
  const result = new Map<string, Partial<Record<IndicatorCount, number>>>();
  const tallies = scopeTalliesOf(db);
  for (const query of ['persons', 'hypertension', 'diabetes'] as const) {
    for (const row of tallies.read(tallyOf(query, period, today, rules), root)) {
      const entry = result.get(row.hospitalId) ?? {};
      for (const [count, value] of Object.entries(row.counts)) {
        entry[count as IndicatorCount] = (entry[count as IndicatorCount] ?? 0) + value;
      }
      result.set(row.hospitalId, entry);
    }
  }
  return result;
};

/**
 * Every count per hospital and 责任医生 of the resident's archive (the reports by doctor): the
 * kept tallies of countsByHospital, read by their doctor parts ('' where the archive names none).
 */
export const countsByDoctor = (
  db: Db,
  root: string,
  period: Period,
  today: string,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): PartCounts => {
  const result: PartCounts = new Map();
  const tallies = scopeTalliesOf(db);
  for (const query of ['persons', 'hypertension', 'diabetes'] as const) {
    addPartRows(result, tallies.read(tallyOf(query, period, today, rules), root));
  }
  return result;
};

/**
 * Every count per hospital and month of a year, each the year's to the month's end (the rate
 * trends): the same queries as countsByHospital, the programmes' visits up to the month.
 */
export const countsByHospitalMonth = (
  db: Db,
  root: string,
  months: readonly MonthToDate[],
  today: string,
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): PartCounts => {
  const result: PartCounts = new Map();
  const tallies = scopeTalliesOf(db);
  for (const query of ['persons', 'hypertension', 'diabetes'] as const) {
    const definition = monthTally(
      `indicatorMonths:${query}:${months[0]?.from ?? ''}`,
      months,
      query === 'persons' ? 'f.person_num' : 'p.person_num',
      (period) =>
        query === 'persons'
          ? personsSql(period.to === today, () => '{person}')
          : programmeSql(() => '{person}', 'month'),
      sumsOf(query),
      (period) => {
        const { root: _root, ...params } = paramsOf(query, '', period, rules);
        return params;
      },
    );
    addPartRows(result, tallies.read(definition, root));
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

/**
 * Which residents a drill-down lists: the whole subtree of `root`, or `root`'s own records; with
 * a doctor, only the residents whose archive names that 责任医生 ('' for none): the doctor part of
 * the tallies a 按医生 row reads, so its number and its list agree.
 */
export interface DetailScope {
  root: string;
  ownOnly: boolean;
  doctor?: string;
}

/** The drill-down's limits on its rows `d` (hospitalId, doctor), after the count's flag. */
export const detailLimits = (scope: DetailScope): string =>
  `${scope.ownOnly ? ' AND d.hospitalId = @root' : ''}${
    scope.doctor === undefined ? '' : ' AND d.doctor = @doctor'
  }`;

/** The parameters detailLimits adds. */
export const detailLimitParams = (scope: DetailScope): Params =>
  scope.doctor === undefined ? {} : { doctor: scope.doctor };

const detailSql = (column: IndicatorCount, scope: DetailScope, current: boolean): string => {
  const source = SOURCES[column];
  return `FROM (${sqlOf(source.query, current)}) d
    JOIN resource_records r ON r.family = 'persons' AND r.id = d.personNum
    WHERE d.${source.flag} = 1${detailLimits(scope)}`;
};

const detailParams = (
  column: IndicatorCount,
  scope: DetailScope,
  period: Period,
  rules: FollowUpRules,
): Params => ({
  ...paramsOf(SOURCES[column].query, scope.root, period, rules),
  ...detailLimitParams(scope),
});

const DETAIL_COLUMNS = `d.personNum, d.hospitalId, COALESCE(r.name, '') AS name,
  COALESCE(r.id_card_no, '') AS idCardNo, d.birthDate`;

/** One page of the people behind one count, in file-number order, and how many there are. */
export const detailPage = (
  db: Db,
  column: IndicatorCount,
  scope: DetailScope,
  period: Period,
  today: string,
  rules: FollowUpRules,
  page: { number: number; size: number },
): { rows: DetailRow[]; total: number } => {
  const from = detailSql(column, scope, period.to === today);
  const params = detailParams(column, scope, period, rules);
  const total =
    db.prepare<Params, { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(params)?.n ?? 0;
  const rows = db
    .prepare<Params, DetailRow>(
      `SELECT ${DETAIL_COLUMNS} ${from}
       ORDER BY d.personNum, d.rowKey LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: page.size, offset: (page.number - 1) * page.size });
  return { rows, total };
};

/** A drill-down's export: counted first, then its rows in batches (see exportRecords). */
export interface DetailExport {
  total: number;
  /** The residents of its rows, in order (a patient with two cards of the year twice). */
  personNums: string[];
  batches(size: number): Generator<DetailRow[]>;
}

/** How many rows a drill-down holds (its export's cap is checked on it before any row is read). */
export const detailCount = (
  db: Db,
  column: IndicatorCount,
  scope: DetailScope,
  period: Period,
  today: string,
  rules: FollowUpRules,
): number =>
  db
    .prepare<Params, { n: number }>(
      `SELECT COUNT(*) AS n ${detailSql(column, scope, period.to === today)}`,
    )
    .get(detailParams(column, scope, period, rules))?.n ?? 0;

/**
 * A drill-down's rows for an export: the keys in file-number order at once (one statement read to
 * its end), then the rows by key, one batch per step, so no cursor stays open between batches.
 */
export const detailExport = (
  db: Db,
  column: IndicatorCount,
  scope: DetailScope,
  period: Period,
  today: string,
  rules: FollowUpRules,
): DetailExport => {
  const from = detailSql(column, scope, period.to === today);
  const params = detailParams(column, scope, period, rules);
  const keys = db
    .prepare<Params, { personNum: string; rowKey: string }>(
      `SELECT d.personNum, d.rowKey ${from} ORDER BY d.personNum, d.rowKey`,
    )
    .all(params);
  const byKey = db.prepare<Params, DetailRow & { rowKey: string }>(
    `SELECT ${DETAIL_COLUMNS}, d.rowKey ${from} AND d.rowKey IN (SELECT value FROM json_each(@keys))`,
  );
  return {
    total: keys.length,
    personNums: keys.map((key) => key.personNum),
    *batches(size) {
      for (let at = 0; at < keys.length; at += size) {
        const batch = keys.slice(at, at + size).map((key) => key.rowKey);
        const found = new Map(
          byKey
            .all({ ...params, keys: JSON.stringify(batch) })
            .map(({ rowKey, ...row }) => [rowKey, row]),
        );
        yield batch.flatMap((key) => {
          const row = found.get(key);
          return row ? [row] : [];
        });
      }
    },
  };
};
