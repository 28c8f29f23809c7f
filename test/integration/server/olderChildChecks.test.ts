import { addMonths } from '../../../src/domain/calendar';
import { chinaToday, createResident, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

type Issue = { field: string; message: string };

/** The server runs the 12～30月龄 and 3～6岁 check rules of the kernel (domain/child). */
describe('12～30月龄 and 3～6岁 child checks on the server', () => {
  const env = useSignedInServer();
  const today = chinaToday();
  const toddlerBirth = addMonths(today, -18);
  const preschoolBirth = addMonths(today, -50);
  let toddler: string;
  let preschooler: string;

  const issuesOf = (reply: { body: { Response?: unknown } }): Issue[] =>
    (reply.body.Response as { errors: Issue[] }).errors;

  beforeAll(async () => {
    toddler = await createResident(env.api, toddlerBirth, { sex: '1', name: '赵小宇' });
    preschooler = await createResident(env.api, preschoolBirth, { sex: '2', name: '钱朵朵' });
  }, 60_000);

  const toddlerCheck = (overrides: Row = {}): Row => ({
    personNum: toddler,
    checkAge: '2',
    visitDate: today,
    weight: 10.9,
    length: 82,
    doctorSignature: '王建国',
    ...overrides,
  });

  it('computes 月龄, 发育评估结果 and the growth bands; a client cannot override 月龄', async () => {
    const reply = await env.api.post(
      '/api/toddlerHealthChecks',
      toddlerCheck({ monthAge: 3, developmentSigns18m: ['4'], weight: 8.2 }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.Response).toMatchObject({
      birthDate: toddlerBirth,
      monthAge: 18,
      developmentResult: '2',
      weightBand: '3',
      lengthBand: '2',
      nextVisitDate: addMonths(toddlerBirth, 24),
    });
  });

  it('keeps a band the doctor set', async () => {
    const reply = await env.api.post('/api/toddlerHealthChecks', toddlerCheck({ weightBand: '1' }));
    expect(reply.body.Response).toMatchObject({ weightBand: '1', developmentResult: '1' });
  });

  it('refuses the items the age strikes out, naming each in Chinese', async () => {
    const reply = await env.api.post(
      '/api/toddlerHealthChecks',
      toddlerCheck({ hearing: '1', tcmGuidance30to36m: ['1'] }),
    );
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      { field: 'hearing', message: '18月龄不检查此项，请留空' },
      { field: 'tcmGuidance30to36m', message: '18月龄不检查此项，请留空' },
    ]);
  });

  it('judges a 4岁 check: 视力 recorded, 听力 refused, 生长迟缓 proposed', async () => {
    const body = {
      personNum: preschooler,
      checkAge: '2',
      visitDate: today,
      weight: 15,
      height: 92,
      visionLeft: 4.9,
      visionRight: 5.0,
      doctorSignature: '王建国',
    };
    const saved = await env.api.post('/api/preschoolHealthChecks', body);
    expect(saved.status).toBe(201);
    expect(saved.body.Response).toMatchObject({
      monthAge: 50,
      heightBand: '3',
      physicalEvaluation: '4',
      developmentResult: '1',
    });
    const refused = await env.api.post('/api/preschoolHealthChecks', { ...body, hearing: '1' });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([{ field: 'hearing', message: '4岁不检查此项，请留空' }]);
  });

  it('serves the columnar print: the chosen check and the checks before it, oldest first', async () => {
    const first = await env.api.post(
      '/api/toddlerHealthChecks',
      toddlerCheck({
        visitDate: addMonths(toddlerBirth, 12),
        checkAge: '1',
        weight: 9.6,
        length: 76,
      }),
    );
    const second = await env.api.post('/api/toddlerHealthChecks', toddlerCheck());
    const id = String(second.body.Response?.ID);
    const reply = await env.api.get(
      `/api/print/toddlerHealthCheckPrint?personNum=${toddler}&id=${id}`,
    );
    expect(reply.status).toBe(200);
    const printed = reply.body.Response as { title: string; records: Row[] };
    expect(printed.title).toBe('12～30月龄儿童健康检查记录表');
    const ids = printed.records.map((record) => String(record.ID ?? record.id));
    expect(ids).toContain(String(first.body.Response?.ID));
    expect(ids[ids.length - 1]).toBe(id);
  });
});
