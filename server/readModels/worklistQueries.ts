import { type DueProgramme, type DueRuleConfig, dueWindows } from '../../src/domain/followUp';
import { type WorklistViewName } from '../../src/services/contract/chronicPaths';
import { type Db } from '../db/openDatabase';
import { scopeTalliesOf, type TallyDefinition } from './scopeTallies';

/**
 * The follow-up work list over programme_patients: every question a page asks, answered from
 * indexes whose cost grows with the page (a planned-date range of the scope, 20 rows), never by
 * judging every patient of the county. The day-dependent states are the kernel's dueWindows and
 * quotaSoFar written as SQL bounds; test/integration/server/dueAgreement.test.ts and
 * worklistReadModel.test.ts check them against followUpDueStatus patient by patient.
 */

/** One patient of the work list as the read model holds it. */
export interface WorklistRow {
  programme: DueProgramme;
  card_id: string;
  person_num: string;
  hospital_id: string;
  hospital_name: string;
  name: string;
  id_card_no: string;
  build_date: string;
  on_list: number;
  last_visit_id: string | null;
  last_visit_date: string | null;
  classification: string | null;
  sbp: number | null;
  dbp: number | null;
  glucose: number | null;
  doctor: string;
  planned_date: string;
  two_week: number;
  face_to_face: number;
}

export const WORKLIST_SORTS = [
  'daysOverdue',
  'plannedDate',
  'lastVisitDate',
  'hospitalName',
  'doctor',
  'sbp',
  'glucose',
  'faceToFaceThisYear',
] as const;
export type WorklistSort = (typeof WORKLIST_SORTS)[number];

export interface WorklistScope {
  programme: DueProgramme;
  /** The scope's top hospital: it and everything below it. */
  root: string;
  /** Only this doctor's patients (随访医生), when given. */
  doctor?: string;
  today: string;
  rules: DueRuleConfig;
}

const SELECT = `SELECT p.programme, p.card_id, p.person_num, p.hospital_id,
  h.hosp_name AS hospital_name, p.name, p.id_card_no, p.build_date, p.on_list, p.last_visit_id,
  p.last_visit_date, p.classification, p.sbp, p.dbp, p.glucose, p.doctor, p.planned_date,
  p.two_week, COALESCE(y.face_to_face, 0) AS face_to_face
FROM programme_patients p
JOIN hospitals h ON h.hosp_id = p.hospital_id
LEFT JOIN programme_visit_years y
  ON y.programme = p.programme AND y.person_num = p.person_num AND y.year = @year`;

const BASE = `p.programme = @programme AND p.on_list = 1
  AND p.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)`;

/** quotaSoFar (due.ts) as SQL: quarters ended this year, from the card's quarter if opened this year. */
export const QUOTA_RISK = `COALESCE(y.face_to_face, 0) < MIN(@quota, CASE
    WHEN substr(p.build_date, 1, 4) = @yearText
      THEN MAX(0, @quartersEnded - (CAST(substr(p.build_date, 6, 2) AS INTEGER) - 1) / 3)
    WHEN p.build_date > @today THEN 0
    ELSE @quartersEnded END)`;

const VIEW: Readonly<Record<WorklistViewName, string>> = {
  overdue: 'p.planned_date < @overdueBefore',
  dueToday: 'p.planned_date BETWEEN @overdueBefore AND @today',
  dueThisWeek: 'p.planned_date BETWEEN @overdueBefore AND @weekEnd',
  quotaRisk: QUOTA_RISK,
  all: '1',
};

/** Nulls last whatever the direction; ties by planned date, then file number (sortItems' rule). */
const ORDER = (sort: WorklistSort, order: 'ASC' | 'DESC'): string => {
  const tail = 'p.planned_date ASC, p.person_num ASC';
  const nullsLast = (expr: string) =>
    `(${expr} IS NULL OR ${expr} = '') ASC, ${expr} ${order}, ${tail}`;
  switch (sort) {
    case 'daysOverdue':
      // Most overdue first is the planned date ascending; least overdue first puts the patients
      // not overdue (0 days) first, then the overdue by fewest days.
      return order === 'DESC'
        ? tail
        : `(p.planned_date < @overdueBefore) ASC,
           CASE WHEN p.planned_date < @overdueBefore THEN p.planned_date END DESC, ${tail}`;
    case 'plannedDate':
      return `p.planned_date ${order}, p.person_num ASC`;
    case 'lastVisitDate':
      return nullsLast('p.last_visit_date');
    case 'hospitalName':
      return `h.hosp_name ${order}, ${tail}`;
    case 'doctor':
      return nullsLast('p.doctor');
    case 'sbp':
      return `(p.sbp IS NULL) ASC, p.sbp ${order}, ${tail}`;
    case 'glucose':
      return `(p.glucose IS NULL) ASC, p.glucose ${order}, ${tail}`;
    case 'faceToFaceThisYear':
      return `COALESCE(y.face_to_face, 0) ${order}, ${tail}`;
  }
};

