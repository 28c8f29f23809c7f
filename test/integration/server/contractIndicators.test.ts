import { contractDetailCount } from '../../../server/chronic/contractIndicatorQuery';
import { contractIndicatorRows } from '../../../server/chronic/contractIndicators';
import { periodOf } from '../../../server/chronic/indicators';
import { migrate } from '../../../server/db/migrate';
import { type Db, openDatabase } from '../../../server/db/openDatabase';
import { createReadModels, type ReadModels } from '../../../server/readModels/readModels';
import { scopeTalliesOf } from '../../../server/readModels/scopeTallies';
import { TERMINATED } from '../../../src/domain/contract';
import { DEFAULT_FOLLOW_UP_RULES } from '../../../src/domain/followUp';
import { CONTRACT_PERSON_COUNTS, type ContractCount } from '../../../src/domain/indicators';

/**
 * The signing indicators on a small population whose figures are counted by hand: a township
 * centre (T) with two village clinics (V1, V2), seven residents and their agreements, on
 * 2026-06-30 (the period 2026-01-01 to 2026-06-30). The figures come from the read models kept
 * on write (contract_facts, person_crowds), and every drill-down lists as many residents as its
 * figure says.
 */
const TODAY = '2026-06-30';
const YEAR = 2026;
const [T, V1, V2] = ['340000100001', '34000010000101', '34000010000102'];

type Data = Record<string, unknown>;

