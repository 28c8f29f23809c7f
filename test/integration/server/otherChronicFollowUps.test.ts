import { addDays, addMonths } from '../../../src/domain/calendar';
import { expectProposedVisit } from './expectProposedVisit';
import { chinaToday, createResident, openCard, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * The stroke, COPD, tumour and high-risk follow-ups on the server: the same rules module as the
 * forms (src/domain/followUp/classifyVisit.ts), so a client that leaves the class
 * and the next date out gets what the dialog would have proposed.
 */
describe('other chronic follow-ups on the server', () => {
  const env = useSignedInServer();
  const today = chinaToday();
  const patients: Record<string, string> = {};

  const base = (personNum: string): Row => ({
    personNum,
    visitDate: today,
    visitMethod: '1',
    medicationCompliance: '1',
    doctorSignature: '王建国',
  });

  const bodies: Record<string, (personNum: string, overrides: Row) => Row> = {
    cerebralapoplexyfollowUps: (personNum, overrides) => ({
      ...base(personNum),
      symptoms: ['1'],
      sbp: 130,
      dbp: 80,
      limbFunction: '2',
      ...overrides,
    }),
    copdfollowups: (personNum, overrides) => ({
      ...base(personNum),
      symptoms: ['2'],
      catScore: 6,
      exacerbations: 0,
      ...overrides,
    }),
    tumourfollowUps: (personNum, overrides) => ({
      ...base(personNum),
      treatmentStatus: '2',
      kpsScore: '80',
      painScore: 2,
      ...overrides,
    }),
    chronicDiseaseHighFollowUp: (personNum, overrides) => {
      const { medicationCompliance: _none, ...header } = base(personNum);
      return { ...header, sbp: 132, dbp: 84, ...overrides };
    },
  };

  const CARDS: Record<string, string> = {
    cerebralapoplexyfollowUps: 'cerebralapoplexycards',
    copdfollowups: 'copdcards',
    tumourfollowUps: 'tumourcards',
    chronicDiseaseHighFollowUp: 'chronicDiseaseHighCard',
  };

  beforeAll(async () => {
    for (const [family, card] of Object.entries(CARDS)) {
      // Born 1952: 65+ on any visit date, so the relaxed blood-pressure target applies.
      patients[family] = await createResident(env.api, '1952-05-01');
      await openCard(env.api, card, patients[family]);
    }
    patients.noCard = await createResident(env.api, '1960-01-01');
  }, 60_000);

  it.each(Object.keys(CARDS))(
    'refuses a %s visit for a resident without the card',
    async (family) => {
      const reply = await env.api.post(`/api/${family}`, bodies[family]!(patients.noCard!, {}));
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toMatch(/^该居民尚无有效的.+管理卡，请先建立管理卡$/);
    },
  );

  const inThreeMonths = () => addMonths(today, 3);
  const inTwoWeeks = () => addDays(today, 14);
  const classCases: [string, Row, string, () => string][] = [
    // 65+: 145/85 is at target, 150/85 is not.
    ['cerebralapoplexyfollowUps', { sbp: 145, dbp: 85 }, '1', inThreeMonths],
    ['cerebralapoplexyfollowUps', { sbp: 150, dbp: 85 }, '2', inTwoWeeks],
    ['chronicDiseaseHighFollowUp', { sbp: 138, dbp: 86 }, '1', inThreeMonths],
    ['chronicDiseaseHighFollowUp', { sbp: 138, dbp: 92 }, '2', inTwoWeeks],
    ['copdfollowups', { catScore: 9, exacerbations: 0 }, '1', inThreeMonths],
    ['copdfollowups', { catScore: 9, exacerbations: 1 }, '2', inTwoWeeks],
    ['tumourfollowUps', { painScore: 3 }, '1', inThreeMonths],
    ['tumourfollowUps', { painScore: 5 }, '2', inTwoWeeks],
  ];
  it.each(classCases.map(([family, overrides, cls, next]) => ({ family, overrides, cls, next })))(
    '$family $overrides → class $cls and its next date',
    async ({ family, overrides, cls, next }) => {
      const reply = await env.api.post(
        `/api/${family}`,
        bodies[family]!(patients[family]!, overrides),
      );
      expectProposedVisit(reply, cls, next());
    },
  );

  it('computes BMI on a COPD visit from weight and height', async () => {
    const reply = await env.api.post(
      '/api/copdfollowups',
      bodies.copdfollowups!(patients.copdfollowups!, { weight: 60, height: 165 }),
    );
    expect(reply.body.Response).toMatchObject({ bmi: 22.04 });
  });

  it.each<{ family: string; overrides: Row; field: string; message: string }>([
    {
      family: 'tumourfollowUps',
      overrides: { painScore: 8, visitClassification: '1' },
      field: 'classificationReason',
      message: '所选随访分类与本次测量值不符，请填写分类说明',
    },
    {
      family: 'copdfollowups',
      overrides: { exacerbations: 2, visitClassification: '1' },
      field: 'classificationReason',
      message: '所选随访分类与本次测量值不符，请填写分类说明',
    },
    {
      family: 'cerebralapoplexyfollowUps',
      overrides: { sbp: 100, dbp: 95 },
      field: 'dbp',
      message: '舒张压应低于收缩压至少10 mmHg',
    },
    {
      family: 'chronicDiseaseHighFollowUp',
      overrides: { nextVisitDate: addDays(today, -1) },
      field: 'nextVisitDate',
      message: '下次随访日期不能早于今天',
    },
  ])('refuses $family $overrides naming $field', async ({ family, overrides, field, message }) => {
    const reply = await env.api.post(
      `/api/${family}`,
      bodies[family]!(patients[family]!, overrides),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain(message);
    const errors = (reply.body.Response as { errors: { field: string }[] }).errors;
    expect(errors.map((error) => error.field)).toContain(field);
  });

  it('a stroke visit at 186/112 plans the referral follow-up in two weeks', async () => {
    const reply = await env.api.post(
      '/api/cerebralapoplexyfollowUps',
      bodies.cerebralapoplexyfollowUps!(patients.cerebralapoplexyfollowUps!, {
        sbp: 186,
        dbp: 112,
        symptoms: ['3'],
        // The danger signs call for referral: a save without 转诊 or 未转诊原因 is refused.
        referralReason: '危急情况',
        referralHospital: '县医院神经内科',
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({
      visitClassification: '2',
      nextVisitDate: addDays(today, 14),
    });
  });
});
