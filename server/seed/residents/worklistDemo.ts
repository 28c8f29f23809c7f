import { addDays, addMonths, ageOn, daysBetween } from '../../../src/domain/calendar';
import { proposeNextVisitDate } from '../../../src/domain/followUp';
import { type Db } from '../../db/openDatabase';
import { centreId, clinicId } from '../hospitals';
import { createRandom, DEMO_SEED } from '../random';
import { ruledFollowUp } from './ruledFollowUp';
import { type Data, SEED_DAY, type SeedWriter, workTime } from './seedWriter';

/**
 * Follow-ups dated from the server's clock at seed time, so a fresh `npm start` always shows
 * each demo doctor patients due today, due this week, uncontrolled ones with their two-week
 * visit pending, and a freshly overdue one, whatever day it is (the rest of the demo data is
 * dated from the fixed SEED_DAY and drifts into "overdue" as time passes).
 */

const KONGCHENG = '340881100';
/**
 * 张德明 (cunyi01) works at the 桐梓村 clinic; 李秀英 (xzys01) at the centre above it (her list
 * is the centre and two other clinics, so each of the two has patients of their own).
 */
const TONGZI_CLINIC = clinicId('340881100201');

/** The towns of the other demo township doctors (server/seed/users.ts). */
const OTHER_DOCTOR_TOWNS = ['340881102', '340881103', '340881104'];

const withClinics = (db: Db, centre: string): string[] => [
  centre,
  ...db
    .prepare<[string], { hosp_id: string }>('SELECT hosp_id FROM hospitals WHERE parent_id = ?')
    .all(centre)
    .map((row) => row.hosp_id),
];

interface Plan {
  family: 'hypertensionFollowUp' | 'diabetesFollowUP';
  /**
   * The visit's day and whether its values are 控制满意 (next visit 3 months on) or not (the
   * two-week visit, service-rules §3).
   */
  visit: (today: string) => { visitDate: string; controlled: boolean };
}

/** Days to the visit after an uncontrolled one (service-rules §3). */
const TWO_WEEKS = 14;

/**
 * A routine visit `monthsAgo` months before, moved by `shiftDays`, so that its 3-month next
 * visit falls `shiftDays` from today. Some days no day three months earlier reaches (05-31:
 * February has no 31st); then an uncontrolled visit two weeks before makes the same day due.
 */
const routine =
  (monthsAgo: number, shiftDays: number): Plan['visit'] =>
  (today) => {
    const target = addDays(today, shiftDays);
    const guess = addDays(addMonths(today, -monthsAgo), shiftDays);
    const visitDate = [0, -1, -2, -3, 1, 2, 3]
      .map((days) => addDays(guess, days))
      .find((day) => addMonths(day, monthsAgo) === target);
    return visitDate
      ? { visitDate, controlled: true }
      : { visitDate: addDays(target, -TWO_WEEKS), controlled: false };
  };

/** An uncontrolled visit `daysAgo` days before today. */
const uncontrolled =
  (daysAgo: number): Plan['visit'] =>
  (today) => ({ visitDate: addDays(today, -daysAgo), controlled: false });

/** Per doctor: 3 due today, 2 due this week, 2 two-week visits pending, 1 of each overdue. */
const PLANS: readonly Plan[] = [
  { family: 'hypertensionFollowUp', visit: routine(3, 0) },
  { family: 'hypertensionFollowUp', visit: routine(3, 0) },
  { family: 'diabetesFollowUP', visit: routine(3, 0) },
  { family: 'hypertensionFollowUp', visit: routine(3, 3) },
  { family: 'diabetesFollowUP', visit: routine(3, 5) },
  { family: 'hypertensionFollowUp', visit: uncontrolled(5) },
  { family: 'diabetesFollowUP', visit: uncontrolled(8) },
  { family: 'hypertensionFollowUp', visit: uncontrolled(20) },
  { family: 'hypertensionFollowUp', visit: routine(3, -4) },
];

/** The chronic-management families and the date fields each carries. */
const SHIFTED: Readonly<Record<string, readonly string[]>> = {
  hypertensionCard: ['confirmDate', 'buildDate', 'terminationDate'],
  diabetesManager: ['confirmDate', 'buildDate', 'terminationDate'],
  hypertensionFollowUp: ['visitDate'],
  diabetesFollowUP: ['visitDate', 'hba1cDate'],
  healthCheckTables: ['checkDate'],
};

