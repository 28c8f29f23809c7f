import { addMonths } from '../../../src/domain/calendar';
import { type CarePoint } from './people';
import { type DatedWriter, round } from './seedWriter';

/**
 * Each query counts per hospital in one pass (GROUP BY), and the counts are summed per township
 * centre here: a query per centre and month read the same rows forty times over.
 */
interface HospitalCount {
  hospital: string | null;
  n: number;
}

/** A report record of a centre, written by the overnight count of `today`. */
const countedOvernight = (centre: string, today: string) => ({
  hospitalId: centre,
  createdBy: '系统统计',
  createdAt: `${today} 02:00:00`,
});

/** Residents on file (在册) born on or before @born. */
const ON_FILE = `SELECT hospital_id AS hospital, COUNT(*) AS n FROM resource_records
  WHERE family = 'persons' AND status = '1' AND json_extract(data, '$.birthDate') <= @born
  GROUP BY hospital_id`;

/** Cards under management (not terminated). */
const MANAGED = `SELECT hospital_id AS hospital, COUNT(*) AS n FROM resource_records
  WHERE family = @family AND COALESCE(json_extract(data, '$.manageStatus'), '1') <> '2'
  GROUP BY hospital_id`;

/** Each resident with a record of a family in [@from, @to] (people, not visits). */
const PEOPLE = `SELECT DISTINCT hospital_id AS hospital, person_num AS person FROM resource_records
  WHERE family = @family AND record_date BETWEEN @from AND @to`;

/** Records of a family per hospital and month in [@from, @to]. */
const MONTHS = `SELECT hospital_id AS hospital, substr(record_date, 1, 7) AS month, COUNT(*) AS n
  FROM resource_records WHERE family = @family AND record_date BETWEEN @from AND @to
  GROUP BY hospital_id, month`;

const percent = (part: number, whole: number): number =>
  whole > 0 ? round((part / whole) * 100, 2) : 0;

/** The township centre of every care point (a centre is its own). */
const centreOfPoints = (points: readonly CarePoint[]): ReadonlyMap<string, string> =>
  new Map(points.map((point) => [point.hospitalId, point.centreId]));

/** Per-hospital counts summed per centre. */
const perCentre = (
  rows: readonly HospitalCount[],
  centreOf: ReadonlyMap<string, string>,
): Map<string, number> => {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const centre = centreOf.get(row.hospital ?? '');
    if (centre) sums.set(centre, (sums.get(centre) ?? 0) + row.n);
  }
  return sums;
};

/** 基本公共卫生服务汇总表: the twelve months up to `today` of each township. */
const writeServiceSummary: DatedWriter<CarePoint> = (db, writer, points, today) => {
  const centreOf = centreOfPoints(points);
  const year = Number(today.slice(0, 4));
  const from = addMonths(today, -12);
  const count = (sql: string, params: Record<string, string>) =>
    perCentre(db.prepare<[Record<string, string>], HospitalCount>(sql).all(params), centreOf);
  const people = (family: string) => {
    const seen = new Map<string, Set<string>>();
    const rows = db
      .prepare<[Record<string, string>], { hospital: string | null; person: string | null }>(PEOPLE)
      .all({ family, from, to: today });
    for (const row of rows) {
      const centre = centreOf.get(row.hospital ?? '');
      if (!centre || !row.person) continue;
      const persons = seen.get(centre) ?? new Set<string>();
      persons.add(row.person);
      seen.set(centre, persons);
    }
    return (centre: string) => seen.get(centre)?.size ?? 0;
  };
  const archives = count(ON_FILE, { born: today });
  const elderly = count(ON_FILE, { born: `${year - 65}${today.slice(4)}` });
  const hypertension = count(MANAGED, { family: 'hypertensionCard' });
  const diabetes = count(MANAGED, { family: 'diabetesManager' });
  const vaccination = count(MANAGED, { family: 'vaccinationcards' });
  const checked = people('healthCheckTables');
  const signed = people('signRegistes');
  const population = db.prepare<[string, number], { value: number }>(
    "SELECT value FROM indicator_denominators WHERE hosp_id = ? AND year = ? AND kind = 'population'",
  );
  for (const { hospitalId: centre } of points.filter((point) => !point.villageName)) {
    const archiveCount = archives.get(centre) ?? 0;
    // 辖区常住人口 as the indicator pages use it (written by writeIndicatorDenominators).
    const residentCount = population.get(centre, year)?.value ?? archiveCount;
    const elderlyCount = elderly.get(centre) ?? 0;
    const elderlyChecked = checked(centre);
    const signedCount = signed(centre);
    writer.add('reportServiceSummary', {
      ...countedOvernight(centre, today),
      data: {
        year,
        residentCount,
        archiveCount,
        archiveRate: percent(archiveCount, residentCount),
        hypertensionManaged: hypertension.get(centre) ?? 0,
        diabetesManaged: diabetes.get(centre) ?? 0,
        elderlyCount,
        elderlyChecked,
        elderlyRate: percent(elderlyChecked, elderlyCount),
        signedCount,
        signRate: percent(signedCount, residentCount),
        vaccinationCards: vaccination.get(centre) ?? 0,
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
const writeMonthlyWork: DatedWriter<CarePoint> = (db, writer, points, today) => {
  const centreOf = centreOfPoints(points);
  const first = addMonths(`${today.slice(0, 7)}-01`, -5);
  const counts = new Map<string, number>();
  const months = db.prepare<
    [Record<string, string>],
    { hospital: string | null; month: string; n: number }
  >(MONTHS);
  for (const [field, family] of MONTHLY) {
    for (const row of months.all({ family, from: first, to: today })) {
      const centre = centreOf.get(row.hospital ?? '');
      if (!centre) continue;
      const key = `${centre}|${row.month}|${field}`;
      counts.set(key, (counts.get(key) ?? 0) + row.n);
    }
  }
  for (let back = 5; back >= 0; back -= 1) {
    const month = addMonths(`${today.slice(0, 7)}-01`, -back).slice(0, 7);
    for (const { hospitalId: centre } of points.filter((point) => !point.villageName)) {
      const data: Record<string, string | number> = { month };
      let workTotal = 0;
      for (const [field] of MONTHLY) {
        const n = counts.get(`${centre}|${month}|${field}`) ?? 0;
        data[field] = n;
        workTotal += n;
      }
      data.workTotal = workTotal;
      writer.add('lyxreportMonthlyWork', {
        ...countedOvernight(centre, today),
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
const writeTeamSummary: DatedWriter<CarePoint> = (db, writer, centres, today) => {
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
      ...countedOvernight(centre, today),
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
export const writeReports: DatedWriter<CarePoint> = (db, writer, points, today) => {
  writeServiceSummary(db, writer, points, today);
  writeMonthlyWork(db, writer, points, today);
  writeTeamSummary(
    db,
    writer,
    points.filter((point) => !point.villageName),
    today,
  );
};
