import { addDays, addMonths } from '../../../src/domain/calendar';
import { chinaToday, createResident, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * The server applies the same severe-mental-disorder and tuberculosis rules as the forms
 * (src/domain/mental/visit.ts, src/domain/tuberculosis/visit.ts).
 */
describe('severe mental disorder and tuberculosis visits on the server', () => {
  const env = useSignedInServer();
  let mentalPatient: string;
  let tbPatient: string;
  let noCard: string;
  const today = chinaToday();
  const treatmentStart = addDays(today, -75);

  const mentalVisit = (personNum: string, overrides: Row = {}): Row => ({
    personNum,
    visitDate: today,
    visitMethod: '2',
    riskLevel: '0',
    insight: '1',
    selfCare: '1',
    socialInteraction: '2',
    medicationCompliance: '1',
    doctorSignature: '王建国',
    ...overrides,
  });

  const tbVisit = (personNum: string, overrides: Row = {}): Row => ({
    personNum,
    visitDate: today,
    supervisor: '2',
    visitMethod: '2',
    usage: '1',
    adverseReaction: '1',
    complication: '1',
    doctorSignature: '王建国',
    ...overrides,
  });

  beforeAll(async () => {
    mentalPatient = await createResident(env.api, '1975-05-05');
    tbPatient = await createResident(env.api, '1975-05-05');
    noCard = await createResident(env.api, '1975-05-05');
    const card = await env.api.post('/api/mentalcard', {
      personNum: mentalPatient,
      guardianName: '王桂兰',
      guardianRelation: '配偶',
      guardianAddress: '桐城市孔城镇桐梓村一组1号',
      guardianPhone: '13955601234',
      villageContact: '李明',
      villageContactPhone: '13955605678',
      householdType: '2',
      employment: '3',
      informedConsent: '1',
      lockHistory: '1',
      outpatientTreatment: '3',
      firstAntipsychoticDate: '2015-06-01',
      hospitalizations: 1,
      diagnosis: '精神分裂症',
      diagnosisHospital: '安庆市第六人民医院',
      diagnosisDate: '2015-05-20',
      fillDate: today,
      doctorSignature: '王建国',
    });
    expect(card.status).toBe(201);
    const tbCard = await env.api.post('/api/pulmonarycard', {
      personNum: tbPatient,
      confirmDate: addDays(treatmentStart, -3),
      confirmHospital: '桐城市人民医院结核病门诊',
      patientType: '1',
      sputumResult: '1',
      drugResistance: '2',
      treatmentStartDate: treatmentStart,
      chemotherapy: '2HRZE/4HR',
      treatmentPhase: '1',
      intensiveMonths: 2,
      buildDate: addDays(treatmentStart, -2),
      buildDoctor: '王建国',
    });
    expect(tbCard.status).toBe(201);
  }, 60_000);

  it.each<{ family: string; body: () => Row; message: string }>([
    {
      family: 'mentalvisit',
      body: () => mentalVisit(noCard),
      message: '该居民尚无有效的严重精神障碍患者个人信息补充表，请先建立',
    },
    {
      family: 'pulmonarypatientvisit',
      body: () => tbVisit(noCard),
      message: '该居民尚无有效的肺结核患者管理卡，请先建立',
    },
  ])('refuses a $family for a resident without the card', async ({ family, body, message }) => {
    const reply = await env.api.post(`/api/${family}`, body());
    expect({ status: reply.status, message: reply.body.Message }).toEqual({ status: 400, message });
  });

  /** The 转诊 block of a visit whose rules call for referral (a save without it is refused). */
  const REFERRED: Row = { referral: '2', referralHospital: '安庆市第六人民医院精神科' };

  it('refuses an unstable visit with neither referral nor 未转诊原因, and keeps the reason', async () => {
    const refused = await env.api.post(
      '/api/mentalvisit',
      mentalVisit(mentalPatient, { riskLevel: '4' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.Response).toEqual({
      errors: [
        { field: 'noReferralReason', message: '随访结果提示需要转诊；不转诊时请填写未转诊原因' },
      ],
    });
    const saved = await env.api.post(
      '/api/mentalvisit',
      mentalVisit(mentalPatient, { riskLevel: '4', noReferralReason: '家属拒绝转诊，已加强看护' }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body.Response).toMatchObject({ noReferralReason: '家属拒绝转诊，已加强看护' });
  });

  it.each<{ case: string; overrides: Row; cls: string; next: () => string }>([
    { case: 'stable', overrides: {}, cls: '3', next: () => addMonths(today, 3) },
    { case: '危险性 2级', overrides: { riskLevel: '2' }, cls: '2', next: () => addDays(today, 14) },
    {
      case: '危险性 4级',
      overrides: { riskLevel: '4', ...REFERRED },
      cls: '1',
      next: () => addDays(today, 14),
    },
    {
      case: 'hallucinations',
      overrides: { currentSymptoms: ['1'], ...REFERRED },
      cls: '1',
      next: () => addDays(today, 14),
    },
    {
      case: 'social function poorer',
      overrides: { housework: '3' },
      cls: '2',
      next: () => addDays(today, 14),
    },
  ])('computes the mental class and next date a client left out: $case', async (row) => {
    const reply = await env.api.post('/api/mentalvisit', mentalVisit(mentalPatient, row.overrides));
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({
      visitClassification: row.cls,
      nextVisitDate: row.next(),
    });
  });

  it.each<{ case: string; overrides: Row; field: string; message: string }>([
    {
      case: '稳定 at 危险性 3级 without a reason',
      overrides: { riskLevel: '3', visitClassification: '3', ...REFERRED },
      field: 'classificationReason',
      message: '所选随访分类与本次评估（危险性3级）不符，请填写分类说明',
    },
    {
      case: 'a referral without its destination',
      overrides: { referral: '2' },
      field: 'referralHospital',
      message: '已选择转诊，请填写转诊至机构及科室',
    },
    {
      case: 'a next date in the past',
      overrides: { nextVisitDate: addDays(today, -1) },
      field: 'nextVisitDate',
      message: '下次随访日期不能早于今天',
    },
  ])('refuses a mental visit with $case', async ({ overrides, field, message }) => {
    const reply = await env.api.post('/api/mentalvisit', mentalVisit(mentalPatient, overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.Response).toEqual({ errors: [{ field, message }] });
  });

  it('fills the TB month and phase from the card and plans monthly in continuation', async () => {
    const reply = await env.api.post('/api/pulmonarypatientvisit', tbVisit(tbPatient));
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({
      treatmentMonth: 3,
      treatmentPhase: '2',
      nextVisitDate: addMonths(today, 1),
    });
  });

  it('plans 10 days for a family-supervised first visit, 14 for a referral', async () => {
    const first = await env.api.post('/api/pulmonaryfirstvisit', {
      ...tbVisit(tbPatient),
      complication: undefined,
      adverseReaction: undefined,
    });
    expect(first.status).toBe(201);
    expect(first.body.Response).toMatchObject({
      nextVisitDate: addDays(today, 10),
      patientType: '1',
      chemotherapy: '2HRZE/4HR',
    });
    const referred = await env.api.post(
      '/api/pulmonarypatientvisit',
      tbVisit(tbPatient, { adverseReaction: '2', referralReason: '肝功能异常' }),
    );
    expect(referred.body.Response).toMatchObject({ nextVisitDate: addDays(today, 14) });
  });

  it('computes 服药率 on the visit that closes the case, ignoring a client’s own figure', async () => {
    const reply = await env.api.post(
      '/api/pulmonarypatientvisit',
      tbVisit(tbPatient, {
        stopDate: today,
        stopReason: '1',
        plannedVisits: 12,
        actualVisits: 12,
        plannedDoses: 180,
        actualDoses: 171,
        doseRate: 100,
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({ doseRate: 95 });
    expect(reply.body.Response).not.toHaveProperty('nextVisitDate');
  });

  it('refuses more doses taken than prescribed', async () => {
    const closing = await env.api.post(
      '/api/pulmonarypatientvisit',
      tbVisit(tbPatient, { stopDate: today, stopReason: '1', plannedDoses: 90, actualDoses: 95 }),
    );
    expect(closing.status).toBe(400);
    expect(closing.body.Response).toEqual({
      errors: [{ field: 'actualDoses', message: '实际服药次数不能多于应服药次数' }],
    });
  });
});
