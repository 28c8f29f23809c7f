import { type Statement } from 'better-sqlite3';

import { managedHospitalIds } from '../../auth/managedHospitals';
import { type Db } from '../../db/openDatabase';
import { addMonths } from '../../resources/time';
import { type CarePoint } from './people';
import { round, type SeedWriter } from './seedWriter';

/** The centre's hospitals (itself and its village clinics), as a JSON list. */
const IN_CENTRE = 'hospital_id IN (SELECT value FROM json_each(@hospitals))';

/** Records of a family in a centre's hospitals, dated in [@from, @to]. */
const DATED = `SELECT COUNT(*) AS n FROM resource_records
  WHERE family = @family AND ${IN_CENTRE}
    AND record_date BETWEEN @from AND @to`;

/** Residents on file (在册) of a centre's hospitals born on or before @born. */
const ON_FILE = `SELECT COUNT(*) AS n FROM resource_records
  WHERE family = 'persons' AND ${IN_CENTRE} AND status = '1'
    AND json_extract(data, '$.birthDate') <= @born`;

/** Distinct residents with a record of a family in the window (people, not visits). */
const PEOPLE = `SELECT COUNT(DISTINCT person_num) AS n FROM resource_records
  WHERE family = @family AND ${IN_CENTRE}
    AND record_date BETWEEN @from AND @to`;

/** Cards under management (not terminated) of a centre's hospitals. */
const MANAGED = `SELECT COUNT(*) AS n FROM resource_records
  WHERE family = @family AND ${IN_CENTRE}
    AND COALESCE(json_extract(data, '$.manageStatus'), '1') <> '2'`;

const percent = (part: number, whole: number): number =>
  whole > 0 ? round((part / whole) * 100, 2) : 0;

type Counter = (sql: string, params: Record<string, string>) => number;

/** Counts by a query of the above, each prepared once, for a centre's hospitals. */
const counter = (db: Db): Counter => {
  const statements = new Map<string, Statement<[Record<string, string>], { n: number }>>();
  const subtrees = new Map<string, string>();
  return (sql, params) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<[Record<string, string>], { n: number }>(sql);
      statements.set(sql, statement);
    }
    const centre = params.centre ?? '';
    let hospitals = subtrees.get(centre);
    if (!hospitals) {
      hospitals = JSON.stringify(managedHospitalIds(db, centre));
      subtrees.set(centre, hospitals);
    }
    const { centre: _centre, ...rest } = params;
    return statement.get({ ...rest, hospitals })?.n ?? 0;
  };
};

/** 基本公共卫生服务汇总表: the twelve months up to `today` of each township. */
const writeServiceSummary = (
  db: Db,
  writer: SeedWriter,
  centres: readonly CarePoint[],
  today: string,
): void => {
  const count = counter(db);
  const year = Number(today.slice(0, 4));
  const from = addMonths(today, -12);
  const population = db.prepare<[string, number], { value: number }>(
    "SELECT value FROM indicator_denominators WHERE hosp_id = ? AND year = ? AND kind = 'population'",
  );
  for (const { hospitalId: centre } of centres) {
    const archiveCount = count(ON_FILE, { centre, born: today });
    // 辖区常住人口 as the indicator pages use it (written by writeIndicatorDenominators).
    const residentCount = population.get(centre, year)?.value ?? archiveCount;
    const elderlyCount = count(ON_FILE, { centre, born: `${year - 65}${today.slice(4)}` });
    const elderlyChecked = count(PEOPLE, { centre, family: 'healthCheckTables', from, to: today });
    const signedCount = count(PEOPLE, { centre, family: 'signRegistes', from, to: today });
    writer.add('reportServiceSummary', {
      hospitalId: centre,
      createdBy: '系统统计',
      createdAt: `${today} 02:00:00`,
      data: {
        year,
        residentCount,
        archiveCount,
        archiveRate: percent(archiveCount, residentCount),
        hypertensionManaged: count(MANAGED, { centre, family: 'hypertensionCard' }),
        diabetesManaged: count(MANAGED, { centre, family: 'diabetesManager' }),
        elderlyCount,
        elderlyChecked,
        elderlyRate: percent(elderlyChecked, elderlyCount),
        signedCount,
        signRate: percent(signedCount, residentCount),
        vaccinationCards: count(MANAGED, { centre, family: 'vaccinationcards' }),
        statDate: today,
      },
    });
  }
};

