import { centreId, clinicId } from '../../../server/seed/hospitals';
import { villageCode } from '../../../server/seed/regions';
import { addDays } from '../../../src/domain/calendar';
import {
  SERVICE_DUE_PATHS,
  type ServiceDuePrintReply,
  type ServiceDueReply,
} from '../../../src/services/contract/serviceDuePaths';
import { chinaToday } from './resourcesFixtures';
import { useServerWithUsers, useSignedInServer } from './signedInServer';

/**
 * 批量打印（按村）of 工作提醒/待办: the list's filter, every page, one section per village in the
 * tree's order, each holding exactly its village's services; the list's permission, programme and
 * scope checks; masked names as the list; audited as a print; refused above DUE_PRINT_MAX_ROWS.
 */
const KONGCHENG = '340881100';
const VILLAGE = clinicId(villageCode(KONGCHENG, 0));
const NEIGHBOUR = clinicId(villageCode(KONGCHENG, 1));
const DOCTOR = '测试打印医生';

/** Overdue services of the test doctor: two in the village, one next door, one done. */
const FIXTURES = [
  { hospital: VILLAGE, programme: 'mental', overdueAfter: -1, done: false },
  { hospital: NEIGHBOUR, programme: 'mental', overdueAfter: -6, done: false },
  { hospital: VILLAGE, programme: 'tuberculosis', overdueAfter: -3, done: false },
  { hospital: VILLAGE, programme: 'elderly', overdueAfter: -2, done: true },
] as const;

const printOf = (query: string) =>
  `${SERVICE_DUE_PATHS.print}?doctor=${encodeURIComponent(DOCTOR)}&${query}`;

