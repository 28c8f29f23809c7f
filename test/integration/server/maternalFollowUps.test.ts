import { addDays } from '../../../src/domain/calendar';
import { chinaToday, createResident, type Row } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

type Issue = { field: string; message: string };

/**
 * The maternal follow-ups on the server (national-forms-2.md §4, §5; hooks/maternalHooks.ts): what
 * a client leaves out is carried from the woman's records, the kernel's values filled, a finding
 * that calls for referral without referral or 未转诊原因 refused; the village doctor (no 妇幼 menu) may not record one.
 */
describe('maternal follow-ups on the server', () => {
  const users = useServerWithUsers({ admin: 'qyadmin', village: 'cunyi01' });
  const today = chinaToday();
  const lmp = addDays(today, -22 * 7);
  let woman: string;

  const issuesOf = (reply: { body: { Response?: unknown } }): Issue[] =>
    (reply.body.Response as { errors: Issue[] }).errors;

  const followUp = (overrides: Row = {}): Row => ({
    personNum: woman,
    visitDate: today,
    weight: 60,
    fundalHeight: 21,
    abdominalCircumference: 88,
    sbp: 112,
    dbp: 70,
    fetalHeartRate: 142,
    classification: '1',
    referral: '1',
    doctorSignature: '王建国',
    ...overrides,
  });

  beforeAll(async () => {
    woman = await createResident(users.admin, '1996-03-08', { sex: '2', name: '吴丽娟' });
    const first = await users.admin.post('/api/prenatalFirstChecks', {
      personNum: woman,
      checkDate: addDays(lmp, 70),
      gestationalWeeks: 10,
      gravidity: 1,
      lastMenstrualPeriod: lmp,
      weight: 55,
      sbp: 110,
      dbp: 70,
      overallAssessment: '1',
      doctorSignature: '王建国',
    });
    expect(first.status).toBe(201);
  }, 60_000);

  it('carries 末次月经 from the first check and computes 孕周, the visit number and the next visit', async () => {
    const reply = await users.admin.post('/api/prenatalFollowUps', followUp());
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({
      lastMenstrualPeriod: lmp,
      visitTimes: '2',
      gestationalWeeks: 22,
      gestationalDays: 0,
      nextVisitDate: addDays(today, 14),
    });
  });

  it('refuses a finding that calls for referral with neither referral nor 未转诊原因', async () => {
    const refused = await users.admin.post(
      '/api/prenatalFollowUps',
      followUp({ fetalHeartRate: 172 }),
    );
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      { field: 'noReferralReason', message: '检查结果提示需要转诊；不转诊时请填写未转诊原因' },
    ]);
    const confirmed = await users.admin.post(
      '/api/prenatalFollowUps',
      followUp({ fetalHeartRate: 172, noReferralReason: '孕妇拒绝转诊' }),
    );
    expect(confirmed.status).toBe(201);
  });

  it('carries 分娩日期 into the 42-day check and proposes 处理 from 分类', async () => {
    const delivery = addDays(today, -44);
    const visit = await users.admin.post('/api/postpartumVisits', {
      personNum: woman,
      visitDate: addDays(delivery, 7),
      deliveryDate: delivery,
      dischargeDate: addDays(delivery, 3),
      classification: '1',
      referral: '1',
      doctorSignature: '王建国',
    });
    expect(visit.status).toBe(201);
    expect(visit.body.Response).toMatchObject({ nextVisitDate: addDays(delivery, 42) });
    const check = await users.admin.post('/api/postpartum42Checks', {
      personNum: woman,
      visitDate: today,
      classification: '1',
      doctorSignature: '王建国',
    });
    expect(check.status).toBe(201);
    expect(check.body.Response).toMatchObject({
      deliveryDate: delivery,
      dischargeDate: addDays(delivery, 3),
      handling: '1',
    });
  });

  it.each(['prenatalFollowUps', 'postpartumVisits', 'postpartum42Checks'])(
    '%s: the village doctor (no 妇幼 menu) may not record one',
    async (family) => {
      const reply = await users.village.post(`/api/${family}`, {
        personNum: woman,
        visitDate: today,
        doctorSignature: '王建国',
      });
      expect(reply.status).toBe(403);
      expect(JSON.stringify(reply.body)).toMatch(/[\u4e00-\u9fff]/);
    },
  );
});
