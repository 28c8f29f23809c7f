import { addDays } from '../../src/domain/calendar';
import { ageCrowdBirthBounds, CHILD_CROWD, ELDERLY_CROWD } from '../../src/domain/contract';
import {
  CONTRACT_COUNTS,
  CONTRACT_GROUPS,
  type ContractCount,
  type ContractPeriod,
  type ContractPersonCount,
  type MonthToDate,
} from '../../src/domain/indicators';
import { type Db } from '../db/openDatabase';
import { scopeTalliesOf, type TallyDefinition } from '../readModels/scopeTallies';
import {
  type DetailExport,
  detailLimitParams,
  detailLimits,
  type DetailRow,
  type DetailScope,
} from './indicatorQuery';
import { addPartRows, type PartCounts, monthTally } from './monthTally';

/**
 * Per-person and per-agreement flags behind the signing indicators (kernel
 * src/domain/indicators/contract.ts), read from the read models contract_facts, person_crowds
 * and person_facts (migration 620). The flags are the kernel's predicates in SQL: signed on the
 * period's last day (`signedOn`), an agreement in force during the period (`inForceDuring`), one
 * due for renewal in it (`renewalDueIn`); crowds on the period's last day as `crowdsOn` places
 * them (age by birth-date bounds, the rest by their periods). Counts are sums per hospital of
 * the resident's file, kept on write (scopeTallies); a drill-down is the rows of the same query
 * where one flag is 1.
 */

export type ContractQuery = 'persons' | 'agreements';

type RowLimit = (column: { hospital: string; person: string }) => string;
const inScope: RowLimit = ({ hospital }) =>
  `${hospital} IN (SELECT descendant FROM hospital_tree WHERE ancestor = @root)`;

/** The resident is in a crowd held as periods on @to. */
const inCrowd = (crowd: string) => `EXISTS (SELECT 1 FROM person_crowds c
      WHERE c.person_num = f.person_num AND c.crowd = '${crowd}' AND c.from_date <= @to
        AND (c.until_date IS NULL OR c.until_date >= @to))`;

const groupFlag = (crowd: string): string =>
  crowd === ELDERLY_CROWD
    ? 'COALESCE(f.birth_date <= @elderlyBornBy, 0)'
    : crowd === CHILD_CROWD
      ? 'COALESCE(f.birth_date > @childBornAfter AND f.birth_date <= @to, 0)'
      : inCrowd(crowd);

/** Residents in the file: signed on @to, and in each 重点人群 on @to. */
const personsSql = (limit: RowLimit): string => `
SELECT personNum, rowKey, hospitalId, birthDate, doctor, team, 1 AS residents, signed,
  keyResidents, keyResidents * signed AS keySigned,
  ${CONTRACT_GROUPS.map(({ key }) => `${key}Residents, ${key}Residents * signed AS ${key}Signed`).join(',\n  ')}
FROM (
  SELECT personNum, rowKey, hospitalId, birthDate, doctor, COALESCE(signedTeam, '') AS team,
    signedTeam IS NOT NULL AS signed,
    MAX(${CONTRACT_GROUPS.map(({ key }) => `${key}Residents`).join(', ')}) AS keyResidents,
    ${CONTRACT_GROUPS.map(({ key }) => `${key}Residents`).join(', ')}
  FROM (
    SELECT f.person_num AS personNum, f.person_num AS rowKey, f.hospital_id AS hospitalId,
      f.birth_date AS birthDate, f.doctor AS doctor,
      (SELECT k.team_id FROM contract_facts k WHERE k.person_num = f.person_num
        AND k.start_date <= @to AND @to <= k.last_day_in_force
        ORDER BY k.start_date DESC, k.contract_id DESC LIMIT 1) AS signedTeam,
      ${CONTRACT_GROUPS.map(({ key, crowd }) => `${groupFlag(crowd)} AS ${key}Residents`).join(',\n      ')}
    FROM person_facts f
    WHERE f.in_file = 1 AND ${limit({ hospital: 'f.hospital_id', person: 'f.person_num' })}
  )
)`;

/** Agreements of residents in the file: due for renewal in the period, in force during it. */
const agreementsSql = (limit: RowLimit): string => `
SELECT personNum, rowKey, hospitalId, birthDate, doctor, team, renewalDue,
  renewalDue * renewed AS renewed,
  inForce, inForce * itemsDue AS itemsDue, inForce * itemsDone AS itemsDone,
  inForce * (itemsDone < itemsDue) AS incomplete
FROM (
  SELECT k.person_num AS personNum, k.contract_id AS rowKey, f.hospital_id AS hospitalId,
    f.birth_date AS birthDate, f.doctor AS doctor, k.team_id AS team, k.renewed AS renewed,
    k.items_due AS itemsDue,
    k.items_done AS itemsDone,
    (k.end_date BETWEEN @from AND @to AND k.last_day_in_force = k.end_date
      AND k.start_date <= k.end_date) AS renewalDue,
    (k.start_date <= k.last_day_in_force AND k.start_date <= @to
      AND @from <= k.last_day_in_force) AS inForce
  FROM contract_facts k JOIN person_facts f ON f.person_num = k.person_num
  WHERE f.in_file = 1 AND ${limit({ hospital: 'f.hospital_id', person: 'k.person_num' })}
)`;