describe('工作提醒/待办 printed per village', () => {
  const users = useServerWithUsers({ village: 'cunyi01', township: 'xzys01' });
  const today = chinaToday();
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
       VALUES (@programme, 'print-test', @person, @hospital, @doctor, '测试服务', 'mentalvisit',
         @earliest, @due, @overdueAfter, NULL, @done)`,
    );
    FIXTURES.forEach((fixture, index) => {
      const person = personOf.pluck().get(fixture.hospital, index)!;
      expect(person).toBeDefined();
      residents.push(person);
      insert.run({
        programme: fixture.programme,
        person,
        hospital: fixture.hospital,
        doctor: DOCTOR,
        earliest: addDays(today, fixture.overdueAfter - 20),
        due: addDays(today, fixture.overdueAfter - 7),
        overdueAfter: addDays(today, fixture.overdueAfter),
        done: fixture.done ? addDays(today, -1) : null,
      });
    });
  });

  /** The open fixtures' residents of a hospital, most overdue first (the list's order). */
  const openIn = (hospital: string) =>
    FIXTURES.map((fixture, index) => ({ ...fixture, person: residents[index]! }))
      .filter((fixture) => fixture.hospital === hospital && !fixture.done)
      .sort((a, b) => a.overdueAfter - b.overdueAfter)
      .map((fixture) => fixture.person);

  it('the township’s print: one section per village in the tree’s order, each its own services', async () => {
    const reply = await users.township.get<ServiceDuePrintReply>(printOf('state=overdue'));
    expect(reply.status).toBe(200);
    const paper = reply.body.Response!;
    expect(paper.villages.map((village) => village.hospitalId)).toEqual([VILLAGE, NEIGHBOUR]);
    expect(paper.villages[0]!.items.map((item) => item.personNum)).toEqual(openIn(VILLAGE));
    expect(paper.villages[1]!.items.map((item) => item.personNum)).toEqual(openIn(NEIGHBOUR));
    expect(paper.total).toBe(3);
    expect(paper).toMatchObject({
      title: '待办服务清单（按村）',
      programmeLabel: '全部项目',
      stateLabel: '逾期',
      doctor: DOCTOR,
      printDate: today,
    });
    const centre = users.server.db
      .prepare<[string], string>('SELECT hosp_name FROM hospitals WHERE hosp_id = ?')
      .pluck()
      .get(centreId(KONGCHENG))!;
    for (const village of paper.villages) {
      expect(village.institution).toBe(centre);
      for (const item of village.items) {
        expect(item.hospitalId).toBe(village.hospitalId);
        expect(item.hospitalName).toBe(village.hospitalName);
        expect(item.address).not.toBe('');
        expect(item.daysOverdue).toBeGreaterThan(0);
      }
    }
    // Names and phones as the list shows them to the same user (masked on the server by permission).
    const list = (
      await users.township.get<ServiceDueReply>(
        `${SERVICE_DUE_PATHS.list}?doctor=${encodeURIComponent(DOCTOR)}&state=overdue&PageSize=500`,
      )
    ).body.Response!;
    const printed = paper.villages.flatMap((village) => village.items);
    for (const item of printed) {
      const listed = list.items.find((row) => row.personNum === item.personNum)!;
      expect([item.name, item.phone]).toEqual([listed.name, listed.phone]);
      expect(item.name).not.toBe('');
      if (item.phone) expect(item.phone).toContain('*');
    }
    const event = users.server.db
      .prepare<[], { user_account: string; record_ids: string; action: string; detail: string }>(
        `SELECT user_account, record_ids, action, detail FROM audit_events
         WHERE resource = 'serviceDueList' AND action = 'print' ORDER BY rowid DESC`,
      )
      .get()!;
    expect(event.user_account).toBe('xzys01');
    expect(event.record_ids.split(',').sort()).toEqual(
      [...openIn(VILLAGE), ...openIn(NEIGHBOUR)].sort(),
    );
    expect(event.detail).toContain('state=overdue');
  });

  it('prints every page of the list, not one: the sections add up to the list’s total', async () => {
    const list = (
      await users.township.get<ServiceDueReply>(`${SERVICE_DUE_PATHS.list}?state=notDoneThisYear`)
    ).body.Response!;
    expect(list.total).toBeGreaterThan(list.items.length);
    const paper = (
      await users.township.get<ServiceDuePrintReply>(
        `${SERVICE_DUE_PATHS.print}?state=notDoneThisYear`,
      )
    ).body.Response!;
    expect(paper.total).toBe(list.total);
    expect(paper.villages.reduce((sum, village) => sum + village.items.length, 0)).toBe(list.total);
    expect(new Set(paper.villages.map((village) => village.hospitalId)).size).toBe(
      paper.villages.length,
    );
  });

  it('filters by programme and village as the list does', async () => {
    const neighbour = (
      await users.township.get<ServiceDuePrintReply>(
        printOf(`state=overdue&hospitalId=${NEIGHBOUR}&programme=mental`),
      )
    ).body.Response!;
    expect(neighbour.programmeLabel).toBe('严重精神障碍');
    expect(neighbour.villages.map((village) => village.hospitalId)).toEqual([NEIGHBOUR]);
    const tuberculosis = (
      await users.township.get<ServiceDuePrintReply>(
        printOf('state=overdue&programme=tuberculosis'),
      )
    ).body.Response!;
    expect(
      tuberculosis.villages.flatMap((village) => village.items.map((item) => item.programme)),
    ).toEqual(['tuberculosis']);
  });

  it('the village doctor prints the own village only; another village, a closed programme are refused', async () => {
    const own = (await users.village.get<ServiceDuePrintReply>(printOf('state=overdue'))).body
      .Response!;
    expect(own.villages.map((village) => village.hospitalId)).toEqual([VILLAGE]);
    expect((await users.village.get(printOf(`hospitalId=${NEIGHBOUR}`))).status).toBe(403);
    const child = await users.village.get(printOf('programme=child'));
    expect(child.status).toBe(403);
    expect(child.body.Message).toBe('无权查看儿童健康管理的待办服务');
    expect((await users.village.get(printOf('state=soon'))).status).toBe(400);
  });

  it('is refused without the 工作提醒/待办 page, like the list', async () => {
    const removed = users.server.db
      .prepare(
        `DELETE FROM group_functions WHERE group_id = (SELECT group_id FROM users WHERE account = 'cunyi01')
           AND function_id IN (SELECT function_id FROM functions WHERE menu_componet = 'serviceDueList')`,
      )
      .run();
    expect(removed.changes).toBeGreaterThan(0);
    expect((await users.village.get(printOf('state=overdue'))).status).toBe(403);
    expect((await users.village.get(`${SERVICE_DUE_PATHS.list}?state=overdue`)).status).toBe(403);
    expect((await users.anonymous.get(printOf('state=overdue'))).status).toBe(401);
  });
});

describe('工作提醒/待办 printed per village, above DUE_PRINT_MAX_ROWS', () => {
  const env = useSignedInServer('xzys01', { duePrintMaxRows: 1 });

  it('is refused from the count with a message saying how to narrow it', async () => {
    const counts = (
      await env.api.get<ServiceDueReply>(`${SERVICE_DUE_PATHS.list}?state=notDoneThisYear`)
    ).body.Response!.counts;
    expect(counts.notDoneThisYear).toBeGreaterThan(1);
    const reply = await env.api.get(`${SERVICE_DUE_PATHS.print}?state=notDoneThisYear`);
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe(
      `打印的服务有 ${counts.notDoneThisYear} 条，超过 1 条，请按项目、村或医生缩小范围后再打印`,
    );
  });
});
