import { addMonths } from '../../../src/domain/calendar';
import { chinaToday, createResident, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

type Issue = { field: string; message: string };

/** The server applies the maternal and child rules of the forms (rules/maternalChildChecks.ts). */
describe('maternal and child forms on the server', () => {
  const env = useSignedInServer();
  let infant: string;
  let mother: string;
  const today = chinaToday();
  const infantBirth = addMonths(today, -6);

  const issuesOf = (reply: { body: { Response?: unknown } }): Issue[] =>
    (reply.body.Response as { errors: Issue[] }).errors;

  beforeAll(async () => {
    infant = await createResident(env.api, infantBirth, { sex: '2', name: '周小满' });
    mother = await createResident(env.api, '1998-04-12', { sex: '2', name: '吴丽娟' });
  }, 60_000);

  it('opens a new form dated today (填表日期, 本次访视日期, 随访日期)', async () => {
    const prenatal = await env.api.get('/api/prenatalFirstChecks/formInit');
    const newborn = await env.api.get('/api/newbornVisits/formInit');
    const check = await env.api.get('/api/childHealthChecks/formInit');
    expect(prenatal.body.Response).toMatchObject({ checkDate: today });
    expect(newborn.body.Response).toMatchObject({ visitDate: today });
    expect(check.body.Response).toMatchObject({ visitDate: today });
  });

  describe('1～8月龄儿童健康检查', () => {
    const check = (overrides: Row = {}): Row => ({
      personNum: infant,
      checkAge: '3',
      visitDate: today,
      weight: 7.6,
      length: 67,
      doctorSignature: '王建国',
      ...overrides,
    });

    it('computes 发育评估结果 from the ticked warning signs and the next check date', async () => {
      const passed = await env.api.post(
        '/api/childHealthChecks',
        check({ developmentResult: '2' }),
      );
      expect(passed.status).toBe(201);
      expect(passed.body.Response).toMatchObject({
        birthDate: infantBirth,
        developmentResult: '1',
        nextVisitDate: addMonths(infantBirth, 8),
      });
      const failed = await env.api.post(
        '/api/childHealthChecks',
        check({ developmentSigns6m: ['2'], developmentResult: '1' }),
      );
      expect(failed.body.Response).toMatchObject({ developmentResult: '2' });
    });

    it('refuses the items the age does not check, naming each', async () => {
      const reply = await env.api.post(
        '/api/childHealthChecks',
        check({ oral: '1', developmentSigns3m: ['1'] }),
      );
      expect(reply.status).toBe(400);
      expect(issuesOf(reply)).toEqual([
        { field: 'oral', message: '6月龄不检查此项，请留空' },
        { field: 'developmentSigns3m', message: '6月龄不检查此项，请留空' },
      ]);
    });

    it('keeps 发育评估结果 in step when an update changes the ticks', async () => {
      const created = await env.api.post('/api/childHealthChecks', check());
      const id = String(created.body.Response?.ID);
      const updated = await env.api.put(`/api/childHealthChecks/${id}`, {
        ...check(),
        developmentSigns6m: ['4'],
      });
      expect(updated.status).toBe(200);
      expect(updated.body.Response).toMatchObject({ developmentResult: '2' });
    });
  });

  describe('第1次产前检查', () => {
    const lmp = addMonths(today, -2);
    const first = (overrides: Row = {}): Row => ({
      personNum: mother,
      checkDate: today,
      gravidity: 1,
      lastMenstrualPeriod: lmp,
      weight: 58,
      height: 160,
      sbp: 112,
      dbp: 72,
      overallAssessment: '1',
      doctorSignature: '王建国',
      ...overrides,
    });

    it('computes 预产期 (Naegele), 体质指数, 孕周 and 孕妇年龄; a sent 预产期 is overruled', async () => {
      const reply = await env.api.post(
        '/api/prenatalFirstChecks',
        first({ dueDate: '2030-01-01' }),
      );
      expect(reply.status).toBe(201);
      const row = reply.body.Response as Row;
      const [y, m, d] = lmp.split('-').map(Number) as [number, number, number];
      const monthIndex = m - 1 + 9;
      const naegele = new Date(Date.UTC(y + Math.floor(monthIndex / 12), monthIndex % 12, d + 7))
        .toISOString()
        .slice(0, 10);
      expect(row).toMatchObject({ dueDate: naegele, bmi: 22.66 });
      expect(row.gestationalWeeks).toBeGreaterThanOrEqual(8);
      expect(row.gestationalWeeks).toBeLessThanOrEqual(9);
      expect(row.pregnantAge).toBe(
        Number(today.slice(0, 4)) - 1998 - (today.slice(5) < '04-12' ? 1 : 0),
      );
    });

    it('wants 末次月经 or 不详 and checks 孕次 against the history', async () => {
      const reply = await env.api.post(
        '/api/prenatalFirstChecks',
        first({ lastMenstrualPeriod: null, vaginalDeliveries: 1 }),
      );
      expect(reply.status).toBe(400);
      expect(issuesOf(reply).map((issue) => issue.field)).toEqual([
        'lastMenstrualPeriod',
        'gravidity',
      ]);
      const unknown = await env.api.post(
        '/api/prenatalFirstChecks',
        first({
          lastMenstrualPeriod: null,
          lastMenstrualPeriodUnknown: true,
          gestationalWeeks: 10,
        }),
      );
      expect(unknown.status).toBe(201);
      expect(unknown.body.Response?.dueDate).toBeUndefined();
    });

    it('refuses a first check outside the national ranges', async () => {
      const reply = await env.api.post('/api/prenatalFirstChecks', first({ gestationalDays: 7 }));
      expect(reply.status).toBe(400);
      expect(issuesOf(reply).map((issue) => issue.field)).toEqual(['gestationalDays']);
    });
  });

  describe('新生儿家庭访视', () => {
    const visit = (overrides: Row = {}): Row => ({
      personNum: infant,
      visitDate: infantBirth,
      sex: '2',
      birthSituation: '1',
      birthWeight: 3.2,
      currentWeight: 3.3,
      feeding: '1',
      doctorSignature: '王建国',
      ...overrides,
    });

    it('refuses a birth weight outside 0.5–6 kg and 吃奶量 with breastfeeding', async () => {
      const reply = await env.api.post(
        '/api/newbornVisits',
        visit({ birthWeight: 6.5, milkAmount: 80 }),
      );
      expect(reply.status).toBe(400);
      expect(issuesOf(reply).map((issue) => issue.field)).toContain('birthWeight');
      const milk = await env.api.post('/api/newbornVisits', visit({ milkAmount: 80 }));
      expect(issuesOf(milk)).toEqual([
        { field: 'milkAmount', message: '纯母乳或混合喂养不填写吃奶量' },
      ]);
    });

    it('saves a complete visit with the parents', async () => {
      const reply = await env.api.post(
        '/api/newbornVisits',
        visit({ motherName: '吴丽娟', fatherName: '周强', feeding: '3', milkAmount: 80 }),
      );
      expect(reply.status).toBe(201);
      expect(reply.body.Response).toMatchObject({ name: '周小满', motherName: '吴丽娟' });
    });
  });
});
