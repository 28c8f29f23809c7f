import { createReadModels } from '../../../server/readModels/readModels';
import { addDays, addMonths } from '../../../src/domain/calendar';
import { DEFAULT_FOLLOW_UP_RULES } from '../../../src/domain/followUp';
import { expectProposedVisit } from './expectProposedVisit';
import { chinaToday, createResident, openCard, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/** The 转诊 block of a visit whose rules call for referral (a save without it is refused). */
const REFERRED: Row = { referralReason: '按规范转诊', referralHospital: '县医院' };

/** The server applies the same follow-up rules as the form (src/domain/followUp). */
describe('chronic follow-up rules on the server', () => {
  const env = useSignedInServer();
  let patient: string;
  let elderly: string;
  let diabetic: string;
  let noCard: string;
  const today = chinaToday();

  const hypertension = (personNum: string, overrides: Row = {}): Row => ({
    personNum,
    visitDate: today,
    visitMethod: '1',
    symptoms: ['1'],
    sbp: 130,
    dbp: 80,
    medicationCompliance: '1',
    doctorSignature: '王建国',
    ...overrides,
  });

  beforeAll(async () => {
    patient = await createResident(env.api, '1970-03-01');
    elderly = await createResident(env.api, '1950-03-01');
    diabetic = await createResident(env.api, '1968-07-01');
    noCard = await createResident(env.api, '1972-01-01');
    await openCard(env.api, 'hypertensionCard', patient);
    await openCard(env.api, 'hypertensionCard', elderly);
    await openCard(env.api, 'diabetesManager', diabetic);
  }, 60_000);

  it('refuses a follow-up for a resident without the disease’s card', async () => {
    const reply = await env.api.post('/api/hypertensionFollowUp', hypertension(noCard));
    expect({ status: reply.status, message: reply.body.Message }).toEqual({
      status: 400,
      message: '该居民尚无有效的高血压患者管理卡，请先建立管理卡',
    });
  });

  it.each<{
    case: string;
    who: 'patient' | 'elderly';
    bp: [number, number];
    cls: string;
    next: () => string;
  }>([
    { case: 'at target', who: 'patient', bp: [130, 80], cls: '1', next: () => addMonths(today, 3) },
    { case: 'SBP 140', who: 'patient', bp: [140, 80], cls: '2', next: () => addDays(today, 14) },
    {
      case: '65+ at 145/85',
      who: 'elderly',
      bp: [145, 85],
      cls: '1',
      next: () => addMonths(today, 3),
    },
    {
      case: '65+ at 150/85',
      who: 'elderly',
      bp: [150, 85],
      cls: '2',
      next: () => addDays(today, 14),
    },
    {
      case: 'danger 186/112',
      who: 'patient',
      bp: [186, 112],
      cls: '2',
      next: () => addDays(today, 14),
    },
  ])(
    'computes the class and the next date a client left out: $case',
    async ({ who, bp, cls, next }) => {
      const personNum = who === 'patient' ? patient : elderly;
      const reply = await env.api.post(
        '/api/hypertensionFollowUp',
        hypertension(personNum, { sbp: bp[0], dbp: bp[1], ...REFERRED }),
      );
      expectProposedVisit(reply, cls, next());
    },
  );

  it('computes BMI from weight and height', async () => {
    const reply = await env.api.post(
      '/api/hypertensionFollowUp',
      hypertension(patient, { weight: 70, height: 175, targetWeight: 65 }),
    );
    expect(reply.body.Response).toMatchObject({ bmi: 22.86, targetBmi: 21.22 });
  });

  it.each<{ case: string; overrides: Row; field: string; message: string }>([
    {
      case: '300/20',
      overrides: { sbp: 300, dbp: 20 },
      field: 'dbp',
      message: '舒张压应在30到200 mmHg之间',
    },
    {
      case: 'an extreme value not confirmed',
      overrides: { sbp: 250, dbp: 100 },
      field: 'sbp',
      message: '收缩压 250 mmHg 超出常见范围（80–240），请确认（核实后勾选“异常值已核实”）',
    },
    {
      case: '控制满意 for 186/112 without a reason',
      overrides: { sbp: 186, dbp: 112, visitClassification: '1' },
      field: 'classificationReason',
      message: '所选随访分类与本次测量值不符，请填写分类说明',
    },
    {
      case: 'a next date in the past',
      overrides: { nextVisitDate: addDays(today, -1) },
      field: 'nextVisitDate',
      message: '下次随访日期不能早于今天',
    },
    {
      case: 'a next date later than the rule (two weeks after 140/80) without a reason',
      overrides: { sbp: 140, dbp: 80, nextVisitDate: addMonths(today, 3) },
      field: 'nextVisitDateReason',
      message: `下次随访日期晚于规范要求的 ${addDays(today, 14)}，请填写推迟原因`,
    },
    {
      case: 'a pulse pressure under 10',
      overrides: { sbp: 100, dbp: 95 },
      field: 'dbp',
      message: '舒张压应低于收缩压至少10 mmHg',
    },
  ])(
    'refuses $case with a Chinese message naming the field',
    async ({ overrides, field, message }) => {
      const reply = await env.api.post(
        '/api/hypertensionFollowUp',
        hypertension(patient, overrides),
      );
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toContain(message);
      const errors = (reply.body.Response as { errors: { field: string }[] }).errors;
      expect(errors.map((error) => error.field)).toContain(field);
    },
  );

  it.each<{ case: string; overrides: Row }>([
    {
      case: 'a confirmed extreme value',
      overrides: { sbp: 250, dbp: 100, valuesConfirmed: true, ...REFERRED },
    },
    {
      case: 'a contradicting class with its reason',
      overrides: {
        sbp: 186,
        dbp: 112,
        visitClassification: '1',
        classificationReason: '诊室白大衣高血压，家庭自测正常',
        ...REFERRED,
      },
    },
    {
      case: 'a later next date with its reason',
      overrides: {
        sbp: 140,
        dbp: 80,
        nextVisitDate: addMonths(today, 3),
        nextVisitDateReason: '患者外出务工，三个月后返乡',
      },
    },
    {
      case: 'an earlier next date than the rule',
      overrides: { nextVisitDate: addDays(today, 30) },
    },
  ])('accepts $case', async ({ overrides }) => {
    expect(
      (await env.api.post('/api/hypertensionFollowUp', hypertension(patient, overrides))).status,
    ).toBe(201);
  });

  it('refuses a second 控制不满意 with neither referral nor 未转诊原因, and keeps the reason given', async () => {
    const personNum = await createResident(env.api, '1966-05-01');
    await openCard(env.api, 'hypertensionCard', personNum);
    const uncontrolled = (overrides: Row = {}) =>
      env.api.post<Row>(
        '/api/hypertensionFollowUp',
        hypertension(personNum, { sbp: 152, dbp: 96, ...overrides }),
      );
    // The first 控制不满意 calls for no referral.
    expect((await uncontrolled({ visitDate: addDays(today, -14) })).status).toBe(201);
    const refused = await uncontrolled();
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toContain('随访结果提示需要转诊；不转诊时请填写未转诊原因');
    const errors = (refused.body.Response as { errors: { field: string }[] }).errors;
    expect(errors.map((error) => error.field)).toEqual(['noReferralReason']);
    const saved = await uncontrolled({ noReferralReason: '患者拒绝转诊，已告知风险' });
    expect(saved.status).toBe(201);
    const read = await env.api.get<Row>(
      `/api/hypertensionFollowUp/${String(saved.body.Response!.ID)}`,
    );
    expect(read.body.Response).toMatchObject({ noReferralReason: '患者拒绝转诊，已告知风险' });
    expect((await uncontrolled({ referralHospital: '县医院心内科' })).status).toBe(201);
  });

  it('counts toward 规范管理 a visit that called for referral only when referred or confirmed', async () => {
    const personNum = await createResident(env.api, '1964-09-01');
    await openCard(env.api, 'hypertensionCard', personNum);
    const post = (overrides: Row) =>
      env.api.post<Row>(
        '/api/hypertensionFollowUp',
        hypertension(personNum, { sbp: 150, dbp: 95, ...overrides }),
      );
    expect((await post({ visitDate: addDays(today, -28) })).status).toBe(201);
    const second = await post({ visitDate: addDays(today, -14), noReferralReason: '患者拒绝转诊' });
    expect(second.status).toBe(201);
    const counts = () => {
      createReadModels(env.server.db, DEFAULT_FOLLOW_UP_RULES).refresh();
      return env.server.db
        .prepare(
          `SELECT SUM(face_to_face) AS faceToFace, SUM(standard_visits) AS standard
             FROM programme_visit_years WHERE programme = 'hypertension' AND person_num = ?`,
        )
        .get(personNum);
    };
    expect(counts()).toEqual({ faceToFace: 2, standard: 2 });
    // A record kept from before the rule: no referral and no reason. Face to face, not 规范.
    env.server.db
      .prepare(
        `UPDATE resource_records SET data = json_remove(data, '$.noReferralReason') WHERE id = ?`,
      )
      .run(String(second.body.Response!.ID));
    expect(counts()).toEqual({ faceToFace: 2, standard: 1 });
  });

  it('lets an old visit be edited although its next date has passed', async () => {
    const created = (
      await env.api.post<Row>(
        '/api/hypertensionFollowUp',
        hypertension(patient, { visitDate: addDays(today, -120) }),
      )
    ).body.Response!;
    expect(created.nextVisitDate).toBe(today); // proposed, never in the past
    env.server.db
      .prepare(
        "UPDATE resource_records SET data = json_set(data, '$.nextVisitDate', ?) WHERE family = 'hypertensionFollowUp' AND id = ?",
      )
      .run(addDays(today, -30), String(created.ID));
    const updated = await env.api.put(`/api/hypertensionFollowUp/${String(created.ID)}`, {
      remark: '补录',
    });
    expect(updated.status).toBe(200);
  });

  it.each<{ fbg: number; cls: string; next: () => string }>([
    { fbg: 6.9, cls: '1', next: () => addMonths(today, 3) },
    { fbg: 7.0, cls: '2', next: () => addDays(today, 14) },
    { fbg: 16.7, cls: '2', next: () => addDays(today, 14) },
    { fbg: 3.9, cls: '1', next: () => addDays(today, 14) },
  ])('classifies a diabetes visit at FBG $fbg', async ({ fbg, cls, next }) => {
    const reply = await env.api.post('/api/diabetesFollowUP', {
      ...hypertension(diabetic),
      fastingBloodGlucose: fbg,
      ...REFERRED,
    });
    expectProposedVisit(reply, cls, next());
  });

  it.each<{ heartRate: number; next: () => string }>([
    { heartRate: 100, next: () => addMonths(today, 3) },
    { heartRate: 101, next: () => addDays(today, 14) },
  ])(
    'stores 心率 $heartRate of a diabetes visit; above 100 the danger sign refers (2 weeks)',
    async ({ heartRate, next }) => {
      const reply = await env.api.post('/api/diabetesFollowUP', {
        ...hypertension(diabetic),
        fastingBloodGlucose: 6.0,
        heartRate,
        ...REFERRED,
      });
      expectProposedVisit(reply, '1', next());
      expect(reply.body.Response).toMatchObject({ heartRate });
    },
  );

  it.each<{ case: string; family: string; overrides: Row; cls: string }>([
    {
      case: 'a new complication',
      family: 'hypertensionFollowUp',
      overrides: { complication: '2' },
      cls: '4',
    },
    {
      case: 'a worsened complication',
      family: 'diabetesFollowUP',
      overrides: { fastingBloodGlucose: 6.0, complication: '3' },
      cls: '4',
    },
    {
      case: 'a hard-to-control reaction',
      family: 'hypertensionFollowUp',
      overrides: { adverseReaction: '2', adverseReactionUncontrolled: true },
      cls: '3',
    },
  ])('refers $case: class and a two-week date when left out', async (row) => {
    const personNum = row.family === 'diabetesFollowUP' ? diabetic : patient;
    const reply = await env.api.post(`/api/${row.family}`, {
      ...hypertension(personNum),
      ...row.overrides,
      ...REFERRED,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({
      visitClassification: row.cls,
      nextVisitDate: addDays(today, 14),
    });
  });
});

/** FOLLOW_UP_RULES changes what the server computes for a follow-up saved without a class. */
describe('chronic follow-up rules with a deployment’s overrides', () => {
  const env = useSignedInServer('qyadmin', {
    followUpRules: {
      bloodPressure: { targetSbp: 130 },
      nextVisit: { controlledMonths: 2, uncontrolledDays: 7 },
      dangerHeartRate: 110,
    },
  });
  const today = chinaToday();

  it.each([
    [125, '1', () => addMonths(today, 2)],
    [135, '2', () => addDays(today, 7)],
  ])('classifies SBP %d as %s with the deployment’s next date', async (sbp, cls, next) => {
    const personNum = await createResident(env.api, '1970-03-01');
    await openCard(env.api, 'hypertensionCard', personNum);
    const reply = await env.api.post('/api/hypertensionFollowUp', {
      personNum,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp,
      dbp: 80,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    expectProposedVisit(reply, cls, next());
  });

  it('judges a diabetes visit’s 心率 by the deployment’s danger threshold', async () => {
    const personNum = await createResident(env.api, '1968-07-01');
    await openCard(env.api, 'diabetesManager', personNum);
    const visit = (heartRate: number) =>
      env.api.post('/api/diabetesFollowUP', {
        personNum,
        visitDate: today,
        visitMethod: '1',
        symptoms: ['1'],
        sbp: 120,
        dbp: 76,
        fastingBloodGlucose: 6.0,
        heartRate,
        medicationCompliance: '1',
        doctorSignature: '王建国',
        ...REFERRED,
      });
    expectProposedVisit(await visit(110), '1', addMonths(today, 2));
    // A danger sign refers: two weeks, whatever the uncontrolled interval.
    expectProposedVisit(await visit(111), '1', addDays(today, 14));
  });

  it('sends the overrides to the client in /config.js', async () => {
    const reply = await env.server.app.inject({ url: '/config.js' });
    expect(reply.body).toContain('"followUpRules":{"bloodPressure":{"targetSbp":130}');
  });
});