/** A 'YYYY-MM-DD…' text moved by whole days (SQLite's date(x, '+N days') keeps the day only). */
const shiftedDay = (value: string, days: number): string => addDays(value.slice(0, 10), days);

/** A 'YYYY-MM-DD HH:mm:ss' text moved by whole days (SQLite's datetime(x, '+N days')). */
const shiftedTime = (value: string, days: number): string =>
  `${addDays(value.slice(0, 10), days)}${value.slice(10)}`;

/**
 * Moves the living residents' chronic histories (cards, follow-ups, yearly health checks) from
 * SEED_DAY to `today`, whole days, so the current year's indicators mean the same on any day
 * the database is seeded (after 1 January 2027 they would otherwise fall to 0). The rest of the
 * demo data, and the records of residents who died or moved away (whose dates hang on their
 * death or move), stay on SEED_DAY. Returns the number of days moved.
 *
 * One read and one write per record (a county-sized seed holds millions of them): its date
 * fields, record_date, created_at and updated_at moved, and a follow-up's 下次随访日期 the rule's
 * date from the moved visit (whole months do not shift by days: 08-31 + 3 months is 11-30, but
 * 09-01 + 3 months is 12-01).
 */
export const shiftChronicHistory = (db: Db, today: string): number => {
  const days = daysBetween(SEED_DAY, today);
  if (!(days > 0)) return 0;
  const rowids = db
    .prepare<[string], number>(
      `SELECT rowid FROM resource_records WHERE family = ? AND person_num IN (
         SELECT person_num FROM resource_records WHERE family = 'persons' AND status = '1')`,
    )
    .pluck();
  const read = db.prepare<[number], ShiftedRow>(
    'SELECT data, record_date, created_at, updated_at FROM resource_records WHERE rowid = ?',
  );
  const write = db.prepare(
    `UPDATE resource_records SET data = ?, record_date = ?, created_at = ?, updated_at = ?
     WHERE rowid = ?`,
  );
  for (const [family, fields] of Object.entries(SHIFTED)) {
    const followUp = family === 'hypertensionFollowUp' || family === 'diabetesFollowUP';
    for (const rowid of rowids.all(family)) {
      const row = read.get(rowid);
      if (!row) continue;
      const data = JSON.parse(row.data) as Data;
      for (const field of fields) {
        const value = data[field];
        if (typeof value === 'string') data[field] = shiftedDay(value, days);
      }
      const createdAt = shiftedTime(row.created_at, days);
      if (followUp) {
        const next = proposeNextVisitDate({
          visitDate: String(data.visitDate),
          classification:
            typeof data.visitClassification === 'string' ? data.visitClassification : '',
          referred: typeof data.referralReason === 'string' && data.referralReason !== '',
          today: createdAt.slice(0, 10),
        });
        if (next) data.nextVisitDate = next;
      }
      write.run(
        JSON.stringify(data),
        row.record_date === null ? null : shiftedDay(row.record_date, days),
        createdAt,
        shiftedTime(row.updated_at, days),
        rowid,
      );
    }
  }
  return days;
};

interface ShiftedRow {
  data: string;
  record_date: string | null;
  created_at: string;
  updated_at: string;
}

const CARD_OF = { hypertensionFollowUp: 'hypertensionCard', diabetesFollowUP: 'diabetesManager' };

interface Candidate {
  personNum: string;
  hospitalId: string;
  birthDate: string | null;
  data: string;
  lastVisit: string;
}

/** Active patients of the hospitals with their latest visit (the template of the new one). */
const candidates = (db: Db, family: Plan['family'], hospitals: readonly string[]): Candidate[] =>
  db
    .prepare<[string, string, string, string], Candidate>(
      `SELECT c.person_num AS personNum, c.hospital_id AS hospitalId, v.data AS data,
         v.record_date AS lastVisit,
         (SELECT json_extract(p.data, '$.birthDate') FROM resource_records p
           WHERE p.family = 'persons' AND p.id = c.person_num) AS birthDate
       FROM resource_records c
       JOIN resource_records v ON v.rowid = (SELECT x.rowid FROM resource_records x
         WHERE x.person_num = c.person_num AND x.family = ? ORDER BY x.record_date DESC LIMIT 1)
       WHERE c.family = ? AND c.status = '1' AND c.hospital_id IN (SELECT value FROM json_each(?))
         AND v.family = ?
       ORDER BY c.person_num`,
    )
    .all(family, CARD_OF[family], JSON.stringify(hospitals), family);

