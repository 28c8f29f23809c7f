import { migrate } from '../../../server/db/migrate';
import { openDatabase, type Db } from '../../../server/db/openDatabase';
import { createReadModels, type ReadModels } from '../../../server/readModels/readModels';
import { DEFAULT_FOLLOW_UP_RULES } from '../../../src/domain/followUp';
import { scheduleWindows } from '../../../src/domain/schedule';

/**
 * service_due, the schedule engine's read model (src/domain/schedule, derived per resident by
 * server/readModels/deriveResident.ts): a small population whose due lists on one day are worked
 * out by hand from schedule A and B (national-forms-2.md §7/§8), and a saved closing record that
 * closes its service in the writing transaction.
 */

const TODAY = '2026-12-05';

let db: Db;
let models: ReadModels;
let serial = 0;

const insert = (
  family: string,
  personNum: string,
  date: string | null,
  data: Record<string, unknown>,
  status: string | null = '1',
): string => {
  const id = family === 'persons' ? personNum : `${family}-${(serial += 1)}`;
  db.prepare(
    `INSERT INTO resource_records (family, id, person_num, record_date, status, created_by,
       created_at, updated_at, data)
     VALUES (?, ?, ?, ?, ?, 'test', ?, ?, ?)`,
  ).run(
    family,
    id,
    personNum,
    date,
    status,
    `${date ?? TODAY} 09:00:00`,
    `${date ?? TODAY} 09:00:00`,
    JSON.stringify(data),
  );
  return id;
};

const person = (personNum: string, birthDate: string, status = '1'): void => {
  insert('persons', personNum, null, { birthDate, responsibleDoctor: '张德明' }, status);
};

beforeAll(() => {
  db = openDatabase(':memory:');
  migrate(db);
  // A child of 8 months with the newborn visit and the 满月, 3- and 6-month checks done.
  person('child', '2026-04-05');
  insert('newbornVisits', 'child', '2026-04-10', { dischargeDate: '2026-04-07' });
  insert('childHealthChecks', 'child', '2026-05-04', { checkAge: '1' });
  insert('childHealthChecks', 'child', '2026-07-06', { checkAge: '2' });
  insert('childHealthChecks', 'child', '2026-10-06', { checkAge: '3' });
  // 末次月经 2026-07-20: 孕19周5天 today.
  person('mother', '1995-05-05');
  insert('prenatalFirstChecks', 'mother', '2026-09-20', { lastMenstrualPeriod: '2026-07-20' });
  // 不稳定 on 11-20: due two weeks on, yesterday.
  person('mental', '1980-01-01');
  insert('mentalcard', 'mental', '2026-01-01', { buildDate: '2026-01-01' });
  insert('mentalvisit', 'mental', '2026-11-20', { visitClassification: '1' });
  // 65+, last year's check on 2025-12-08; no 自理能力评估 or 体质辨识 yet this year.
  person('elder', '1950-03-01');
  insert('healthCheckTables', 'elder', '2025-12-08', {});
  insert('healthchecktablescores', 'elder', '2026-02-01', {});
  insert('questionnaireMains', 'elder', '2026-02-01', {});
  // A month old: 乙肝 1 and 卡介苗 given.
  person('baby', '2026-11-05');
  insert('vaccinationrecords', 'baby', '2026-11-05', { vaccine: '1', doseNo: 1 });
  insert('vaccinationrecords', 'baby', '2026-11-06', { vaccine: '2', doseNo: 1 });
  insert('newbornVisits', 'baby', '2026-11-10', {});
  // An agreement that ended on 11-30 without renewal.
  person('signed', '1970-01-01');
  insert('signRegistes', 'signed', '2025-12-01', {
    signStatus: '1',
    startDate: '2025-12-01',
    endDate: '2026-11-30',
  });
  // A TB card of 11-28 without the first home visit.
  person('tb', '1975-01-01');
  insert('pulmonarycard', 'tb', '2026-11-28', { buildDate: '2026-11-28' });
  // A child whose archive moved away: no schedule.
  person('moved', '2026-04-05', '2');
  models = createReadModels(db, DEFAULT_FOLLOW_UP_RULES, () => TODAY);
});
afterAll(() => db.close());

/** Open rows due today, this week or overdue, as the work list reads them. */
const openRows = () => {
  const w = scheduleWindows(TODAY, DEFAULT_FOLLOW_UP_RULES.due);
  return db
    .prepare<Record<string, string>, Record<string, string>>(
      `SELECT person_num, programme, service_key, service, due_date, overdue_after,
              CASE WHEN overdue_after < @overdueBefore THEN 'overdue'
                   WHEN due_date <= @today THEN 'today' ELSE 'week' END AS state
         FROM service_due
        WHERE done_date IS NULL AND due_date <= @weekEnd
        ORDER BY person_num, programme, service_key`,
    )
    .all(w);
};

