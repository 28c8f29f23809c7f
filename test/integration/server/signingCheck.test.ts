import { addMonths } from '../../../src/domain/calendar';
import { chinaToday, createResident, openCard, type Row, signToPackage } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * 履约核查 (签约履约核查, hooks/signCheckHooks.ts, rules in src/domain/contract/verification.ts):
 * the township checks a village's agreement against the records, confirms checks one by one or
 * in a batch, and the village doctor may do neither.
 */
describe('签约履约核查 by the township', () => {
  const users = useServerWithUsers({ township: 'xzys01', village: 'cunyi01' });
  const today = chinaToday();

  const signElder = async (): Promise<{ personNum: string; agreement: Row }> => {
    const personNum = await createResident(users.village, addMonths(today, -12 * 67));
    await openCard(users.village, 'hypertensionCard', personNum);
    const agreement = await signToPackage(users.village, personNum, '老年人高血压服务包', today);
    return { personNum, agreement };
  };

  const visit = async (personNum: string) => {
    const reply = await users.village.post('/api/hypertensionFollowUp', {
      personNum,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 130,
      dbp: 80,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    expect(reply.status).toBe(201);
  };

  const check = (personNum: string) => ({ personNum, checkDate: today, checkDoctor: '李秀英' });

  it('writes what the records show of the agreement, and refuses the village doctor', async () => {
    const { personNum, agreement } = await signElder();
    await visit(personNum);

    const refused = await users.village.post('/api/signRegisteCheckMains', check(personNum));
    expect(refused.status).toBe(403);

    const created = await users.township.post<Row>('/api/signRegisteCheckMains', check(personNum));
    expect(created.status).toBe(201);
    expect(created.body.Response).toMatchObject({
      signId: String(agreement.ID),
      packageName: '老年人高血压服务包',
      // The doctor the agreement was signed with (one of its team's 团队医生).
      doctorName: agreement.doctorName,
      windowFrom: today,
      itemsDue: 8,
      itemsDone: 1,
      fulfilmentRate: 12.5,
      checkResult: '2',
      verifyStatus: '0',
    });
    expect(String(created.body.Response?.shortItems)).toContain('高血压面对面随访 1/4');
    expect(String(created.body.Response?.teamName)).not.toBe('');

    // 核实 writes the records as they are now: a second visit since the check counts.
    await visit(personNum);
    const id = String(created.body.Response?.ID);
    const verified = await users.township.post<Row>(`/api/signRegisteCheckMains/verify/${id}`, {});
    expect(verified.status).toBe(200);
    expect(verified.body.Response).toMatchObject({ verifyStatus: '1', itemsDone: 2 });
    expect(String(verified.body.Response?.shortItems)).toContain('高血压面对面随访 2/4');

    const undo = await users.village.post(`/api/signRegisteCheckMains/verifyNo/${id}`, {});
    expect(undo.status).toBe(403);
    const undone = await users.township.post<Row>(`/api/signRegisteCheckMains/verifyNo/${id}`, {});
    expect(undone.body.Response).toMatchObject({ verifyStatus: '0' });
  });

  it('refuses a resident without an agreement with a Chinese message', async () => {
    const personNum = await createResident(users.village, addMonths(today, -12 * 40));
    const refused = await users.township.post('/api/signRegisteCheckMains', check(personNum));
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toContain('没有签约，无法核查');
  });

  it('confirms several checks in one batch, skipping those already confirmed', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const { personNum } = await signElder();
      const created = await users.township.post<Row>(
        '/api/signRegisteCheckMains',
        check(personNum),
      );
      expect(created.body.Response).toMatchObject({ checkResult: '3', itemsDone: 0 });
      ids.push(String(created.body.Response?.ID));
    }
    const [first, second] = ids as [string, string];
    await users.township.post(`/api/signRegisteCheckMains/verify/${first}`, {});

    const village = await users.village.post('/api/signRegisteCheckMains/batchverify', ids);
    expect(village.status).toBe(403);
    const batch = await users.township.post<Row>('/api/signRegisteCheckMains/batchverify', ids);
    expect(batch.status).toBe(200);
    expect(batch.body.Response).toEqual({ updated: 1, skipped: 1 });
    const listed = await users.township.list(
      `/api/signRegisteCheckMains?verifyStatus=1&PageSize=50`,
    );
    const verified = (listed.body.Response?.items ?? []).map((row) => String(row.ID));
    expect(verified).toEqual(expect.arrayContaining([first, second]));
  });
});