const paramsOf = (scope: WorklistScope) => {
  const windows = dueWindows(scope.today, scope.rules);
  return {
    programme: scope.programme,
    root: scope.root,
    doctor: scope.doctor ?? '',
    year: Number(scope.today.slice(0, 4)),
    yearText: scope.today.slice(0, 4),
    today: scope.today,
    overdueBefore: windows.overdueBefore,
    weekEnd: windows.weekEnd,
    quota: scope.rules.yearlyQuota,
    quartersEnded: Math.floor((Number(scope.today.slice(5, 7)) - 1) / 3),
  };
};

const whereOf = (scope: WorklistScope, view: WorklistViewName): string =>
  [BASE, VIEW[view], scope.doctor ? 'p.doctor = @doctor' : ''].filter(Boolean).join(' AND ');

/**
 * Above this many rows in a view, page 1 of the planned-date order walks the planned-date index
 * and skips the rows outside the scope (a few hundred at most, for 20), rather than sorting the
 * whole scope; a small scope sorts its few rows.
 */
const ORDERED_SCAN_FROM = 500;

/** Sorts the planned-date index gives without a sort step. */
const inIndexOrder = (sort: WorklistSort, order: 'asc' | 'desc'): boolean =>
  (sort === 'daysOverdue' && order === 'desc') || (sort === 'plannedDate' && order === 'asc');

/** The SQL of one page of a view (exported for the query-plan test). */
export const pageSql = (
  scope: WorklistScope,
  view: WorklistViewName,
  sort: WorklistSort,
  order: 'asc' | 'desc',
  total: number = ORDERED_SCAN_FROM,
): string => {
  const select =
    total >= ORDERED_SCAN_FROM && inIndexOrder(sort, order)
      ? SELECT.replace(
          'FROM programme_patients p',
          'FROM programme_patients p INDEXED BY programme_patients_plan',
        )
      : SELECT;
  return `${select} WHERE ${whereOf(scope, view)}
    ORDER BY ${ORDER(sort, order === 'asc' ? 'ASC' : 'DESC')} LIMIT @limit OFFSET @offset`;
};

export const pageParams = (scope: WorklistScope, pageNumber: number, pageSize: number) => ({
  ...paramsOf(scope),
  limit: pageSize,
  offset: (pageNumber - 1) * pageSize,
});

export interface WorklistQueries {
  /** One page of a view, sorted. */
  page(
    scope: WorklistScope,
    view: WorklistViewName,
    sort: WorklistSort,
    order: 'asc' | 'desc',
    pageNumber: number,
    pageSize: number,
  ): { rows: WorklistRow[]; total: number };
  /** How many rows a view holds (an export's cap is checked on it before any row is read). */
  count(scope: WorklistScope, view: WorklistViewName): number;
  /** The cards of a view in its order, with their residents (an export's keys). */
  exportKeys(
    scope: WorklistScope,
    view: WorklistViewName,
    sort: WorklistSort,
    order: 'asc' | 'desc',
  ): { cardIds: string[]; personNums: string[] };
  /** The rows of these cards still on the view, in the order given (an export's batch). */
  rowsOfCards(
    scope: WorklistScope,
    view: WorklistViewName,
    cardIds: readonly string[],
  ): WorklistRow[];
  /** The badges: managed, overdue, due today, due this week, behind the quota, visits this year. */
  counts(scope: WorklistScope): WorklistTally;
  /** The same tally per hospital of the scope (the home page's institutions). */
  countsByHospital(scope: WorklistScope): Map<string, WorklistTally>;
  /** The doctors of the scope's patients, for the filter. */
  doctors(scope: WorklistScope): string[];
  /** One resident's cards of the programme within the scope (the 健康画像). */
  ofResident(scope: WorklistScope, personNum: string): WorklistRow[];
}

export interface WorklistTally {
  managed: number;
  overdue: number;
  dueToday: number;
  dueThisWeek: number;
  quotaRisk: number;
  faceToFaceThisYear: number;
}

/** The tally of a scope without patients. */
export const emptyTally = (): WorklistTally => ({
  managed: 0,
  overdue: 0,
  dueToday: 0,
  dueThisWeek: 0,
  quotaRisk: 0,
  faceToFaceThisYear: 0,
});

const TALLY = `COUNT(*) AS managed,
  COALESCE(SUM(p.planned_date < @overdueBefore), 0) AS overdue,
  COALESCE(SUM(p.planned_date BETWEEN @overdueBefore AND @today), 0) AS dueToday,
  COALESCE(SUM(p.planned_date BETWEEN @overdueBefore AND @weekEnd), 0) AS dueThisWeek,
  COALESCE(SUM(${QUOTA_RISK}), 0) AS quotaRisk,
  COALESCE(SUM(y.face_to_face), 0) AS faceToFaceThisYear`;