/** The counts read from the agreements; every other count is read from the residents. */
const AGREEMENT_COUNTS: readonly ContractCount[] = [
  'renewalDue',
  'renewed',
  'inForce',
  'incomplete',
  'itemsDue',
  'itemsDone',
];
const QUERY_OF = (count: ContractCount): ContractQuery =>
  AGREEMENT_COUNTS.includes(count) ? 'agreements' : 'persons';

const COUNTS_OF = (query: ContractQuery): ContractCount[] =>
  CONTRACT_COUNTS.filter((count) => QUERY_OF(count) === query);

type Params = Record<string, string | number>;

export const contractSqlOf = (query: ContractQuery, limit: RowLimit = inScope): string =>
  query === 'persons' ? personsSql(limit) : agreementsSql(limit);

export const contractParamsOf = (query: ContractQuery, root: string, period: ContractPeriod) => ({
  root,
  from: period.from,
  to: period.to,
  ...(query === 'persons'
    ? {
        elderlyBornBy: ageCrowdBirthBounds(ELDERLY_CROWD, period.to).bornBy,
        childBornAfter:
          ageCrowdBirthBounds(CHILD_CROWD, period.to).bornAfter ?? addDays(period.to, 1),
      }
    : {}),
});

/** The kept tally of one query's counts per hospital (its period is its parameter). */
const tallyOf = (query: ContractQuery, period: ContractPeriod): TallyDefinition => {
  const { root: _root, ...params } = contractParamsOf(query, '', period);
  return {
    name: `contracts:${query}:${period.from}`,
    sql: `SELECT hospitalId AS hospital_id, doctor AS part,
      ${COUNTS_OF(query)
        .map((count) => `SUM(${count}) AS ${count}`)
        .join(', ')}
      FROM (${contractSqlOf(query, () => '{person}')}) GROUP BY hospitalId, doctor`,
    personColumn: query === 'persons' ? 'f.person_num' : 'k.person_num',
    params,
  };
};

/** Every signing count per hospital of the scope. */
export const contractCountsByHospital = (
  db: Db,
  root: string,
  period: ContractPeriod,
): Map<string, Partial<Record<ContractCount, number>>> => {
  const result = new Map<string, Partial<Record<ContractCount, number>>>();
  const tallies = scopeTalliesOf(db);
  for (const query of ['persons', 'agreements'] as const) {
    for (const row of tallies.read(tallyOf(query, period), root)) {
      const entry = result.get(row.hospitalId) ?? {};
      for (const [count, value] of Object.entries(row.counts)) {
        entry[count as ContractCount] = (entry[count as ContractCount] ?? 0) + value;
      }
      result.set(row.hospitalId, entry);
    }
  }
  return result;
};

/** Every signing count per hospital and 责任医生 of the resident's archive (the kept tallies). */
export const contractCountsByDoctor = (
  db: Db,
  root: string,
  period: ContractPeriod,
): PartCounts => {
  const result: PartCounts = new Map();
  const tallies = scopeTalliesOf(db);
  for (const query of ['persons', 'agreements'] as const) {
    addPartRows(result, tallies.read(tallyOf(query, period), root));
  }
  return result;
};

/** The counts a 家庭医生团队 is answerable for: its residents signed, its agreements' items. */
export const TEAM_COUNTS: readonly ContractCount[] = [
  'signed',
  'keySigned',
  'renewalDue',
  'renewed',
  'inForce',
  'incomplete',
  'itemsDue',
  'itemsDone',
];

/**
 * The kept tally of one query's team counts per hospital of the resident's file and team (its
 * part): a resident counts for the team of the agreement in force on @to, an agreement for its
 * own team (contract_facts.team_id, migration 696).
 */
const teamTallyOf = (query: ContractQuery, period: ContractPeriod): TallyDefinition => {
  const { root: _root, ...params } = contractParamsOf(query, '', period);
  const counts = COUNTS_OF(query).filter((count) => TEAM_COUNTS.includes(count));
  return {
    name: `contractTeams:${query}:${period.from}`,
    sql: `SELECT hospitalId AS hospital_id, team AS part,
      ${counts.map((count) => `SUM(${count}) AS ${count}`).join(', ')}
      FROM (${contractSqlOf(query, () => '{person}')}) WHERE team <> '' GROUP BY hospitalId, team`,
    personColumn: query === 'persons' ? 'f.person_num' : 'k.person_num',
    params,
  };
};

