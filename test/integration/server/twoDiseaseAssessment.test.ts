import { addMonths } from '../../../src/domain/calendar';
import { chinaToday, createResident, openCard, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * 两病综合评估 on the server (server/resources/hooks/twoDiseaseHooks.ts): only a resident with
 * both a hypertension and a diabetes card is assessed, and the three assessments and the next
 * date come from the same rule module as the form (rules/twoDiseaseAssessment.ts).
 */
describe('两病综合评估 on the server', () => {
  const env = useSignedInServer();
  const today = chinaToday();

  const assessment = (personNum: string, overrides: Row = {}): Row => ({
    personNum,
    checkDate: today,
    sbp: 145,
    dbp: 80,
    fastingBloodGlucose: 7.0,
    targetOrganDamage: ['1'],
    assessDoctor: '王建国',
    ...overrides,
  });

  /** Posts an assessment the server accepts, and returns the record it stored. */
  const saved = async (values: Row) => {
    const reply = await env.api.post<Row>('/api/twodiseaseassesss', values);
    expect(reply.status).toBe(201);
    return reply.body.Response as Row;
  };

  /** Posts an assessment the server refuses, and returns the issues it names. */
  const refused = async (values: Row) => {
    const reply = await env.api.post('/api/twodiseaseassesss', values);
    expect(reply.status).toBe(400);
    return (reply.body.Response as { errors: { field: string; message: string }[] }).errors;
  };

  let elder: string;
  let younger: string;

  beforeAll(async () => {
    elder = await createResident(env.api, '1950-03-04');
    younger = await createResident(env.api, '1975-03-04');
    for (const personNum of [elder, younger]) {
      await openCard(env.api, 'hypertensionCard', personNum);
      await openCard(env.api, 'diabetesManager', personNum);
    }
  }, 60_000);

  it('computes the assessments for a resident with both cards, whatever the client sent', async () => {
    const stored = await saved(
      assessment(elder, { bloodPressureControl: '2', glucoseControl: '1', twoDiseaseResult: '1' }),
    );
    // 145/80 meets the 65+ target (<150/90); a fasting glucose of 7.0 does not (<7.0).
    expect(stored).toMatchObject({
      bloodPressureControl: '1',
      glucoseControl: '2',
      twoDiseaseResult: '3',
      nextAssessDate: addMonths(today, 1),
    });
  });

  it('judges the same pressure against the general target under 65', async () => {
    expect(await saved(assessment(younger))).toMatchObject({
      bloodPressureControl: '2',
      glucoseControl: '2',
      twoDiseaseResult: '4',
    });
  });

  it('proposes three months when both are on target, and computes BMI', async () => {
    const stored = await saved(
      assessment(younger, { sbp: 139, dbp: 89, fastingBloodGlucose: 6.9, height: 170, weight: 65 }),
    );
    expect(stored).toMatchObject({
      twoDiseaseResult: '1',
      nextAssessDate: addMonths(today, 3),
      bmi: 22.49,
    });
  });

  it('recomputes on update', async () => {
    const created = await saved(assessment(younger));
    const updated = await env.api.put<Row>(`/api/twodiseaseassesss/${String(created.ID)}`, {
      ...assessment(younger),
      sbp: 128,
      fastingBloodGlucose: 6.2,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.Response).toMatchObject({
      bloodPressureControl: '1',
      glucoseControl: '1',
      twoDiseaseResult: '1',
    });
  });

  it('refuses a resident without a diabetes card, naming it next to the resident', async () => {
    const personNum = await createResident(env.api, '1960-07-08');
    await openCard(env.api, 'hypertensionCard', personNum);
    expect(await refused(assessment(personNum))).toEqual([
      {
        field: 'personNum',
        message: '该居民尚无有效的糖尿病患者管理卡，请先建立管理卡',
      },
    ]);
  });

  it('names both cards when the resident has neither', async () => {
    const personNum = await createResident(env.api, '1962-07-08');
    expect((await refused(assessment(personNum)))[0]?.message).toContain(
      '高血压患者管理卡和糖尿病患者管理卡',
    );
  });

  it('refuses 无 beside a damaged organ', async () => {
    const issues = await refused(assessment(elder, { targetOrganDamage: ['1', '3'] }));
    expect(issues.map((issue) => issue.field)).toEqual(['targetOrganDamage']);
  });
});