const FROM_TALLY = `FROM programme_patients p
LEFT JOIN programme_visit_years y
  ON y.programme = p.programme AND y.person_num = p.person_num AND y.year = @year`;

/**
 * The tally behind the badges, totals and doctors (scopeTallies.ts): per hospital and 随访医生,
 * the TALLY of the patients on the list, with the day's windows as its parameters.
 */
const tallyOf = (scope: WorklistScope): TallyDefinition => {
  const { root: _root, doctor: _doctor, ...params } = paramsOf(scope);
  return {
    name: `worklist:${scope.programme}`,
    sql: `SELECT p.hospital_id AS hospital_id, p.doctor AS part, ${TALLY} ${FROM_TALLY}
      WHERE p.programme = @programme AND p.on_list = 1 AND {person}
      GROUP BY p.hospital_id, p.doctor`,
    personColumn: 'p.person_num',
    params,
  };
};

const TALLY_OF_VIEW: Readonly<Record<WorklistViewName, keyof WorklistTally>> = {
  all: 'managed',
  overdue: 'overdue',
  dueToday: 'dueToday',
  dueThisWeek: 'dueThisWeek',
  quotaRisk: 'quotaRisk',
};

const addCounts = (sum: WorklistTally, counts: Record<string, number>): WorklistTally => {
  for (const name of Object.keys(sum) as (keyof WorklistTally)[]) sum[name] += counts[name] ?? 0;
  return sum;
};

export const createWorklistQueries = (db: Db): WorklistQueries => {
  const tallies = scopeTalliesOf(db);
  /** The kept tally's rows of the scope (and of its doctor, when given). */
  const tallyRows = (scope: WorklistScope) =>
    tallies
      .read(tallyOf(scope), scope.root)
      .filter((row) => scope.doctor === undefined || row.part === scope.doctor);
  const counts = (scope: WorklistScope): WorklistTally =>
    tallyRows(scope).reduce((sum, row) => addCounts(sum, row.counts), emptyTally());
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = <Row>(sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement as unknown as {
      all: (params: object) => Row[];
      get: (params: object) => Row | undefined;
    };
  };
  return {
    page: (scope, view, sort, order, pageNumber, pageSize) => {
      const total = counts(scope)[TALLY_OF_VIEW[view]];
      const rows = prepared<WorklistRow>(pageSql(scope, view, sort, order, total)).all(
        pageParams(scope, pageNumber, pageSize),
      );
      return { rows, total };
    },
    count: (scope, view) => counts(scope)[TALLY_OF_VIEW[view]],
    exportKeys: (scope, view, sort, order) => {
      const cardIds: string[] = [];
      const personNums: string[] = [];
      const keys = prepared<{ card_id: string; person_num: string }>(
        `SELECT p.card_id, p.person_num ${SELECT.slice(SELECT.indexOf('FROM programme_patients'))}
         WHERE ${whereOf(scope, view)} ORDER BY ${ORDER(sort, order === 'asc' ? 'ASC' : 'DESC')}`,
      ).all(paramsOf(scope));
      for (const key of keys) {
        cardIds.push(key.card_id);
        personNums.push(key.person_num);
      }
      return { cardIds, personNums };
    },
    rowsOfCards: (scope, view, cardIds) => {
      const rows = prepared<WorklistRow>(
        `${SELECT} WHERE p.card_id IN (SELECT value FROM json_each(@cards)) AND ${whereOf(scope, view)}`,
      ).all({ ...paramsOf(scope), cards: JSON.stringify(cardIds) });
      const byCard = new Map(rows.map((row) => [row.card_id, row]));
      return cardIds.flatMap((id) => {
        const row = byCard.get(id);
        return row ? [row] : [];
      });
    },
    counts,
    countsByHospital: (scope) => {
      const byHospital = new Map<string, WorklistTally>();
      for (const row of tallyRows(scope)) {
        byHospital.set(
          row.hospitalId,
          addCounts(byHospital.get(row.hospitalId) ?? emptyTally(), row.counts),
        );
      }
      return byHospital;
    },
    doctors: (scope) =>
      [
        ...new Set(
          tallyRows({ ...scope, doctor: undefined })
            .filter((row) => row.part !== '' && (row.counts.managed ?? 0) > 0)
            .map((row) => row.part),
        ),
      ].sort((a, b) => a.localeCompare(b, 'zh-CN')),
    ofResident: (scope, personNum) =>
      prepared<WorklistRow>(
        `${SELECT} WHERE p.programme = @programme AND p.person_num = @personNum
           AND p.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)`,
      ).all({ ...paramsOf(scope), personNum }),
  };
};