const insertRecord = (
  db: Db,
  family: string,
  id: string,
  hospital: string,
  person: string,
  date: string | null,
  data: Data,
  status: string | null = null,
) =>
  db
    .prepare(
      `INSERT INTO resource_records (family, id, hospital_id, person_num, record_date, status,
         created_at, updated_at, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      family,
      id,
      hospital,
      person,
      date,
      status,
      `${date ?? '2020-01-01'} 08:00:00`,
      `${date ?? '2020-01-01'} 08:00:00`,
      JSON.stringify(data),
    );

const person = (db: Db, id: string, hospital: string, birthDate: string, extra: Data = {}) =>
  insertRecord(
    db,
    'persons',
    id,
    hospital,
    id,
    null,
    { birthDate, fileNum: `F${id}`, ...extra },
    (extra.status as string | undefined) ?? '1',
  );

const contract = (
  db: Db,
  id: string,
  personNum: string,
  hospital: string,
  startDate: string,
  endDate: string,
  items: { name: string; rule: string; times: number }[],
  extra: Data = {},
) =>
  insertRecord(
    db,
    'signRegistes',
    id,
    hospital,
    personNum,
    startDate,
    { personNum, signDate: startDate, startDate, endDate, signStatus: '1', items, ...extra },
    (extra.signStatus as string | undefined) ?? '1',
  );

const build = (db: Db) => {
  db.prepare(
    "INSERT INTO regions (region_code, region_name, region_level) VALUES ('340000', '测试县', 3)",
  ).run();
  const hospital = db.prepare(
    `INSERT INTO hospitals (hosp_id, parent_id, region_code, hosp_name, hosp_class, sort_no)
     VALUES (?, ?, '340000', ?, ?, ?)`,
  );
  hospital.run(T, null, '测试镇卫生院', 2, 1);
  hospital.run(V1, T, '一村卫生室', 3, 1);
  hospital.run(V2, T, '二村卫生室', 3, 2);

  // p1 (V1): 76, hypertensive; in force on the day; 5 items due, 3 delivered.
  person(db, 'p1', V1, '1950-03-01');
  insertRecord(
    db,
    'hypertensionCard',
    'card1',
    V1,
    'p1',
    '2020-01-01',
    {
      buildDate: '2020-01-01',
      manageStatus: '1',
    },
    '1',
  );
  contract(db, 'c1', 'p1', V1, '2026-01-10', '2027-01-09', [
    { name: '健康体检', rule: 'healthCheck', times: 1 },
    { name: '高血压面对面随访', rule: 'htnFollowUp', times: 4 },
  ]);
  insertRecord(db, 'healthCheckTables', 'h1', V1, 'p1', '2026-03-01', {});
  for (const [id, date] of [
    ['v0', '2025-12-01'],
    ['v1', '2026-02-01'],
    ['v2', '2026-05-01'],
  ]) {
    insertRecord(db, 'hypertensionFollowUp', id!, V1, 'p1', date!, { visitMethod: '1' });
  }
  // p2 (V1): 36; its agreement ends on the day (signed, due for renewal, not renewed).
  person(db, 'p2', V1, '1990-05-05');
  contract(db, 'c2', 'p2', V1, '2025-07-01', '2026-06-30', [
    { name: '健康教育', rule: 'education', times: 2 },
  ]);
  // p3 (V2): a child of 3; c3 ended in February and c4 renews it.
  person(db, 'p3', V2, '2022-07-01');
  contract(db, 'c3', 'p3', V2, '2025-03-01', '2026-02-28', [
    { name: '儿童健康检查', rule: 'childCheck', times: 2 },
  ]);
  insertRecord(db, 'childHealthChecks', 'k1', V2, 'p3', '2025-05-01', {});
  contract(
    db,
    'c4',
    'p3',
    V2,
    '2026-03-01',
    '2027-02-28',
    [{ name: '儿童健康检查', rule: 'childCheck', times: 1 }],
    { previousId: 'c3' },
  );
  insertRecord(db, 'childHealthChecks', 'k2', V2, 'p3', '2026-04-01', {});
  // p4 (V2): disabled; 解约 on 1 March (in force in the period, not on the day).
  person(db, 'p4', V2, '1980-01-01', { disability: ['2'] });
  contract(
    db,
    'c5',
    'p4',
    V2,
    '2026-01-01',
    '2026-12-31',
    [{ name: '健康教育', rule: 'education', times: 1 }],
    { signStatus: TERMINATED, terminationDate: '2026-03-01' },
  );
  // p5 (T): 86, never signed. p6 (T): dead, signed (counted nowhere).
  person(db, 'p5', T, '1940-01-01');
  person(db, 'p6', T, '1940-01-01', { status: '3' });
  contract(db, 'c6', 'p6', T, '2026-01-01', '2026-12-31', [
    { name: '健康教育', rule: 'education', times: 1 },
  ]);
  // p7 (V1): pregnant; an agreement that ended before the period.
  person(db, 'p7', V1, '1995-01-01');
  insertRecord(db, 'prenatalFirstChecks', 'pr1', V1, 'p7', '2026-02-01', {
    dueDate: '2026-09-01',
  });
  contract(db, 'c7', 'p7', V1, '2025-01-01', '2025-12-31', [
    { name: '健康教育', rule: 'education', times: 1 },
  ]);
};

describe('signing indicators on a small population', () => {
  let db: Db;
  let readModels: ReadModels;

  const rowsOf = () => {
    readModels.refresh();
    return new Map(contractIndicatorRows(db, T, YEAR, TODAY).map((row) => [row.hospitalId, row]));
  };

  beforeAll(() => {
    db = openDatabase(':memory:');
    migrate(db);
    build(db);
    readModels = createReadModels(db, DEFAULT_FOLLOW_UP_RULES);
  });
  afterAll(() => db.close());

  it('counts 签约率, each 重点人群, 续约率 and 履约率 as counted by hand', () => {
    const rows = rowsOf();
    expect(rows.get(T)?.counts).toMatchObject({
      residents: 6,
      signed: 3,
      keyResidents: 5,
      keySigned: 2,
      elderlyResidents: 2,
      elderlySigned: 1,
      htnResidents: 1,
      htnSigned: 1,
      childResidents: 1,
      childSigned: 1,
      maternalResidents: 1,
      maternalSigned: 0,
      disabledResidents: 1,
      disabledSigned: 0,
      dmResidents: 0,
      renewalDue: 2,
      renewed: 1,
      inForce: 5,
      incomplete: 4,
      itemsDue: 11,
      itemsDone: 5,
    } satisfies Partial<Record<ContractCount, number>>);
    expect(rows.get(T)?.values).toMatchObject({
      signRate: { numerator: 3, denominator: 6, rate: 50 },
      renewalRate: { numerator: 1, denominator: 2, rate: 50 },
      fulfilmentRate: { numerator: 5, denominator: 11, rate: 45.5 },
      elderlySignRate: { numerator: 1, denominator: 2, rate: 50 },
    });
    expect(rows.get(T)?.ownCounts).toMatchObject({ residents: 1, signed: 0 });
    expect(rows.get(V1)?.counts).toMatchObject({ residents: 3, signed: 2, itemsDue: 7 });
    expect(rows.get(V2)?.counts).toMatchObject({
      residents: 2,
      signed: 1,
      renewalDue: 1,
      renewed: 1,
      itemsDue: 4,
      itemsDone: 2,
    });
  });

  it('lists as many residents in each drill-down as its figure says', () => {
    const rows = rowsOf();
    const period = periodOf(YEAR, TODAY);
    for (const hospital of [T, V1, V2]) {
      for (const column of CONTRACT_PERSON_COUNTS) {
        const total = contractDetailCount(db, column, { root: hospital, ownOnly: false }, period);
        expect([hospital, column, total]).toEqual([
          hospital,
          column,
          rows.get(hospital)?.counts[column],
        ]);
      }
    }
  });

  it('follows a new record and a renewal on write, and the kept tally equals one computed whole', () => {
    insertRecord(db, 'hypertensionFollowUp', 'v3', V1, 'p1', '2026-06-01', { visitMethod: '2' });
    contract(
      db,
      'c8',
      'p2',
      V1,
      '2026-07-01',
      '2027-06-30',
      [{ name: '健康教育', rule: 'education', times: 2 }],
      { previousId: 'c2' },
    );
    const kept = rowsOf().get(T)?.counts;
    expect(kept).toMatchObject({ itemsDone: 6, renewed: 2, renewalDue: 2, inForce: 5 });
    scopeTalliesOf(db).clear();
    expect(rowsOf().get(T)?.counts).toEqual(kept);
  });
});
