import { SELF_CARE_ITEMS } from '../../../src/domain/elderly';
import { assessConstitution, questionField, TCM_QUESTIONS } from '../../../src/domain/tcm';
import { chinaToday, createResident, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * The elderly forms on the server (national-forms §10 and §11): the self-care total and band and
 * the TCM constitutions are computed with the form's own rules when a record is saved, whatever a
 * client sent, and a blank item is refused with the item named.
 */
describe('elderly self-care and TCM records on the server', () => {
  const env = useSignedInServer();
  let elder: string;
  const today = chinaToday();

  const errorFields = (body: { Response?: unknown }) =>
    (body.Response as { errors: { field: string }[] }).errors.map((error) => error.field);

  /** Self-care answers by item label. */
  const selfCare = (scores: Record<string, number>, overrides: Row = {}): Row => ({
    personNum: elder,
    checkDate: today,
    doctorSignature: '王建国',
    ...Object.fromEntries(
      SELF_CARE_ITEMS.map((item) => [item.field, String(scores[item.label] ?? 0)]),
    ),
    ...overrides,
  });

  const tcm = (base: number, set: Record<number, number> = {}, overrides: Row = {}): Row => ({
    personNum: elder,
    checkDate: today,
    doctorSignature: '王建国',
    ...Object.fromEntries(
      TCM_QUESTIONS.map((_question, index) => [
        questionField(index + 1),
        String(set[index + 1] ?? base),
      ]),
    ),
    ...overrides,
  });

  beforeAll(async () => {
    elder = await createResident(env.api, '1948-05-06', { sex: '2', name: '测试老人' });
  }, 60_000);

  it.each<[Record<string, number>, number, string]>([
    [{ 梳洗: 1, 如厕: 1, 活动: 1 }, 3, '1'],
    [{ 进餐: 3, 梳洗: 1 }, 4, '2'],
    [{ 进餐: 3, 穿衣: 3, 活动: 1, 如厕: 1 }, 8, '2'],
    [{ 进餐: 3, 梳洗: 1, 如厕: 5 }, 9, '3'],
    [{ 进餐: 3, 梳洗: 7, 穿衣: 3, 如厕: 5 }, 18, '3'],
    [{ 进餐: 3, 梳洗: 1, 如厕: 5, 活动: 10 }, 19, '4'],
  ])('computes the self-care total and band of %j: %i → %s', async (scores, total, band) => {
    // A client's own total and band are replaced by the server's.
    const reply = await env.api.post(
      '/api/healthchecktablescores',
      selfCare(scores, { totalScore: 0, selfCareLevel: '1' }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({ totalScore: total, selfCareLevel: band });
  });

  it('recomputes the band when an item is edited', async () => {
    const created = (await env.api.post<Row>('/api/healthchecktablescores', selfCare({}))).body
      .Response!;
    expect(created).toMatchObject({ totalScore: 0, selfCareLevel: '1' });
    const updated = await env.api.put<Row>(`/api/healthchecktablescores/${String(created.ID)}`, {
      activityScore: '10',
      toiletScore: '10',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.Response).toMatchObject({ totalScore: 20, selfCareLevel: '4' });
  });

  it('refuses a blank item or a score the table does not print, naming the item', async () => {
    const blank = await env.api.post('/api/healthchecktablescores', {
      ...selfCare({}),
      dressingScore: undefined,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.Message).toContain('请评估穿衣');
    expect(errorFields(blank.body)).toEqual(['dressingScore']);
    const wrong = await env.api.post('/api/healthchecktablescores', selfCare({ 进餐: 1 }));
    expect(wrong.status).toBe(400);
    expect(errorFields(wrong.body)).toContain('eatingScore');
  });

  it('computes every constitution as the form does, overriding what the client sent', async () => {
    const answers = tcm(1, { 3: 5, 14: 4, 16: 5, 28: 5, 32: 2, 11: 3, 12: 3, 13: 2 });
    const reply = await env.api.post('/api/questionnaireMains', {
      ...answers,
      qiDeficiencyScore: 3,
      balancedResult: '2',
    });
    expect(reply.status).toBe(201);
    const record = reply.body.Response!;
    const expected = assessConstitution(answers);
    for (const { constitution, score, result } of expected.results) {
      expect([constitution.name, record[`${constitution.key}Score`]]).toEqual([
        constitution.name,
        score,
      ]);
      expect([constitution.name, record[`${constitution.key}Result`]]).toEqual([
        constitution.name,
        result,
      ]);
    }
    // 气虚质 1+5+1+4 = 11 是; 阳虚质 3+3+2+1 = 9 倾向是; 痰湿质 1+5+5+2 = 13 是 (the strongest).
    expect(record).toMatchObject({
      qiDeficiencyScore: 11,
      qiDeficiencyResult: '2',
      yangDeficiencyScore: 9,
      yangDeficiencyResult: '3',
      phlegmDampnessScore: 13,
      balancedResult: '0',
      primaryConstitution: '4',
      constitutionResult: '气虚质（是）、阳虚质（倾向是）、痰湿质（是）',
    });
  });

  it('scores 平和质 with its reversed items: all 1 → 21, 是', async () => {
    const reply = await env.api.post('/api/questionnaireMains', tcm(1));
    expect(reply.body.Response).toMatchObject({
      balancedScore: 21,
      balancedResult: '2',
      primaryConstitution: '9',
      constitutionResult: '平和质（是）',
    });
  });

  it('leaves no question blank', async () => {
    const reply = await env.api.post('/api/questionnaireMains', tcm(2, {}, { q17: '' }));
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain('第(17)题不能为空');
    expect(errorFields(reply.body)).toEqual(['q17']);
  });

  it('recomputes when an answer is edited', async () => {
    const created = (await env.api.post<Row>('/api/questionnaireMains', tcm(1))).body.Response!;
    const updated = await env.api.put<Row>(`/api/questionnaireMains/${String(created.ID)}`, {
      q15: '5',
      q17: '4',
      q18: '3',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.Response).toMatchObject({
      specialDiathesisScore: 13,
      specialDiathesisResult: '2',
      balancedResult: '0',
      primaryConstitution: '8',
    });
  });
});