/** Every team count per hospital and team of the scope (the kept tallies; part = team id). */
export const contractCountsByTeam = (db: Db, root: string, period: ContractPeriod): PartCounts => {
  const result: PartCounts = new Map();
  const tallies = scopeTalliesOf(db);
  for (const query of ['persons', 'agreements'] as const) {
    addPartRows(result, tallies.read(teamTallyOf(query, period), root));
  }
  return result;
};

/** The same team counts computed from the read models at once (the rebuild the tests compare). */
export const contractCountsByTeamComputed = (
  db: Db,
  root: string,
  period: ContractPeriod,
): Map<string, Record<string, number>> => {
  const result = new Map<string, Record<string, number>>();
  for (const query of ['persons', 'agreements'] as const) {
    const counts = COUNTS_OF(query).filter((count) => TEAM_COUNTS.includes(count));
    const rows = db
      .prepare<Params, Record<string, number | string>>(
        `SELECT team, ${counts.map((count) => `SUM(${count}) AS ${count}`).join(', ')}
         FROM (${contractSqlOf(query)}) WHERE team <> '' GROUP BY team`,
      )
      .all(contractParamsOf(query, root, period));
    for (const { team, ...values } of rows) {
      const entry = result.get(String(team)) ?? {};
      for (const [count, value] of Object.entries(values)) entry[count] = Number(value ?? 0);
      result.set(String(team), entry);
    }
  }
  return result;
};

/**
 * Every signing count per hospital and month of a year, each the year's to the month's end (the
 * rate trends): the same queries as contractCountsByHospital, one per month (monthTally).
 */
export const contractCountsByHospitalMonth = (
  db: Db,
  root: string,
  months: readonly MonthToDate[],
): PartCounts => {
  const result: PartCounts = new Map();
  const tallies = scopeTalliesOf(db);
  for (const query of ['persons', 'agreements'] as const) {
    const definition = monthTally(
      `contractMonths:${query}:${months[0]?.from ?? ''}`,
      months,
      query === 'persons' ? 'f.person_num' : 'k.person_num',
      () => contractSqlOf(query, () => '{person}'),
      COUNTS_OF(query)
        .map((count) => `SUM(${count}) AS ${count}`)
        .join(', '),
      (period) => {
        const { root: _root, ...params } = contractParamsOf(query, '', period);
        return params;
      },
    );
    addPartRows(result, tallies.read(definition, root));
  }
  return result;
};

/** A drill-down's rows: the scope's, or (签约团队统计) one team's within it. */
export type ContractDetailScope = DetailScope & { team?: string };

const detailSql = (column: ContractPersonCount, scope: ContractDetailScope): string =>
  `FROM (${contractSqlOf(QUERY_OF(column))}) d
    JOIN resource_records r ON r.family = 'persons' AND r.id = d.personNum
    WHERE d.${column} = 1${detailLimits(scope)}${
      scope.team === undefined ? '' : ' AND d.team = @team'
    }`;

const detailParams = (
  column: ContractPersonCount,
  scope: ContractDetailScope,
  period: ContractPeriod,
) => ({
  ...contractParamsOf(QUERY_OF(column), scope.root, period),
  ...detailLimitParams(scope),
  ...(scope.team === undefined ? {} : { team: scope.team }),
});

const DETAIL_COLUMNS = `d.personNum, d.hospitalId, COALESCE(r.name, '') AS name,
  COALESCE(r.id_card_no, '') AS idCardNo, d.birthDate`;

/** How many rows a drill-down holds. */
export const contractDetailCount = (
  db: Db,
  column: ContractPersonCount,
  scope: ContractDetailScope,
  period: ContractPeriod,
): number =>
  db
    .prepare<Params, { n: number }>(`SELECT COUNT(*) AS n ${detailSql(column, scope)}`)
    .get(detailParams(column, scope, period))?.n ?? 0;

/** One page of the residents behind one count, in file-number order, and how many there are. */
export const contractDetailPage = (
  db: Db,
  column: ContractPersonCount,
  scope: ContractDetailScope,
  period: ContractPeriod,
  page: { number: number; size: number },
): { rows: DetailRow[]; total: number } => {
  const from = detailSql(column, scope);
  const params = detailParams(column, scope, period);
  const total = contractDetailCount(db, column, scope, period);
  const rows = db
    .prepare<Params, DetailRow>(
      `SELECT ${DETAIL_COLUMNS} ${from}
       ORDER BY d.personNum, d.rowKey LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: page.size, offset: (page.number - 1) * page.size });
  return { rows, total };
};

/** A drill-down's export: the keys at once, then the rows by key in batches. */
export const contractDetailExport = (
  db: Db,
  column: ContractPersonCount,
  scope: ContractDetailScope,
  period: ContractPeriod,
): DetailExport => {
  const from = detailSql(column, scope);
  const params = detailParams(column, scope, period);
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
