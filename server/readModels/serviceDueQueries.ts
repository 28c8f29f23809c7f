import { type DueRuleConfig } from '../../src/domain/followUp';
import { type ScheduleProgramme, scheduleWindows } from '../../src/domain/schedule';
import { SERVICE_DUE_STATES, type ServiceDueState } from '../../src/domain/schedule/dueStates';
import { type ServiceDueCounts } from '../../src/services/contract/serviceDuePaths';
import { type Db } from '../db/openDatabase';
import { scopeTalliesOf, type TallyDefinition } from './scopeTallies';

/**
 * The all-programme work list over service_due (migration 650): a page of a scope's due services
 * in one state, joined with the resident, read through the index service_due_open (hospital,
 * programme, open, due date) so its cost grows with the page; the counts per state are kept
 * tallies (scopeTallies.ts) summed over the scope's hospitals. The states are the kernel's
 * isInDueState (src/domain/schedule/dueStates.ts) written as SQL over scheduleWindows.
 */

export interface ServiceDueRow {
  programme: ScheduleProgramme;
  service_key: string;
  person_num: string;
  hospital_id: string;
  hospital_name: string;
  doctor: string;
  service: string;
  form_family: string;
  earliest_date: string;
  due_date: string;
  overdue_after: string;
  last_service_date: string | null;
  name: string | null;
  sex: string | null;
  birth_date: string | null;
  phone: string | null;
  /** 现住址 (the printed list's 住址 column). */
  address: string | null;
}

export interface ServiceDueScope {
  /** The programmes asked for (one, or every programme the user may open). */
  programmes: readonly ScheduleProgramme[];
  /** The scope's top hospital: it and everything below it. */
  root: string;
  /** Only this responsible doctor's services, when given. */
  doctor?: string;
  today: string;
  /** The deployment's due rules (dueSoonDays: how far 本周到期 looks). */
  rules: Pick<DueRuleConfig, 'dueSoonDays'>;
}

/** The states as SQL over the stored dates (isInDueState). */
const STATE: Readonly<Record<ServiceDueState, string>> = {
  dueToday: 's.due_date <= @today AND s.overdue_after >= @overdueBefore',
  dueThisWeek: 's.due_date <= @weekEnd AND s.overdue_after >= @overdueBefore',
  overdue: 's.overdue_after < @overdueBefore',
  notDoneThisYear: 's.due_date BETWEEN @yearStart AND @yearEnd',
};

const SELECT = `SELECT s.programme, s.service_key, s.person_num, s.hospital_id,
  h.hosp_name AS hospital_name, s.doctor, s.service, s.form_family, s.earliest_date, s.due_date,
  s.overdue_after, s.last_service_date, p.name,
  json_extract(p.data, '$.sex') AS sex, json_extract(p.data, '$.birthDate') AS birth_date,
  json_extract(p.data, '$.phone') AS phone, json_extract(p.data, '$.address') AS address
FROM service_due s
JOIN hospitals h ON h.hosp_id = s.hospital_id
LEFT JOIN resource_records p ON p.family = 'persons' AND p.id = s.person_num`;

const paramsOf = (scope: ServiceDueScope) => ({
  ...scheduleWindows(scope.today, scope.rules),
  root: scope.root,
  doctor: scope.doctor ?? '',
  programmes: JSON.stringify(scope.programmes),
});

/** The scope's hospitals, or only one of them (a village's section of the printed list). */
const HOSPITALS = {
  scope: `s.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)`,
  one: 's.hospital_id = @hospital',
} as const;

const whereOf = (
  scope: ServiceDueScope,
  state: ServiceDueState,
  hospitals: keyof typeof HOSPITALS = 'scope',
): string =>
  [
    HOSPITALS[hospitals],
    `s.programme IN (SELECT value FROM json_each(@programmes))`,
    's.done_date IS NULL',
    STATE[state],
    scope.doctor ? 's.doctor = @doctor' : '',
  ]
    .filter(Boolean)
    .join(' AND ');

/** Most overdue first (the window's last day ascending), then by due date and resident. */
const ORDER = 's.overdue_after ASC, s.due_date ASC, s.person_num ASC, s.service_key ASC';

/**
 * Per hospital and responsible doctor, the open services of a programme in each state, with the
 * day's windows as parameters: kept on write, recomputed whole once a day.
 */
