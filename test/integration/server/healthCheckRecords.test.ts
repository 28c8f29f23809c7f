import { addDays } from '../../../src/domain/calendar';
import { SELF_CARE_ITEMS } from '../../../src/domain/elderly';
import { chinaToday, createResident, openCard, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * 健康体检表 on the server (national-forms.md §3.12, national-forms-2.md §6): the kernel's
 * completeness rule refuses a check with 现存主要健康问题 left empty or a diabetic's 足背动脉搏动
 * unexamined, naming each field in Chinese; 体质指数, its band and the 65+ self-care band are
 * computed and stored whatever a client sent; the items the check leaves out are cleared.
 */
describe('健康体检表 on the server', () => {
  const env = useSignedInServer();
  const today = chinaToday();
  let diabetic: string;

  const errorFields = (body: { Response?: unknown }) =>
    (body.Response as { errors: { field: string }[] }).errors.map((error) => error.field);

  const check = (overrides: Row = {}): Row => ({
    personNum: diabetic,
    checkDate: today,
    responsibleDoctor: '王建国',
    leftSbp: 128,
    leftDbp: 78,
    height: 170,
    weight: 66,
    bmi: 30,
    elderlyHealthSelfAssessment: '2',
    elderlySelfCareAssessment: '4',
    elderlyCognition: '1',
    elderlyEmotion: '1',
    mmseScore: 12,
    dorsalisPedis: '2',
    fastingBloodGlucose: 6.5,
    cerebrovascularDisease: ['1'],
    kidneyDisease: ['1'],
    heartDisease: ['1'],
    vascularDisease: ['1'],
    eyeDisease: ['1'],
    nervousDisease: '1',
    otherSystemDisease: '1',
    healthEvaluation: '1',
    healthGuidance: ['1'],
    riskFactorControl: ['6'],
    vaccineAdvice: '流感疫苗、肺炎球菌疫苗',
    mainMedications: [{ drug: '二甲双胍', usage: '口服', dosage: '0.5g tid', compliance: '1' }],
    ...overrides,
  });

  beforeAll(async () => {
    // 68 on today's check.
    diabetic = await createResident(env.api, addDays(today, -(68 * 365 + 30)), { sex: '1' });
    await openCard(env.api, 'diabetesManager', diabetic);
    const selfCare = await env.api.post('/api/healthchecktablescores', {
      personNum: diabetic,
      checkDate: today,
      doctorSignature: '王建国',
      ...Object.fromEntries(SELF_CARE_ITEMS.map((item) => [item.field, '0'])),
    });
    expect(selfCare.status).toBe(201);
  }, 60_000);

  it('saves a complete check of a 68-year-old diabetic with the computed values', async () => {
    const reply = await env.api.post<Row>('/api/healthCheckTables', check());
    expect(reply.status).toBe(201);
    const saved = reply.body.Response!;
    expect(saved).toMatchObject({
      bmi: 22.84,
      bmiAssessment: '2',
      elderlySelfCareAssessment: '1',
      fastingBloodGlucoseMg: 117,
      mainMedications: [{ drug: '二甲双胍', usage: '口服', dosage: '0.5g tid', compliance: '1' }],
    });
    // 认知功能 粗筛阴性: no MMSE score is kept.
    expect(saved.mmseScore).toBeUndefined();
  });

  it('refuses a check without 足背动脉搏动 or a row of 现存主要健康问题, naming them', async () => {
    const reply = await env.api.post('/api/healthCheckTables', {
      ...check(),
      dorsalisPedis: null,
      heartDisease: [],
    });
    expect(reply.status).toBe(400);
    expect(errorFields(reply.body)).toEqual(['dorsalisPedis', 'heartDisease']);
    expect(reply.body.Message).toContain('糖尿病患者须检查足背动脉搏动');
    expect(reply.body.Message).toContain('心脏疾病');
  });

  it('refuses 无异常 when the check found something', async () => {
    const reply = await env.api.post('/api/healthCheckTables', check({ fastingBloodGlucose: 9.1 }));
    expect(reply.status).toBe(400);
    expect(errorFields(reply.body)).toEqual(['healthEvaluation']);
  });

  it('refuses a bad history row in Chinese', async () => {
    const reply = await env.api.post(
      '/api/healthCheckTables',
      check({ hospitalizations: [{ admitted: '2030-01', reason: '肺炎' }] }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe('住院史第1行：入院日期不能晚于本月');
  });
});