export const writeWorklistDemo = (db: Db, writer: SeedWriter, today: string): number => {
  const random = createRandom(DEMO_SEED + 12);
  const scopes = [
    [centreId(KONGCHENG), clinicId('340881100202'), clinicId('340881100203')],
    [TONGZI_CLINIC],
    // 刘海燕 (xinyh01), 陈志强 (guoqi01), 杨丽华 (ruomm01): township doctors of the next centres.
    ...OTHER_DOCTOR_TOWNS.map((town) => withClinics(db, centreId(town))),
  ];
  const used = new Set<string>();
  let written = 0;
  for (const hospitals of scopes) {
    for (const plan of PLANS) {
      const { visitDate, controlled } = plan.visit(today);
      const patient = candidates(db, plan.family, hospitals).find(
        (row) => !used.has(row.personNum) && row.lastVisit < visitDate,
      );
      if (!patient) continue;
      used.add(patient.personNum);
      const template = JSON.parse(patient.data) as Data;
      const values: Data =
        plan.family === 'hypertensionFollowUp'
          ? controlled
            ? { sbp: random.int(118, 136), dbp: random.int(70, 86) }
            : { sbp: random.int(152, 172), dbp: random.int(92, 102) }
          : controlled
            ? { fastingBloodGlucose: random.int(52, 66) / 10, sbp: 128, dbp: 78 }
            : { fastingBloodGlucose: random.int(84, 126) / 10, sbp: 134, dbp: 84 };
      const createdAt = workTime(random, visitDate);
      writer.add(plan.family, {
        hospitalId: patient.hospitalId,
        createdBy: typeof template.doctorSignature === 'string' ? template.doctorSignature : '',
        createdAt,
        // Class, referral and next date as the rules give them (planned today, this week, in
        // two weeks or overdue, by the visit date chosen above).
        data: ruledFollowUp(
          plan.family === 'hypertensionFollowUp' ? 'hypertension' : 'diabetes',
          plan.family,
          { ...template, ...values, visitDate, visitMethod: '1' },
          {
            age: ageOn(patient.birthDate, visitDate),
            previousClassification:
              typeof template.visitClassification === 'string'
                ? template.visitClassification
                : undefined,
            enteredOn: createdAt.slice(0, 10),
          },
        ),
      });
      written += 1;
    }
  }
  return written;
};

/**
 * Population figures for the current year, so 管理率 has denominators: about 8% of residents
 * unfiled, expected cases a little above the managed ones (a realistic 60–80% 管理率). Written
 * for every Tongcheng institution as its subtree's figure.
 */
export const writeIndicatorDenominators = (db: Db, year: number): void => {
  const insert = db.prepare(
    'INSERT INTO indicator_denominators (hosp_id, year, kind, value) VALUES (?, ?, ?, ?)',
  );
  const hospitals = db
    .prepare<[], { hosp_id: string }>("SELECT hosp_id FROM hospitals WHERE hosp_id LIKE '340881%'")
    .all();
  const count = db.prepare<[string, string], { n: number }>(
    `WITH RECURSIVE subtree (hosp_id) AS (
       SELECT ? UNION SELECT h.hosp_id FROM hospitals h JOIN subtree s ON h.parent_id = s.hosp_id)
     SELECT COUNT(*) AS n FROM resource_records
     WHERE family = ? AND hospital_id IN (SELECT hosp_id FROM subtree) AND COALESCE(status, '1') <> '2'`,
  );
  for (const { hosp_id: id } of hospitals) {
    const persons = count.get(id, 'persons')?.n ?? 0;
    if (persons === 0) continue;
    insert.run(id, year, 'population', Math.round(persons * 1.08));
    const htn = count.get(id, 'hypertensionCard')?.n ?? 0;
    if (htn > 0) insert.run(id, year, 'htnExpected', Math.round(htn * 1.45) + 1);
    const dm = count.get(id, 'diabetesManager')?.n ?? 0;
    if (dm > 0) insert.run(id, year, 'dmExpected', Math.round(dm * 1.6) + 1);
  }
};
