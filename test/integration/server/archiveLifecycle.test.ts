import { clinicId } from '../../../server/seed/hospitals';
import { villageCode } from '../../../server/seed/regions';
import { type IndicatorsReply } from '../../../src/services/contract/chronicPaths';
import { type Row, chinaToday, createResident } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/** 孔城镇桐梓村卫生室 (cunyi01's clinic), another village of 孔城镇, and a clinic of another town. */
const KONGCHENG = '340881100';
const VILLAGE_CLINIC = clinicId(villageCode(KONGCHENG, 0));
const NEIGHBOUR_CLINIC = clinicId(villageCode(KONGCHENG, 1));
const OTHER_TOWN_CLINIC = clinicId(villageCode('340881101', 0));

/**
 * 档案注销 (kernel archives/closing): the village applies, the township confirms or rejects, and
 * closes, restores and moves archives itself; a closed archive leaves service_due, the work list,
 * the home tallies and the 在档 counts of the indicators at once, and the trail names who and why.
 */
describe('档案注销, 恢复 and 转移', () => {
  const users = useServerWithUsers({ township: 'xzys01', village: 'cunyi01' });
  const today = chinaToday();

  const value = (sql: string, ...params: string[]): unknown =>
    users.server.db
      .prepare(sql)
      .pluck()
      .get(...params);
  const count = (sql: string, ...params: string[]): number => value(sql, ...params) as number;
  /** Each test takes the next resident, so none sees another's closing. */
  let taken = 0;

  /** A seeded in-file resident of the village with due services and a hypertension card on the list. */
  const dueResident = (): string =>
    users.server.db
      .prepare(
        `SELECT f.person_num FROM person_facts f
          WHERE f.hospital_id = ? AND f.in_file = 1 AND f.filed = 1
            AND EXISTS (SELECT 1 FROM service_due d WHERE d.person_num = f.person_num)
            AND EXISTS (SELECT 1 FROM programme_patients p
              WHERE p.person_num = f.person_num AND p.programme = 'hypertension' AND p.on_list = 1)
            AND NOT EXISTS (SELECT 1 FROM resource_records a
              WHERE a.family = 'personapplyterminations' AND a.person_num = f.person_num)
          ORDER BY f.person_num LIMIT 1 OFFSET ?`,
      )
      .pluck()
      .get(VILLAGE_CLINIC, taken++) as string;

  const villageCounts = async () => {
    const reply = await users.township.get<IndicatorsReply>('/api/chronicIndicators');
    const row = reply.body.Response!.rows.find((r) => r.hospitalId === VILLAGE_CLINIC)!;
    return row.counts;
  };

  const auditOf = (personNum: string, detail: string) =>
    users.server.db
      .prepare(
        `SELECT user_account, action, detail, changes FROM audit_events
          WHERE resource = 'persons' AND person_num = ? AND detail = ? ORDER BY event_id DESC LIMIT 1`,
      )
      .get(personNum, detail) as
      { user_account: string; action: string; detail: string; changes: string } | undefined;

  it('the village applies to close for death; the township confirms; the resident leaves the lists and counts', async () => {
    const personNum = dueResident();
    const before = await villageCounts();
    // A death needs its cause, in Chinese on the field.
    const bad = await users.village.post('/api/personapplyterminations', {
      personNum,
      closeKind: '3',
      closeDate: today,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('死亡注销须填写死亡原因');

    const applied = await users.village.post<Row>('/api/personapplyterminations', {
      personNum,
      closeKind: '3',
      closeDate: today,
      closeCause: '脑出血',
    });
    expect(applied.status).toBe(201);
    expect(applied.body.Message).toBe('注销申请已提交，待乡镇卫生院确认');
    expect(applied.body.Response).toMatchObject({ applyStatus: '0', closeCause: '脑出血' });
    // Filed under the resident's own village, which the township above sees.
    expect(
      value(
        "SELECT hospital_id FROM resource_records WHERE family = 'personapplyterminations' AND id = ?",
        String(applied.body.Response?.ID),
      ),
    ).toBe(VILLAGE_CLINIC);
    // Still in the file until the township confirms; a second application waits for the first.
    expect((await users.township.get<Row>(`/api/persons/${personNum}`)).body.Response?.status).toBe(
      '1',
    );
    const again = await users.village.post('/api/personapplyterminations', {
      personNum,
      closeKind: '2',
      closeDate: today,
      migrateTo: '合肥市',
    });
    expect(again.status).toBe(409);
    // The village doctor cannot confirm their own application.
    const id = String(applied.body.Response?.ID);
    expect((await users.village.post(`/api/personapplyterminations/confirm/${id}`)).status).toBe(
      403,
    );
    const pending = await users.township.list('/api/personapplyterminations?applyStatus=0');
    expect(pending.body.Response?.items.some((row) => String(row.ID) === id)).toBe(true);

    const confirmed = await users.township.post<Row>(`/api/personapplyterminations/confirm/${id}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Response?.applyStatus).toBe('1');
    const person = (await users.township.get<Row>(`/api/persons/${personNum}`)).body.Response!;
    expect(person).toMatchObject({
      status: '3',
      closeKind: '3',
      closeDate: today,
      closeCause: '脑出血',
    });
    expect(count('SELECT COUNT(*) FROM service_due WHERE person_num = ?', personNum)).toBe(0);
    expect(
      count(
        'SELECT COUNT(*) FROM programme_patients WHERE person_num = ? AND on_list = 1',
        personNum,
      ),
    ).toBe(0);
    expect(value('SELECT closed_on FROM person_facts WHERE person_num = ?', personNum)).toBe(today);
    const after = await villageCounts();
    expect(after.residents).toBe(before.residents - 1);
    expect(after.filed).toBe(before.filed - 1);
    // Managed this year until the day it closed (a patient who died mid-year was managed).
    expect(after.htnManaged).toBe(before.htnManaged);
    // The trail: the township doctor closed it, with the cause.
    const step = auditOf(personNum, '确认注销');
    expect(step).toMatchObject({ user_account: 'xzys01', action: 'lifecycle' });
    expect(step?.changes).toContain('脑出血');
  });

  it('a past year still counts an archive closed after its end', async () => {
    const personNum = dueResident();
    const lastYear = Number(today.slice(0, 4)) - 1;
    const counts = async () =>
      (
        await users.township.get<IndicatorsReply>(`/api/chronicIndicators?year=${lastYear}`)
      ).body.Response!.rows.find((r) => r.hospitalId === VILLAGE_CLINIC)!.counts;
    const before = await counts();
    const closed = await users.township.post(`/api/persons/writeOff/${personNum}`, {
      closeKind: '2',
      closeDate: today,
      migrateTo: '合肥市蜀山区',
    });
    expect(closed.status).toBe(200);
    expect((await counts()).residents).toBe(before.residents);
  });

  it('the township rejects an application with a reason; the archive stays in the file', async () => {
    const personNum = dueResident();
    const applied = await users.village.post<Row>('/api/personapplyterminations', {
      personNum,
      closeKind: '2',
      closeDate: today,
      migrateTo: '安庆市',
    });
    const id = String(applied.body.Response?.ID);
    const noReason = await users.township.post(`/api/personapplyterminations/reject/${id}`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toBe('请填写驳回原因');
    const rejected = await users.township.post<Row>(`/api/personapplyterminations/reject/${id}`, {
      rejectReason: '本人仍在村居住',
    });
    expect(rejected.body.Response).toMatchObject({
      applyStatus: '2',
      rejectReason: '本人仍在村居住',
    });
    expect((await users.township.get<Row>(`/api/persons/${personNum}`)).body.Response?.status).toBe(
      '1',
    );
    expect(
      count('SELECT COUNT(*) FROM service_due WHERE person_num = ?', personNum),
    ).toBeGreaterThan(0);
  });

  it('restores a closed archive with a reason, audited, back on the lists', async () => {
    const personNum = dueResident();
    const dueBefore = count('SELECT COUNT(*) FROM service_due WHERE person_num = ?', personNum);
    await users.township.post(`/api/persons/writeOff/${personNum}`, {
      closeKind: '3',
      closeDate: today,
      closeCause: '误报死亡',
    });
    expect(count('SELECT COUNT(*) FROM service_due WHERE person_num = ?', personNum)).toBe(0);
    const noReason = await users.township.post(`/api/persons/restore/${personNum}`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toBe('请填写恢复原因');
    // Restoring is the township's button.
    expect(
      (await users.village.post(`/api/persons/restore/${personNum}`, { reason: '误报' })).status,
    ).toBe(403);
    const restored = await users.township.post<Row>(`/api/persons/restore/${personNum}`, {
      reason: '死亡信息误报，本人健在',
    });
    expect(restored.status).toBe(200);
    expect(restored.body.Response).toMatchObject({
      status: '1',
      restoreReason: '死亡信息误报，本人健在',
    });
    expect(restored.body.Response?.closeDate).toBeUndefined();
    expect(count('SELECT COUNT(*) FROM service_due WHERE person_num = ?', personNum)).toBe(
      dueBefore,
    );
    const step = auditOf(personNum, '恢复档案');
    expect(step).toMatchObject({ user_account: 'xzys01', action: 'lifecycle' });
    expect(step?.changes).toContain('死亡信息误报，本人健在');
  });

  it('lets the village doctor apply only for archives of the own village', async () => {
    const other = value(
      `SELECT person_num FROM person_facts WHERE hospital_id = ? AND in_file = 1 LIMIT 1`,
      NEIGHBOUR_CLINIC,
    ) as string;
    expect(other).toEqual(expect.any(String));
    const reply = await users.village.post('/api/personapplyterminations', {
      personNum: other,
      closeKind: '2',
      closeDate: today,
      migrateTo: '合肥市',
    });
    expect({ status: reply.status, message: reply.body.Message }).toEqual({
      status: 403,
      message: '无权访问该机构的数据',
    });
    // And cannot close one directly (the township's button).
    const own = await createResident(users.village, '1950-03-04');
    const direct = await users.village.post(`/api/persons/writeOff/${own}`, {
      closeKind: '2',
      closeDate: today,
      migrateTo: '合肥市',
    });
    expect(direct.status).toBe(403);
  });

  it('moves an archive to another village: history stays, the card moves, the new village lists it', async () => {
    const personNum = dueResident();
    const target = NEIGHBOUR_CLINIC;
    const visitsAtVillage = count(
      `SELECT COUNT(*) FROM resource_records WHERE person_num = ? AND family = 'hypertensionFollowUp'
        AND hospital_id = ?`,
      personNum,
      VILLAGE_CLINIC,
    );
    const noReason = await users.township.post(`/api/persons/transfer/${personNum}`, {
      hospitalId: target,
    });
    expect({ status: noReason.status, message: noReason.body.Message }).toEqual({
      status: 400,
      message: '请填写转移原因',
    });
    // Moving is the township's button: the village doctor is refused, even within the township.
    const byVillage = await users.village.post(`/api/persons/transfer/${personNum}`, {
      hospitalId: target,
      reason: '居民搬迁',
    });
    expect(byVillage.status).toBe(403);
    expect(value('SELECT hospital_id FROM person_facts WHERE person_num = ?', personNum)).toBe(
      VILLAGE_CLINIC,
    );
    const moved = await users.township.post<Row>(`/api/persons/transfer/${personNum}`, {
      hospitalId: target,
      responsibleDoctor: '新责任医生',
      reason: '居民随子女迁居邻村',
    });
    expect({ status: moved.status, message: moved.body.Message }).toEqual({
      status: 200,
      message: '档案已转移',
    });
    expect(moved.body.Response).toMatchObject({
      hospitalId: target,
      responsibleDoctor: '新责任医生',
      transferFrom: VILLAGE_CLINIC,
      transferReason: '居民随子女迁居邻村',
    });
    // The trail names who moved the archive, from where and why.
    const step = auditOf(personNum, '转移责任村');
    expect(step).toMatchObject({ user_account: 'xzys01', action: 'lifecycle' });
    expect(step?.changes).toContain('居民随子女迁居邻村');
    expect(step?.changes).toContain(VILLAGE_CLINIC);
    expect(
      value(
        "SELECT hospital_id FROM programme_patients WHERE person_num = ? AND programme = 'hypertension'",
        personNum,
      ),
    ).toBe(target);
    expect(value('SELECT hospital_id FROM person_facts WHERE person_num = ?', personNum)).toBe(
      target,
    );
    // The follow-ups made at the old village stay its own.
    expect(
      count(
        `SELECT COUNT(*) FROM resource_records WHERE person_num = ?
          AND family = 'hypertensionFollowUp' AND hospital_id = ?`,
        personNum,
        VILLAGE_CLINIC,
      ),
    ).toBe(visitsAtVillage);
    // The village doctor no longer writes the archive; outside the township is refused.
    expect(
      (await users.village.put(`/api/persons/${personNum}`, { phone: '13900000000' })).status,
    ).toBe(403);
    const outside = await users.township.post(`/api/persons/transfer/${personNum}`, {
      hospitalId: OTHER_TOWN_CLINIC,
      reason: '居民搬迁',
    });
    expect({ status: outside.status, message: outside.body.Message }).toEqual({
      status: 400,
      message: '只能迁往本机构管辖的村卫生室',
    });
  });

  it('offers the township’s village clinics with their doctors to move to, to the township only', async () => {
    const reply = await users.township.get<{ hospId: string; doctors: string[] }[]>(
      '/api/persons/transferVillages',
    );
    expect(reply.status).toBe(200);
    const villages = reply.body.Response ?? [];
    const ids = villages.map((village) => village.hospId);
    expect(ids).toEqual(expect.arrayContaining([VILLAGE_CLINIC, NEIGHBOUR_CLINIC]));
    expect(ids).not.toContain(OTHER_TOWN_CLINIC);
    expect(ids).not.toContain(
      users.server.db
        .prepare('SELECT hospital_id FROM users WHERE account = ?')
        .pluck()
        .get('xzys01'),
    );
    const ownDoctors = villages.find((village) => village.hospId === VILLAGE_CLINIC)?.doctors;
    expect(ownDoctors).toContain(
      users.server.db
        .prepare('SELECT user_name FROM users WHERE account = ?')
        .pluck()
        .get('cunyi01'),
    );
    expect((await users.village.get('/api/persons/transferVillages')).status).toBe(403);
  });
});
