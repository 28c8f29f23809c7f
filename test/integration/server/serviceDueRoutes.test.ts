import { Workbook } from 'exceljs';

import { centreId, clinicId } from '../../../server/seed/hospitals';
import { villageCode } from '../../../server/seed/regions';
import { addDays } from '../../../src/domain/calendar';
import { type ScheduleProgramme } from '../../../src/domain/schedule';
import {
  isInDueState,
  SERVICE_DUE_STATES,
  type ServiceDueState,
} from '../../../src/domain/schedule/dueStates';
import {
  SERVICE_DUE_PATHS,
  type ServiceDueReply,
  type ServiceDueSummaryReply,
} from '../../../src/services/contract/serviceDuePaths';
import { chinaToday } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * 工作提醒/待办 over service_due rows the test writes itself: a test doctor's services at the
 * village doctor cunyi01's clinic, at a second clinic of the same township, and a child's check
 * (a programme the village doctors' menu does not open). Each list's length is its count, the
 * village doctor sees only the village and only the programmes of the menu.
 */
const KONGCHENG = '340881100';
const VILLAGE = clinicId(villageCode(KONGCHENG, 0));
const NEIGHBOUR = clinicId(villageCode(KONGCHENG, 1));
const DOCTOR = '测试待办医生';

interface Fixture {
  programme: ScheduleProgramme;
  key: string;
  hospital: string;
  /** Offsets from today of earliest, due and overdue-after. */
  days: [number, number, number];
  done?: boolean;
}

const FIXTURES: readonly Fixture[] = [
  { programme: 'mental', key: 'visit', hospital: VILLAGE, days: [-14, -7, -1] },
  { programme: 'tuberculosis', key: 'visit', hospital: VILLAGE, days: [-3, 0, 3] },
  { programme: 'contract', key: 'contract-expiry', hospital: VILLAGE, days: [0, 5, 20] },
  { programme: 'elderly', key: 'annual-check', hospital: VILLAGE, days: [-2, 1, 2] },
  { programme: 'elderly', key: 'self-care', hospital: VILLAGE, days: [-20, -10, -5], done: true },
  { programme: 'mental', key: 'visit', hospital: NEIGHBOUR, days: [-30, -20, -6] },
  { programme: 'child', key: 'check-8m', hospital: VILLAGE, days: [-5, 0, 10] },
];

describe('工作提醒/待办 routes', () => {
  const users = useServerWithUsers({ village: 'cunyi01', township: 'xzys01', region: 'qyadmin' });
  const today = chinaToday();
  /** Each fixture's resident, a seeded resident of its clinic (one each). */
  const residents: string[] = [];

  beforeAll(() => {
    const db = users.server.db;
    const personOf = db.prepare<[string, number], string>(
      `SELECT id FROM resource_records WHERE family = 'persons' AND hospital_id = ?
       ORDER BY id LIMIT 1 OFFSET ?`,
    );
    const insert = db.prepare(
      `INSERT INTO service_due (programme, service_key, person_num, hospital_id, doctor, service,
         form_family, earliest_date, due_date, overdue_after, last_service_date, done_date)
       VALUES (@programme, @key, @person, @hospital, @doctor, '测试服务', 'mentalvisit',
         @earliest, @due, @overdueAfter, NULL, @done)`,
    );
    FIXTURES.forEach((fixture, index) => {
      const person = personOf.pluck().get(fixture.hospital, index)!;
      expect(person).toBeDefined();
      residents.push(person);
      insert.run({
        programme: fixture.programme,
        key: `${fixture.key}-test`,
        person,
        hospital: fixture.hospital,
        doctor: DOCTOR,
        earliest: addDays(today, fixture.days[0]),
        due: addDays(today, fixture.days[1]),
        overdueAfter: addDays(today, fixture.days[2]),
        done: fixture.done ? addDays(today, -1) : null,
      });
    });
  });

  /** The fixtures a user sees in a state, by the kernel's rule. */
  const expected = (
    hospitals: readonly string[],
    programmes: readonly string[],
    state: ServiceDueState,
  ) =>
    FIXTURES.flatMap((fixture, index) =>
      hospitals.includes(fixture.hospital) &&
      programmes.includes(fixture.programme) &&
      isInDueState(
        {
          dueDate: addDays(today, fixture.days[1]),
          overdueAfter: addDays(today, fixture.days[2]),
          doneDate: fixture.done ? addDays(today, -1) : null,
        },
        state,
        today,
      )
        ? [residents[index]!]
        : [],
    ).sort();

  const OVERDUE_IN_TOWNSHIP = () =>
    expected(
      [VILLAGE, NEIGHBOUR],
      ['mental', 'tuberculosis', 'contract', 'elderly', 'child'],
      'overdue',
    );

  const listOf = async (
    user: 'village' | 'township' | 'region',
    query: string,
  ): Promise<ServiceDueReply> => {
    const reply = await users[user].get<ServiceDueReply>(
      `${SERVICE_DUE_PATHS.list}?doctor=${encodeURIComponent(DOCTOR)}&PageSize=500&${query}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };

  it.each(SERVICE_DUE_STATES)(
    'state %s: the village doctor sees the village’s open services of the menu’s programmes; the count is the list',
    async (state) => {
      const reply = await listOf('village', `state=${state}`);
      const seen = reply.items.map((item) => item.personNum).sort();
      expect(seen).toEqual(
        expected([VILLAGE], ['mental', 'tuberculosis', 'contract', 'elderly'], state),
      );
      expect(reply.total).toBe(reply.items.length);
      expect(reply.counts[state]).toBe(reply.items.length);
      expect(reply.programmes).not.toContain('child');
    },
  );

  it('hand-checked: overdue since yesterday, due today, this week', async () => {
    const overdue = await listOf('village', 'state=overdue');
    expect(overdue.items.map((item) => [item.programme, item.daysOverdue])).toEqual([
      ['mental', 1],
    ]);
    const week = await listOf('village', 'state=dueThisWeek');
    // The window that closes first comes first.
    expect(week.items.map((item) => item.programme)).toEqual([
      'elderly',
      'tuberculosis',
      'contract',
    ]);
    const dueToday = await listOf('village', 'state=dueToday');
    expect(dueToday.items.map((item) => item.programme)).toEqual(['tuberculosis']);
    expect(dueToday.items[0]).toMatchObject({ hospitalId: VILLAGE, doctor: DOCTOR });
    expect(dueToday.items[0]!.name).not.toBe('');
  });

  it('the township sees both villages and the child programme; filters by programme and village', async () => {
    const all = await listOf('township', 'state=overdue');
    expect(all.items.map((item) => item.personNum).sort()).toEqual(
      expected(
        [VILLAGE, NEIGHBOUR],
        ['mental', 'tuberculosis', 'contract', 'elderly', 'child'],
        'overdue',
      ),
    );
    expect(all.programmes).toContain('child');
    const child = await listOf('township', 'state=dueToday&programme=child');
    expect(child.items.map((item) => item.programme)).toEqual(['child']);
    const neighbour = await listOf('township', `state=overdue&hospitalId=${NEIGHBOUR}`);
    expect(neighbour.items.map((item) => item.hospitalId)).toEqual([NEIGHBOUR]);
    expect(neighbour.doctors).toContain(DOCTOR);
  });

  it('cunyi01: a programme outside the menu, another village, a bad state and the export are refused', async () => {
    const child = await users.village.get(`${SERVICE_DUE_PATHS.list}?programme=child`);
    expect(child.status).toBe(403);
    expect(child.body.Message).toBe('无权查看儿童健康管理的待办服务');
    const neighbour = await users.village.get(`${SERVICE_DUE_PATHS.list}?hospitalId=${NEIGHBOUR}`);
    expect(neighbour.status).toBe(403);
    const bad = await users.village.get(`${SERVICE_DUE_PATHS.list}?state=soon`);
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('state的取值“soon”无效');
    const excel = await users.village.raw(`${SERVICE_DUE_PATHS.excel}?state=overdue`);
    expect(excel.statusCode).toBe(403);
    expect((await users.village.get(SERVICE_DUE_PATHS.summary)).status).toBe(200);
  });

  it('the summary’s counts are the unfiltered lists’ totals, per programme and per village', async () => {
    const summary = (await users.township.get<ServiceDueSummaryReply>(SERVICE_DUE_PATHS.summary))
      .body.Response!;
    const mental = summary.programmes.find((entry) => entry.programme === 'mental')!;
    for (const state of SERVICE_DUE_STATES) {
      const list = await users.township.get<ServiceDueReply>(
        `${SERVICE_DUE_PATHS.list}?programme=mental&state=${state}&PageSize=1`,
      );
      expect(mental.counts[state]).toBe(list.body.Response!.total);
      const village = await users.township.get<ServiceDueReply>(
        `${SERVICE_DUE_PATHS.list}?programme=mental&state=${state}&PageSize=1&hospitalId=${NEIGHBOUR}`,
      );
      expect(mental.byHospital.find((row) => row.hospitalId === NEIGHBOUR)!.counts[state]).toBe(
        village.body.Response!.total,
      );
    }
    expect(mental.byHospital.map((row) => row.hospitalId)).toContain(VILLAGE);
    expect(mental.byHospital.map((row) => row.hospitalId)).not.toContain(centreId(KONGCHENG));
    const village = (await users.village.get<ServiceDueSummaryReply>(SERVICE_DUE_PATHS.summary))
      .body.Response!;
    expect(village.programmes.map((entry) => entry.programme)).not.toContain('child');
  });

  it('the township’s export lists the state’s services with phones masked, and is audited', async () => {
    const reply = await users.township.raw(
      `${SERVICE_DUE_PATHS.excel}?state=overdue&doctor=${encodeURIComponent(DOCTOR)}`,
    );
    expect(reply.statusCode).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((row) => row.includes('待办服务'));
    expect(rows[header]).toEqual([
      '项目',
      '姓名',
      '性别',
      '年龄',
      '联系电话',
      '机构名称',
      '医生',
      '待办服务',
      '应做日期',
      '最迟日期',
      '逾期天数',
      '上次服务',
    ]);
    const body = rows.slice(header + 1);
    expect(body).toHaveLength(OVERDUE_IN_TOWNSHIP().length);
    for (const row of body) if (typeof row[4] === 'string') expect(row[4]).toContain('*');
    const event = users.server.db
      .prepare<[], { user_account: string; record_ids: string }>(
        "SELECT user_account, record_ids FROM audit_events WHERE resource = 'serviceDueList' AND action = 'export'",
      )
      .get()!;
    expect(event.user_account).toBe('xzys01');
    expect(event.record_ids.split(',').sort()).toEqual(OVERDUE_IN_TOWNSHIP());
  });
});