const tallyOf = (programme: ScheduleProgramme, scope: ServiceDueScope): TallyDefinition => ({
  name: `serviceDue:${programme}`,
  sql: `SELECT s.hospital_id AS hospital_id, s.doctor AS part,
      ${SERVICE_DUE_STATES.map((state) => `COALESCE(SUM(${STATE[state]}), 0) AS ${state}`).join(',\n')}
    FROM service_due s
    WHERE s.programme = @programme AND s.done_date IS NULL AND {person}
    GROUP BY s.hospital_id, s.doctor`,
  personColumn: 's.person_num',
  params: { ...scheduleWindows(scope.today, scope.rules), programme },
});

export const emptyServiceDueCounts = (): ServiceDueCounts => ({
  dueToday: 0,
  dueThisWeek: 0,
  overdue: 0,
  notDoneThisYear: 0,
});

export const addServiceDueCounts = (
  sum: ServiceDueCounts,
  counts: Readonly<Record<string, number>>,
): ServiceDueCounts => {
  for (const state of SERVICE_DUE_STATES) sum[state] += counts[state] ?? 0;
  return sum;
};

export interface ServiceDueQueries {
  /** One page of a state, most overdue first. */
  page(
    scope: ServiceDueScope,
    state: ServiceDueState,
    pageNumber: number,
    pageSize: number,
  ): { rows: ServiceDueRow[]; total: number };
  /** Every row of a state in the page order (an export; its cap is checked on `counts` first). */
  all(scope: ServiceDueScope, state: ServiceDueState): ServiceDueRow[];
  /**
   * One hospital's rows of a state in the page order (a village's section of the printed list),
   * through service_due_open's leading hospital_id; the caller names a hospital of the scope.
   */
  ofHospital(scope: ServiceDueScope, state: ServiceDueState, hospitalId: string): ServiceDueRow[];
  /** The counts per state of the scope (and its doctor). */
  counts(scope: ServiceDueScope): ServiceDueCounts;
  /** The counts of one programme per hospital of the scope. */
  countsByHospital(
    scope: ServiceDueScope,
    programme: ScheduleProgramme,
  ): Map<string, ServiceDueCounts>;
  /** The responsible doctors of the scope's open services, for the filter. */
  doctors(scope: ServiceDueScope): string[];
}

export const createServiceDueQueries = (db: Db): ServiceDueQueries => {
  const tallies = scopeTalliesOf(db);
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement as unknown as { all: (params: object) => ServiceDueRow[] };
  };
  const tallyRows = (scope: ServiceDueScope, programme: ScheduleProgramme) =>
    tallies.read(tallyOf(programme, scope), scope.root);
  const counts = (scope: ServiceDueScope): ServiceDueCounts => {
    const sum = emptyServiceDueCounts();
    for (const programme of scope.programmes) {
      for (const row of tallyRows(scope, programme)) {
        if (scope.doctor === undefined || row.part === scope.doctor) {
          addServiceDueCounts(sum, row.counts);
        }
      }
    }
    return sum;
  };
  return {
    page: (scope, state, pageNumber, pageSize) => ({
      rows: prepared(
        `${SELECT} WHERE ${whereOf(scope, state)} ORDER BY ${ORDER} LIMIT @limit OFFSET @offset`,
      ).all({ ...paramsOf(scope), limit: pageSize, offset: (pageNumber - 1) * pageSize }),
      total: counts(scope)[state],
    }),
    all: (scope, state) =>
      prepared(`${SELECT} WHERE ${whereOf(scope, state)} ORDER BY ${ORDER}`).all(paramsOf(scope)),
    ofHospital: (scope, state, hospitalId) =>
      prepared(`${SELECT} WHERE ${whereOf(scope, state, 'one')} ORDER BY ${ORDER}`).all({
        ...paramsOf(scope),
        hospital: hospitalId,
      }),
    counts,
    countsByHospital: (scope, programme) => {
      const byHospital = new Map<string, ServiceDueCounts>();
      for (const row of tallyRows(scope, programme)) {
        if (scope.doctor !== undefined && row.part !== scope.doctor) continue;
        byHospital.set(
          row.hospitalId,
          addServiceDueCounts(
            byHospital.get(row.hospitalId) ?? emptyServiceDueCounts(),
            row.counts,
          ),
        );
      }
      return byHospital;
    },
    doctors: (scope) => {
      const names = new Set<string>();
      for (const programme of scope.programmes) {
        for (const row of tallyRows(scope, programme)) if (row.part !== '') names.add(row.part);
      }
      return [...names].sort((a, b) => a.localeCompare(b, 'zh-CN'));
    },
  };
};
