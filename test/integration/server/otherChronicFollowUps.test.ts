import { addDays, addMonths } from '../../../server/resources/time';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { signInAs } from './helpers';
import {
  chinaToday,
  type Client,
  clientFor,
  freshIdCard,
  openCard,
  personBody,
  type Row,
} from './resourcesFixtures';

/**
 * The stroke, COPD, tumour and high-risk follow-ups on the server: the same rules module as the
 * forms (src/services/contract/rules/diseaseClassification.ts), so a client that leaves the class
 * and the next date out gets what the dialog would have proposed.
 */
describe('other chronic follow-ups on the server', () => {
  let server: TestServer;
  let api: Client;
  const today = chinaToday();
  const patients: Record<string, string> = {};

  const newPerson = async (birthDate: string) =>
    String(
      (await api.post('/api/persons', personBody({ IDCardNo: freshIdCard('1', birthDate) }))).body
        .Response?.personNum,
    );

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
    server = await startTestServer();
    api = clientFor(server.app, await signInAs(server.app, 'qyadmin'));
    for (const [family, card] of Object.entries(CARDS)) {
      // Born 1952: 65+ on any visit date, so the relaxed blood-pressure target applies.
      patients[family] = await newPerson('1952-05-01');
      await openCard(api, card, patients[family]);
    }
    patients.noCard = await newPerson('1960-01-01');
  }, 60_000);

  afterAll(() => server.close());

  it.each(Object.keys(CARDS))(
    'refuses a %s visit for a resident without the card',
    async (family) => {
      const reply = await api.post(`/api/${family}`, bodies[family]!(patients.noCard!, {}));
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toMatch(/^该居民尚无有效的.+管理卡，请先建立管理卡$/);
    },
  );

  it.each<{ family: string; overrides: Row; cls: string; next: () => string }>([
    // 65+: 145/85 is at target, 150/85 is not.
    {
      family: 'cerebralapoplexyfollowUps',
      overrides: { sbp: 145, dbp: 85 },
      cls: '1',
      next: () => addMonths(today, 3),
    },
    {
      family: 'cerebralapoplexyfollowUps',
      overrides: { sbp: 150, dbp: 85 },
      cls: '2',
      next: () => addDays(today, 14),
    },
    {
      family: 'chronicDiseaseHighFollowUp',
      overrides: { sbp: 138, dbp: 86 },
      cls: '1',
      next: () => addMonths(today, 3),
    },
    {
      family: 'chronicDiseaseHighFollowUp',
      overrides: { sbp: 138, dbp: 92 },
      cls: '2',
      next: () => addDays(today, 14),
    },
    {
      family: 'copdfollowups',
      overrides: { catScore: 9, exacerbations: 0 },
      cls: '1',
      next: () => addMonths(today, 3),
    },
    {
      family: 'copdfollowups',
      overrides: { catScore: 9, exacerbations: 1 },
      cls: '2',
      next: () => addDays(today, 14),
    },
    {
      family: 'tumourfollowUps',
      overrides: { painScore: 3 },
      cls: '1',
      next: () => addMonths(today, 3),
    },
    {
      family: 'tumourfollowUps',
      overrides: { painScore: 5 },
      cls: '2',
      next: () => addDays(today, 14),
    },
  ])(
    '$family $overrides → class $cls and its next date',
    async ({ family, overrides, cls, next }) => {
      const reply = await api.post(`/api/${family}`, bodies[family]!(patients[family]!, overrides));
      expect(reply.status).toBe(201);
      expect(reply.body.Response).toMatchObject({
        visitClassification: cls,
        nextVisitDate: next(),
      });
    },
  );

  it('computes BMI on a COPD visit from weight and height', async () => {
    const reply = await api.post(
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
      message: '舒张压应低于收缩压至少 10 mmHg',
    },
    {
      family: 'chronicDiseaseHighFollowUp',
      overrides: { nextVisitDate: addDays(today, -1) },
      field: 'nextVisitDate',
      message: '下次随访日期不能早于今天',
    },
  ])('refuses $family $overrides naming $field', async ({ family, overrides, field, message }) => {
    const reply = await api.post(`/api/${family}`, bodies[family]!(patients[family]!, overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain(message);
    const errors = (reply.body.Response as { errors: { field: string }[] }).errors;
    expect(errors.map((error) => error.field)).toContain(field);
  });

  it('a stroke visit at 186/112 plans the referral follow-up in two weeks', async () => {
    const reply = await api.post(
      '/api/cerebralapoplexyfollowUps',
      bodies.cerebralapoplexyfollowUps!(patients.cerebralapoplexyfollowUps!, {
        sbp: 186,
        dbp: 112,
        symptoms: ['3'],
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({
      visitClassification: '2',
      nextVisitDate: addDays(today, 14),
    });
  });
});
