import { addMonths } from '../../../src/domain/calendar';
import { DEFAULT_PLAUSIBLE_DATES } from '../../../src/domain/fields';
import { chinaToday, freshIdCard, openCard, personBody, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/** Bodies are checked against the catalogue's fields; refusals are 4xx envelopes in Chinese. */
describe('resource validation', () => {
  const env = useSignedInServer();
  let personNum: string;
  const today = chinaToday();

  const followUp = (overrides: Row = {}): Row => ({
    personNum,
    visitDate: today,
    visitMethod: '1',
    symptoms: ['1'],
    sbp: 135,
    dbp: 85,
    medicationCompliance: '1',
    visitClassification: '1',
    doctorSignature: '王建国',
    ...overrides,
  });

  const refusal = async (url: string, body: unknown, method: 'post' | 'put' = 'post') => {
    const reply = await env.api[method](url, body);
    return { status: reply.status, message: reply.body.Message, response: reply.body.Response };
  };

  beforeAll(async () => {
    personNum = String((await env.api.post('/api/persons', personBody())).body.Response?.personNum);
    await openCard(env.api, 'hypertensionCard', personNum);
  }, 30_000);

  it('accepts a complete follow-up', async () => {
    expect((await env.api.post('/api/hypertensionFollowUp', followUp())).status).toBe(201);
  });

  it('refuses implausible values: dates out of range or before the birth, a number as a name', async () => {
    const latest = addMonths(today, 12 * DEFAULT_PLAUSIBLE_DATES.futureYears);
    const cases: [string, Row, string][] = [
      [
        '/api/hypertensionFollowUp',
        { visitDate: '1800-01-01' },
        `随访日期应在1900-01-01到${latest}之间`,
      ],
      [
        '/api/hypertensionFollowUp',
        { visitDate: '1975-06-01', nextVisitDate: today },
        '随访日期不能早于出生日期',
      ],
      [
        '/api/hypertensionFollowUp',
        { nextVisitDate: '2200-01-01' },
        `下次随访日期应在1900-01-01到${latest}之间`,
      ],
      ['/api/persons', personBody({ name: '12345' }), '姓名只能包含汉字、字母、间隔号（·）和空格'],
    ];
    for (const [url, overrides, message] of cases) {
      const body = url === '/api/persons' ? overrides : followUp(overrides);
      expect({ url, ...(await refusal(url, body)) }).toMatchObject({ url, status: 400, message });
    }
  });

  it('refuses unknown fields', async () => {
    expect(
      await refusal('/api/hypertensionFollowUp', followUp({ foo: 1, bar: 'x' })),
    ).toMatchObject({
      status: 400,
      message: '未知字段：foo、bar',
      response: { errors: [{ field: 'foo,bar', message: '未知字段：foo、bar' }] },
    });
  });

  it('refuses wrong types, ranges, decimals, codes and lengths', async () => {
    const cases: [Row, string][] = [
      [{ sbp: 'abc' }, '收缩压应为数字'],
      [{ sbp: 120.5 }, '收缩压应为整数'],
      [{ sbp: 600 }, '收缩压应在60到300 mmHg之间'],
      [{ dbp: 5 }, '舒张压应在30到200 mmHg之间'],
      [{ weight: 60.123 }, '体重最多保留2位小数'],
      [{ visitMethod: '9' }, '随访方式的取值“9”无效'],
      [{ symptoms: ['1', '99'] }, '症状的取值“99”无效'],
      [{ visitDate: '2025-02-30' }, '随访日期应为有效日期（YYYY-MM-DD）'],
      [{ doctorSignature: '很'.repeat(51) }, '随访医生签名不能超过50个字符'],
      [{ doctorSignature: '王建国😀' }, '随访医生签名不能包含表情符号'],
      [{ sbp: 80, dbp: 90 }, '舒张压应低于收缩压至少10 mmHg'],
      [{ sbp: 128, dbp: 120 }, '舒张压应低于收缩压至少10 mmHg'],
      [{ visitDate: '2099-01-01' }, '随访日期不能晚于今天'],
      [
        { medications: [{ drug: '', timesPerDay: 1, dose: '5mg' }] },
        '用药情况第1行：请填写药物名称',
      ],
      [
        { medications: [{ drug: '氨氯地平片', timesPerDay: 0, dose: '5mg' }] },
        '用药情况第1行：每日次数应为1到24之间的整数',
      ],
    ];
    for (const [overrides, message] of cases) {
      expect(await refusal('/api/hypertensionFollowUp', followUp(overrides))).toMatchObject({
        status: 400,
        message,
      });
    }
  });

  it('names every missing required field', async () => {
    const reply = await refusal('/api/persons', { IDCardNo: freshIdCard() });
    expect(reply.status).toBe(400);
    expect(reply.message).toContain('请填写姓名');
    expect(reply.message).toContain('请选择常住类型');
    expect(reply.message).toContain('请填写现住址');
    expect(reply.message).toContain('联系电话');
  });

  it("fills the cover's 联系电话 from 本人电话, else 联系人电话, and keeps one typed", async () => {
    const stored = async (body: Row) => {
      const created = await env.api.post('/api/persons', personBody(body));
      expect(created.status).toBe(201);
      const personNum = String(created.body.Response?.personNum);
      return (await env.api.get(`/api/persons/${personNum}`)).body.Response as Row;
    };
    expect((await stored({ phone: '13905560001' })).coverPhone).toBe('13905560001');
    expect(
      (await stored({ phone: undefined, contactName: '子女', contactPhone: '13905560002' }))
        .coverPhone,
    ).toBe('13905560002');
    expect((await stored({ coverPhone: '0556-5123456' })).coverPhone).toBe('0556-5123456');
  });

  it('checks the ID number: shape, birth date, check digit, and its sex and birth date', async () => {
    const valid = freshIdCard('1', '1970-05-06');
    const wrongCheck = `${valid.slice(0, 17)}${valid[17] === '0' ? '1' : '0'}`;
    expect(await refusal('/api/persons', personBody({ IDCardNo: wrongCheck }))).toMatchObject({
      status: 400,
      message: '身份证号校验码不正确',
    });
    expect((await refusal('/api/persons', personBody({ IDCardNo: '12345' }))).message).toBe(
      '身份证号格式不正确，应为18位',
    );
    expect(
      (await refusal('/api/persons', personBody({ IDCardNo: '11010519701332001X' }))).message,
    ).toBe('身份证号中的出生日期无效');
    expect((await refusal('/api/persons', personBody({ IDCardNo: valid, sex: '2' }))).message).toBe(
      '性别与身份证号不一致',
    );
    const created = await env.api.post(
      '/api/persons',
      personBody({ IDCardNo: valid.toLowerCase() }),
    );
    expect(created.body.Response).toMatchObject({
      IDCardNo: valid,
      sex: '1',
      birthDate: '1970-05-06',
    });
  });

  it('refuses 性别 0 未知的性别 and 9 未说明的性别 against an ID, and fills the cover 责任医生', async () => {
    // The ID number states the sex (national-forms §2: digit 17 odd for a man): 0 and 9
    // contradict it as 男 contradicts a woman's (kernel recordIssues).
    for (const sex of ['0', '9']) {
      const implausible = await refusal(
        '/api/persons',
        personBody({ IDCardNo: freshIdCard('2', '1988-02-03'), sex }),
      );
      expect(implausible).toMatchObject({ status: 400, message: '性别与身份证号不一致' });
    }
    const unknown = await env.api.post(
      '/api/persons',
      personBody({ IDCardNo: freshIdCard('2', '1988-02-03'), sex: '2', rh: '1', nation: '98' }),
    );
    expect(unknown.status).toBe(201);
    expect(unknown.body.Response).toMatchObject({ sex: '2', rh: '1', nation: '98' });
    expect(unknown.body.Response?.responsibleDoctor).toEqual(expect.any(String));
    expect(unknown.body.Response?.buildDate).toEqual(expect.any(String));
    const refused = await refusal('/api/persons', personBody({ sex: '3' }));
    expect(refused.status).toBe(400);
  });

  it('refuses a second file for an ID number (409) and names the file on record', async () => {
    const seeded = env.server.db
      .prepare<[], { id: string; name: string; id_card_no: string }>(
        "SELECT id, name, id_card_no FROM resource_records WHERE family = 'persons' LIMIT 1",
      )
      .get()!;
    expect(
      await refusal('/api/persons', personBody({ IDCardNo: seeded.id_card_no })),
    ).toMatchObject({
      status: 409,
      message: '该身份证号已建档',
      response: { personNum: seeded.id, name: seeded.name },
    });
  });

  it('refuses an oversized body (413), malformed JSON (400) and unknown ids (404)', async () => {
    const big = await env.server.app.inject({
      method: 'POST',
      url: '/api/persons',
      headers: { authorization: `Bearer ${env.session.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(personBody({ remark: 'x'.repeat(1_100_000) })),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ StatusCode: 413, Message: '请求内容过大', Success: false });

    const malformed = await env.server.app.inject({
      method: 'POST',
      url: '/api/persons',
      headers: { authorization: `Bearer ${env.session.token}`, 'content-type': 'application/json' },
      payload: '{"name": "张三",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      Success: false,
      Message: '请求参数错误：请求体格式不正确',
    });

    for (const reply of [
      await env.api.get('/api/persons/999999999999999999'),
      await env.api.put('/api/persons/999999999999999999', personBody()),
      await env.api.post('/api/hypertensionCard/terminal/999999'),
      await env.api.post('/api/persons/deletes', ['999999999999999999']),
    ]) {
      expect({ status: reply.status, message: reply.body.Message }).toEqual({
        status: 404,
        message: '记录不存在',
      });
    }
  });

  it('refuses bodies of the wrong shape and a resident that does not exist', async () => {
    expect((await refusal('/api/persons', ['not', 'an', 'object'])).message).toBe(
      '请求体应为JSON对象',
    );
    expect((await refusal('/api/persons/deletes', {})).message).toBe('请求体应为编号列表');
    expect((await refusal('/api/persons/deletes', [])).message).toBe('请选择要操作的记录');
    expect(
      await refusal('/api/hypertensionFollowUp', followUp({ personNum: '000' })),
    ).toMatchObject({
      status: 400,
      message: '居民档案不存在：000',
    });
  });

  it('ignores the server-written fields a client sends back, and keeps who created a record', async () => {
    const created = (await env.api.post<Row>('/api/hypertensionFollowUp', followUp())).body
      .Response!;
    const updated = await env.api.put<Row>(`/api/hypertensionFollowUp/${String(created.ID)}`, {
      ...created,
      createdBy: '别人',
      createdAt: '2000-01-01 00:00:00',
      manageStatus: '2',
      sbp: 128,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.Response).toMatchObject({
      sbp: 128,
      createdBy: created.createdBy,
      createdAt: created.createdAt,
      manageStatus: '1',
    });
  });
});