describe('service_due on one day, against hand-computed due lists', () => {
  it('lists exactly the services due today, this week and overdue', () => {
    expect(openRows()).toEqual([
      // Born 11-05: 满月 from day 28 (12-03) to day 30 (12-05).
      {
        person_num: 'baby',
        programme: 'child',
        service_key: 'check-1m',
        service: '满月健康检查',
        due_date: '2026-12-03',
        overdue_after: '2026-12-05',
        state: 'today',
      },
      {
        person_num: 'baby',
        programme: 'vaccination',
        service_key: 'dose-HepB-2',
        service: '乙肝疫苗第2剂',
        due_date: '2026-12-05',
        overdue_after: '2027-05-04',
        state: 'today',
      },
      {
        person_num: 'child',
        programme: 'child',
        service_key: 'check-8m',
        service: '8月龄健康检查',
        due_date: '2026-12-05',
        overdue_after: '2027-01-03',
        state: 'today',
      },
      // The child's vaccinations: none recorded, so every dose to 8 months is open; a dose whose
      // 最迟完成 (12 months) is still ahead is due, not overdue.
      ...[
        ['dose-BCG-1', '卡介苗第1剂', '2026-04-05', '2026-07-04', 'overdue'],
        ['dose-DTaP-1', '百白破疫苗第1剂', '2026-07-05', '2026-08-04', 'overdue'],
        ['dose-DTaP-2', '百白破疫苗第2剂', '2026-08-05', '2026-09-04', 'overdue'],
        ['dose-DTaP-3', '百白破疫苗第3剂', '2026-09-05', '2027-04-04', 'today'],
        ['dose-HepB-1', '乙肝疫苗第1剂', '2026-04-05', '2026-04-06', 'overdue'],
        ['dose-HepB-2', '乙肝疫苗第2剂', '2026-05-05', '2026-10-04', 'overdue'],
        ['dose-HepB-3', '乙肝疫苗第3剂', '2026-10-05', '2027-04-04', 'today'],
        ['dose-JE-1', '乙脑减毒活疫苗第1剂', '2026-12-05', '2027-04-04', 'today'],
        ['dose-MMR-1', '麻腮风疫苗第1剂', '2026-12-05', '2027-04-04', 'today'],
        ['dose-MenA-1', 'A群流脑多糖疫苗第1剂', '2026-10-05', '2027-01-04', 'today'],
        ['dose-Polio-1', '脊灰疫苗第1剂', '2026-06-05', '2026-07-04', 'overdue'],
        ['dose-Polio-2', '脊灰疫苗第2剂', '2026-07-05', '2026-08-04', 'overdue'],
        ['dose-Polio-3', '脊灰疫苗第3剂', '2026-08-05', '2027-04-04', 'today'],
      ].map(([key, service, due, after, state]) => ({
        person_num: 'child',
        programme: 'vaccination',
        service_key: key,
        service,
        due_date: due,
        overdue_after: after,
        state,
      })),
      {
        person_num: 'elder',
        programme: 'elderly',
        service_key: 'annual-check-2026',
        service: '老年人年度健康体检',
        due_date: '2026-12-08',
        overdue_after: '2026-12-31',
        state: 'week',
      },
      {
        person_num: 'mental',
        programme: 'mental',
        service_key: 'visit',
        service: '严重精神障碍随访',
        due_date: '2026-12-04',
        overdue_after: '2026-12-04',
        state: 'overdue',
      },
      {
        person_num: 'mother',
        programme: 'maternal',
        service_key: 'antenatal-2',
        service: '第2次产前随访',
        due_date: '2026-11-09',
        overdue_after: '2026-12-13',
        state: 'today',
      },
      {
        person_num: 'signed',
        programme: 'contract',
        service_key: 'contract-expiry',
        service: '家庭医生签约续约',
        due_date: '2026-10-31',
        overdue_after: '2026-11-30',
        state: 'overdue',
      },
      {
        person_num: 'tb',
        programme: 'tuberculosis',
        service_key: 'first-visit',
        service: '肺结核第一次入户随访',
        due_date: '2026-12-01',
        overdue_after: '2026-12-01',
        state: 'overdue',
      },
    ]);
  });

  it('gives a moved archive no rows, and the doctor from the archive', () => {
    const doctors = db
      .prepare<[], { person_num: string; doctor: string }>(
        'SELECT DISTINCT person_num, doctor FROM service_due ORDER BY 1',
      )
      .all();
    expect(doctors.map((row) => row.person_num)).not.toContain('moved');
    expect(doctors.find((row) => row.person_num === 'child')?.doctor).toBe('张德明');
  });

  it('closes the 8-month check on save, in the writing transaction, and the next check stays open', () => {
    const id = db.transaction(() => {
      const saved = insert('childHealthChecks', 'child', TODAY, { checkAge: '4' });
      models.refresh();
      return saved;
    })();
    const row = (key: string) =>
      db
        .prepare<
          [string],
          { done_date: string | null; done_record_id: string | null; due_date: string }
        >(
          `SELECT done_date, done_record_id, due_date FROM service_due
            WHERE person_num = 'child' AND programme = 'child' AND service_key = ?`,
        )
        .get(key);
    expect(row('check-8m')).toMatchObject({ done_date: TODAY, done_record_id: id });
    expect(row('check-12m')).toMatchObject({ done_date: null, due_date: '2027-04-05' });
    expect(openRows().some((r) => r.person_num === 'child' && r.service_key === 'check-8m')).toBe(
      false,
    );
  });
});
