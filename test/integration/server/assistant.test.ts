import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope, type PagedResponse } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { readChatStream, readReportStream } from './assistantSse';
import { authorized, signInAs } from './helpers';

interface Summary {
  ConversationMainID: string;
  Title: string;
  OperateTime: string;
}
interface Detail extends Summary {
  AIConversationDetail: { QueryText: string; ReasoningContent: string; ResultContent: string }[];
}
interface Question {
  AIProblemTemplateLibraryID: number;
  ContentText: string;
  ClickCount: number;
}

const HISTORY_QUERY = 'PageNumber=1&PageSize=2147483646';

describe('assistant endpoints (spec 7.2)', () => {
  let server: TestServer;
  let admin: SessionReply;
  let doctor: SessionReply;
  const env = { ...process.env };

  beforeAll(async () => {
    // Fast, but still several pieces, so streams are real streams.
    process.env.ASSISTANT_STREAM_CHARS = '40-60';
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '0';
    server = await startTestServer();
    admin = await signInAs(server.app, 'qyadmin');
    doctor = await signInAs(server.app, 'xzys01');
  });

  afterAll(async () => {
    process.env = env;
    await server.close();
  });

  const call = async <T>(
    session: SessionReply | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; body: Envelope<T> }> => {
    const reply = await server.app.inject({
      method,
      url,
      headers: session ? authorized(session) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: reply.statusCode, body: reply.json<Envelope<T>>() };
  };

  const create = async (session: SessionReply): Promise<string> => {
    const { body } = await call<{ ConversationMainID: string }>(
      session,
      'POST',
      '/api/AIConversationMains',
      {
        Title: '',
      },
    );
    expect(body.Success).toBe(true);
    return body.Response!.ConversationMainID;
  };

  const chat = async (
    session: SessionReply,
    id: string,
    queryText: string,
    model = 'deepseek-chat',
  ) => {
    const query = new URLSearchParams({ queryText, conversationMainID: id, model });
    const response = await fetch(`${server.url}/api/AIConversationMains/chatStream?${query}`, {
      headers: { Authorization: authorized(session).authorization },
    });
    return { response, stream: readChatStream(await response.text()) };
  };

  const list = async (session: SessionReply) =>
    (
      await call<PagedResponse<Summary>>(
        session,
        'GET',
        `/api/AIConversationMains?UserAcc=${session.UserAcc}&${HISTORY_QUERY}`,
      )
    ).body;

  it('needs the token on every assistant route', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', `/api/AIConversationMains?${HISTORY_QUERY}`],
      ['POST', '/api/AIConversationMains'],
      ['GET', '/api/AIConversationMains/abc'],
      ['POST', '/api/AIConversationMains/deletes'],
      ['GET', '/api/AIProblemTemplateLibrarys?IsRandomSort=true&PageNumber=1&PageSize=5'],
      ['POST', '/api/AIProblemTemplateLibrarys/clickCount?aIProblemTemplateLibraryID=1'],
      ['GET', '/api/AIConversationMains/chatStream?queryText=a&conversationMainID=b'],
      ['POST', '/api/AIAnalysisTemplates/generalLectureReport'],
      ['POST', '/api/AIAnalysisTemplates/generalExaminationReport'],
    ];
    for (const [method, url] of routes) {
      const { status, body } = await call(null, method, url, method === 'POST' ? {} : undefined);
      expect({ url, status, success: body.Success }).toEqual({ url, status: 401, success: false });
    }
  });

  it('creates an untitled conversation, names it after the first question and saves the answer', async () => {
    const id = await create(admin);
    expect(
      (await list(admin)).Response!.items.find((item) => item.ConversationMainID === id)?.Title,
    ).toBe('');

    const { response, stream } = await chat(admin, id, '高血压患者随访的频次是多少？');
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.done).toBe(true);
    expect(stream.reasoning).toBe('');
    expect(stream.events.length).toBeGreaterThan(10);
    expect(stream.content).toContain('每年至少提供4次面对面随访');
    expect(stream.content).toMatch(/\| 一般高血压患者 \| < 140\/90 mmHg \|/);

    const summary = (await list(admin)).Response!.items.find(
      (item) => item.ConversationMainID === id,
    )!;
    expect(summary.Title).toBe('高血压患者随访的频次是多少？');
    expect(summary.OperateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = (await call<Detail>(admin, 'GET', `/api/AIConversationMains/${id}`)).body
      .Response!;
    expect(detail.AIConversationDetail).toEqual([
      {
        QueryText: '高血压患者随访的频次是多少？',
        ReasoningContent: '',
        ResultContent: stream.content,
        AIConversationDetailID: expect.any(Number) as number,
        OperateTime: expect.any(String) as string,
      },
    ]);
  });

  it('shows no reasoning without a model that reasons, and later questions reuse the conversation', async () => {
    const id = await create(admin);
    const first = await chat(
      admin,
      id,
      '糖尿病患者空腹血糖的控制目标是多少？',
      'deepseek-reasoner',
    );
    // The built-in responder does not reason: asked for the reasoning model, it sends none.
    expect(first.stream.order).toEqual(['content']);
    expect(first.stream.reasoning).toBe('');
    expect(first.stream.content).toContain('4.4～7.0 mmol/L');
    expect(first.stream.content).toContain('< 7.0%');

    const second = await chat(admin, id, '二甲双胍的禁忌证有哪些？');
    expect(second.stream.content).toContain('eGFR < 30');
    const detail = (await call<Detail>(admin, 'GET', `/api/AIConversationMains/${id}`)).body
      .Response!;
    expect(detail.AIConversationDetail.map((turn) => turn.QueryText)).toEqual([
      '糖尿病患者空腹血糖的控制目标是多少？',
      '二甲双胍的禁忌证有哪些？',
    ]);
    expect(detail.AIConversationDetail[0]!.ReasoningContent).toBe('');
    expect(detail.Title).toBe('糖尿病患者空腹血糖的控制目标是多少？');
  });

  it('keeps each account to its own conversations', async () => {
    const id = await create(admin);
    await chat(admin, id, '老年人健康体检包括哪些项目？');

    expect(
      (await list(doctor)).Response!.items.map((item) => item.ConversationMainID),
    ).not.toContain(id);
    const detail = await call<Detail>(doctor, 'GET', `/api/AIConversationMains/${id}`);
    expect(detail.body).toMatchObject({ Success: false, Message: '对话不存在或已删除' });
    const removal = await call(doctor, 'POST', '/api/AIConversationMains/deletes', [id]);
    expect(removal.body).toMatchObject({ Success: false, Message: '对话不存在或已删除' });
    const others = await call(
      doctor,
      'GET',
      `/api/AIConversationMains?UserAcc=${admin.UserAcc}&${HISTORY_QUERY}`,
    );
    expect(others.body).toMatchObject({ Success: false, Message: '只能查看本人的对话记录' });
    const stream = await chat(doctor, id, '问题');
    expect(stream.response.headers.get('content-type')).toMatch(/json/);

    expect((await call<Detail>(admin, 'GET', `/api/AIConversationMains/${id}`)).body.Success).toBe(
      true,
    );
  });

  it('deletes conversations by id, then answers unknown ids with a Chinese message', async () => {
    const [a, b] = [await create(admin), await create(admin)];
    const removal = await call<{ Count: number }>(
      admin,
      'POST',
      '/api/AIConversationMains/deletes',
      [a, b],
    );
    expect(removal.body).toMatchObject({
      Success: true,
      Message: '删除成功',
      Response: { Count: 2 },
    });
    expect((await call(admin, 'GET', `/api/AIConversationMains/${a}`)).body).toMatchObject({
      Success: false,
      Message: '对话不存在或已删除',
    });
    expect((await call(admin, 'POST', '/api/AIConversationMains/deletes', [a])).body.Success).toBe(
      false,
    );
  });

  it('refuses a stream into an unknown conversation or with a blank question, before streaming', async () => {
    const unknown = await call(
      admin,
      'GET',
      '/api/AIConversationMains/chatStream?queryText=%E9%97%AE&conversationMainID=nope',
    );
    expect(unknown.body).toMatchObject({ Success: false, Message: '对话不存在或已删除' });
    const id = await create(admin);
    const blank = await call(
      admin,
      'GET',
      `/api/AIConversationMains/chatStream?queryText=%20%20&conversationMainID=${id}`,
    );
    expect(blank.body).toMatchObject({ Success: false, Message: '请输入您想咨询的问题' });
  });

  it('suggests random batches of five from a library of at least 40 questions', async () => {
    const batches = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<PagedResponse<Question>>(
          admin,
          'GET',
          '/api/AIProblemTemplateLibrarys?IsRandomSort=true&PageNumber=1&PageSize=5',
        ),
      ),
    );
    for (const { body } of batches) {
      expect(body.Response!.items).toHaveLength(5);
      expect(body.Response!.total).toBeGreaterThanOrEqual(40);
      for (const item of body.Response!.items) {
        expect(item).toEqual({
          AIProblemTemplateLibraryID: expect.any(Number) as number,
          ContentText: expect.stringMatching(/？$/) as string,
          ClickCount: expect.any(Number) as number,
        });
      }
    }
    const keys = new Set(
      batches.map(({ body }) =>
        body.Response!.items.map((item) => item.AIProblemTemplateLibraryID).join(),
      ),
    );
    expect(keys.size).toBeGreaterThan(1);
  });

  it('counts a click on a suggested question, and refuses an unknown one', async () => {
    const counted = await call(
      admin,
      'POST',
      '/api/AIProblemTemplateLibrarys/clickCount?aIProblemTemplateLibraryID=7',
    );
    expect(counted.body.Success).toBe(true);
    const top = await call<PagedResponse<Question>>(
      admin,
      'GET',
      '/api/AIProblemTemplateLibrarys?PageNumber=1&PageSize=1',
    );
    expect(top.body.Response!.items[0]).toMatchObject({
      AIProblemTemplateLibraryID: 7,
      ClickCount: 1,
    });
    const unknown = await call(
      admin,
      'POST',
      '/api/AIProblemTemplateLibrarys/clickCount?aIProblemTemplateLibraryID=99999',
    );
    expect(unknown.body).toMatchObject({ Success: false, Message: '推荐问题不存在' });
  });

  it('streams the two reports in the assistant chunk form', async () => {
    const post = async (path: string, body: object) => {
      const response = await fetch(`${server.url}/GWEHR/api/AIAnalysisTemplates/${path}`, {
        method: 'POST',
        headers: { ...authorized(admin), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return readReportStream(await response.text());
    };
    const lecture = await post('generalLectureReport', {
      topic: '高血压的预防与管理',
      audience: '社区居民',
    });
    expect(lecture.done).toBe(true);
    // Built from a template: no reasoning panel it did not produce.
    expect(lecture.reasoning).toBe('');
    expect(lecture.content).toMatch(/^# 高血压的预防与管理健康知识讲座报告/);
    expect(lecture.content).toContain('## 三、在家怎么做');
    expect(lecture.content).toContain('村医每年至少 4 次上门或约您见面');

    const exam = await post('generalExaminationReport', {
      summary:
        '血压 152/96 mmHg，空腹血糖 7.8 mmol/L，总胆固醇 5.6 mmol/L，身高 170 cm，体重 82 kg',
      name: '张建华',
      age: 67,
    });
    expect(exam.done).toBe(true);
    expect(exam.content).toMatch(/^# 张建华的健康体检报告/);
    expect(exam.content).toContain('| 血压 | 152/96 mmHg | < 140/90 mmHg | **偏高** |');
    expect(exam.content).toContain('| 空腹血糖 | 7.8 mmol/L | 3.9～6.1 mmol/L | **升高** |');
    expect(exam.content).toContain('| 体质指数（BMI） | 28.4 kg/m² |');
    // Written for the resident: no reasoning panel, addressed to 您, what to do per finding.
    expect(exam.reasoning).toBe('');
    expect(exam.content).toContain('张建华，您好！');
    expect(exam.content).toContain('**血压偏高**（您的结果 152/96 mmHg）');
    expect(exam.content).not.toMatch(/纳入|随访|健康档案|转诊/);
  });

  it('saves the partial answer when the client goes away mid-stream', async () => {
    process.env.ASSISTANT_STREAM_CHARS = '3';
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '10';
    try {
      const id = await create(admin);
      const controller = new AbortController();
      const query = new URLSearchParams({
        queryText: '肺结核患者第一次入户随访有什么要求？',
        conversationMainID: id,
      });
      const response = await fetch(`${server.url}/api/AIConversationMains/chatStream?${query}`, {
        headers: authorized(admin),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let received = '';
      while (received.length < 600) {
        const { value } = await reader.read();
        received += new TextDecoder().decode(value);
      }
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 300));

      const detail = (await call<Detail>(admin, 'GET', `/api/AIConversationMains/${id}`)).body
        .Response!;
      const saved = detail.AIConversationDetail[0]!.ResultContent;
      expect(saved.length).toBeGreaterThan(10);
      expect(saved.length).toBeLessThan(400);
      expect('## 肺结核患者健康管理').toEqual(expect.stringContaining(saved.slice(0, 5)));
    } finally {
      process.env.ASSISTANT_STREAM_CHARS = '40-60';
      process.env.ASSISTANT_STREAM_INTERVAL_MS = '0';
    }
  });
});