const MONTHLY: readonly (readonly [string, string])[] = [
  ['newArchives', 'persons'],
  ['hypertensionVisits', 'hypertensionFollowUp'],
  ['diabetesVisits', 'diabetesFollowUP'],
  ['healthChecks', 'healthCheckTables'],
  ['signings', 'signRegistes'],
];

/** 月度工作量统计: the services each township recorded in each of the last six months. */
const writeMonthlyWork = (
  db: Db,
  writer: SeedWriter,
  centres: readonly CarePoint[],
  today: string,
): void => {
  const count = counter(db);
  for (let back = 5; back >= 0; back -= 1) {
    const first = `${addMonths(`${today.slice(0, 7)}-01`, -back)}`;
    const last = `${first.slice(0, 7)}-31`;
    for (const { hospitalId: centre } of centres) {
      const data: Record<string, string | number> = { month: first.slice(0, 7) };
      let workTotal = 0;
      for (const [field, family] of MONTHLY) {
        const n = count(DATED, { centre, family, from: first, to: last });
        data[field] = n;
        workTotal += n;
      }
      data.workTotal = workTotal;
      writer.add('lyxreportMonthlyWork', {
        hospitalId: centre,
        createdBy: '系统统计',
        createdAt: `${today} 02:00:00`,
        data,
      });
    }
  }
};

interface SigningRow {
  teamId: string | null;
  signType: string | null;
  crowdTypes: string | null;
  chargeStatus: string | null;
  signFee: number | null;
}

/** 签约团队统计: each centre team's agreements signed in the twelve months up to `today`. */
const writeTeamSummary = (
  db: Db,
  writer: SeedWriter,
  centres: readonly CarePoint[],
  today: string,
): void => {
  const team = db.prepare<[string], { id: string; teamName: string }>(
    `SELECT id, json_extract(data, '$.teamName') AS teamName FROM resource_records
     WHERE family = 'signTeams' AND hospital_id = ?`,
  );
  // Read once and grouped here: a query per team would read every agreement each time.
  const byTeam = new Map<string, SigningRow[]>();
  const signings = db
    .prepare<[string, string], SigningRow>(
      `SELECT json_extract(data, '$.teamId') AS teamId, json_extract(data, '$.signType') AS signType,
         json_extract(data, '$.crowdTypes') AS crowdTypes,
         json_extract(data, '$.chargeStatus') AS chargeStatus,
         json_extract(data, '$.signFee') AS signFee
       FROM resource_records WHERE family = 'signRegistes' AND record_date BETWEEN ? AND ?`,
    )
    .all(addMonths(today, -12), today);
  for (const row of signings) {
    const rows = byTeam.get(row.teamId ?? '') ?? [];
    rows.push(row);
    byTeam.set(row.teamId ?? '', rows);
  }
  for (const { hospitalId: centre } of centres) {
    const own = team.get(centre);
    if (!own) continue;
    const rows = byTeam.get(own.id) ?? [];
    const keyCrowd = rows.filter((row) => {
      const crowd = JSON.parse(row.crowdTypes ?? '[]') as string[];
      return crowd.some((code) => code !== '1');
    });
    writer.add('signReportTeamSummary', {
      hospitalId: centre,
      createdBy: '系统统计',
      createdAt: `${today} 02:00:00`,
      data: {
        teamName: own.teamName,
        year: Number(today.slice(0, 4)),
        signedCount: rows.length,
        renewalCount: rows.filter((row) => row.signType === '2').length,
        keyCrowdCount: keyCrowd.length,
        chargedCount: rows.filter((row) => row.chargeStatus === '1').length,
        feeTotal: round(
          rows.reduce((sum, row) => sum + (row.signFee ?? 0), 0),
          2,
        ),
      },
    });
  }
};

/**
 * The seeded report families: figures each township centre's records give, counted once the
 * other demo data is in (the reports of the real platform are computed overnight the same way).
 */
export const writeReports = (
  db: Db,
  writer: SeedWriter,
  points: readonly CarePoint[],
  today: string,
): void => {
  const centres = points.filter((point) => !point.villageName);
  writeServiceSummary(db, writer, centres, today);
  writeMonthlyWork(db, writer, centres, today);
  writeTeamSummary(db, writer, centres, today);
};
