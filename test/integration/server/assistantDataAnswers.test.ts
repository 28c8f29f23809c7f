import { type SessionReply } from '../../../server/auth/sessionReply';
import { CHRONIC_PATHS, type WorklistReply } from '../../../src/services/contract/chronicPaths';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { readChatStream } from './assistantSse';
import { authorized, signInAs } from './helpers';

/**
 * The built-in responder (no upstream model) answering questions about the user's own work from
 * the platform's data, as the village doctor cunyi01 (孔城镇桐梓村卫生室) asks them.
 */
describe('assistant answers about my work from the data (built-in mode)', () => {
  let server: TestServer;
  let doctor: SessionReply;
  const env = { ...process.env };

  beforeAll(async () => {
    process.env.ASSISTANT_STREAM_CHARS = '200';
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '0';
    server = await startTestServer();
    doctor = await signInAs(server.app, 'cunyi01');
  });

  afterAll(async () => {
    process.env = env;
    await server.close();
  });

  const ask = async (queryText: string) => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/AIConversationMains',
      headers: authorized(doctor),
      payload: {},
    });
    const id =
      created.json<Envelope<{ ConversationMainID: string }>>().Response!.ConversationMainID;
    const query = new URLSearchParams({
      queryText,
      conversationMainID: id,
      model: 'deepseek-chat',
    });
    const response = await fetch(`${server.url}/api/AIConversationMains/chatStream?${query}`, {
      headers: authorized(doctor),
    });
    return readChatStream(await response.text());
  };

  const worklist = async (view: string) =>
    (
      await server.app.inject({
        url: `${CHRONIC_PATHS.worklist}?disease=hypertension&view=${view}&PageNumber=1&PageSize=20`,
        headers: authorized(doctor),
      })
    ).json<Envelope<WorklistReply>>().Response!;

  const auditRows = (resource: string) =>
    server.db
      .prepare<[string], { user_account: string; detail: string; person_num: string | null }>(
        'SELECT user_account, detail, person_num FROM audit_events WHERE resource = ? ORDER BY rowid',
      )
      .all(resource);

  it('counts the overdue hypertension patients of 桐梓村 as the work list does, and links to it', async () => {
    const list = await worklist('overdue');
    const tongzi = list.hospitals.find((hospital) => hospital.hospitalName.includes('桐梓村'))!;
    const answer = await ask('我们桐梓村现在有几个逾期未随访的高血压患者？');
    expect(answer.done).toBe(true);
    expect(answer.reasoning).toBe('');
    expect(list.total).toBeGreaterThan(0);
    expect(answer.content).toContain(`有 **${list.total}** 名高血压患者逾期未随访`);
    expect(answer.content).toContain('数据来源：随访工作台');
    expect(answer.content).toContain(
      `(</chronic/followUpWorklist?disease=hypertension&view=overdue&hospitalId=${tongzi.hospitalId}>)`,
    );
    const audited = auditRows('assistant.worklist_counts').at(-1)!;
    expect(audited.user_account).toBe('cunyi01');
    expect(audited.detail).toContain(`scope=${tongzi.hospitalId}&outcome=found`);
  });

  it('lists the overdue patients with masked names, the most overdue first', async () => {
    const list = await worklist('overdue');
    const answer = await ask('桐梓村逾期未随访的高血压患者有哪些？');
    expect(answer.content).toContain(`共 **${list.total}** 人`);
    const first = list.items[0]!;
    expect(answer.content).toContain(`| ${first.name} |`);
    expect(first.name).toContain('*');
    expect(answer.content).not.toMatch(/\d{17}[\dX]/);
  });

  it('answers 无权查看 about a resident of another village, and shows nothing of the record', async () => {
    const mine = (await worklist('all')).hospitals.map((hospital) => hospital.hospitalId);
    const other = server.db
      .prepare<[string], { name: string; hospital_id: string }>(
        `SELECT name, hospital_id FROM resource_records r
         WHERE family = 'persons' AND length(name) = 3
           AND hospital_id NOT IN (SELECT value FROM json_each(?))
           AND (SELECT count(*) FROM resource_records s
                WHERE s.family = 'persons' AND s.name = r.name) = 1
         ORDER BY id LIMIT 1`,
      )
      .get(JSON.stringify(mine))!;
    const answer = await ask(`查一下${other.name}的情况`);
    expect(answer.content).toContain('无权查看');
    expect(answer.content).not.toContain(other.name);
    expect(answer.content).not.toContain('健康画像概况');
    expect(answer.content).not.toContain('/dialog/health-profile');
    const audited = auditRows('assistant.resident_summary').at(-1)!;
    expect(audited.user_account).toBe('cunyi01');
    expect(audited.detail).toContain('outcome=refused&name=***');
    expect(audited.person_num).toBeNull();
  });

  it('answers a resident of my own village from the 健康画像, with its button', async () => {
    const first = (await worklist('all')).items[0]!;
    const full = server.db
      .prepare<[string], { name: string }>(
        "SELECT name FROM resource_records WHERE family = 'persons' AND id = ?",
      )
      .get(first.personNum)!;
    const answer = await ask(`查一下${full.name}的情况`);
    expect(answer.content).toContain(`## ${first.name}的健康画像概况`);
    expect(answer.content).toContain('/dialog/health-profile/');
  });

  it('answers an indicator of my village with its definition, from the indicator report', async () => {
    const answer = await ask('桐梓村今年高血压规范管理率是多少？');
    expect(answer.content).toMatch(/## 孔城镇桐梓村卫生室 \d{4}年高血压规范管理率/);
    expect(answer.content).toMatch(/\*\*(\d+(\.\d+)?%|无法计算)\*\*/);
    expect(answer.content).toContain('**指标定义**');
    expect(answer.content).toContain('数据来源：管理指标报表（与页面同一计算）');
  });

  it('tells the drawer what this deployment lacks: no model, no reasoning, no web search', async () => {
    const reply = await server.app.inject({
      url: '/api/AIConversationMains/capabilities',
      headers: authorized(doctor),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Envelope<unknown>>().Response).toEqual({
      upstream: false,
      reasoning: false,
      webSearch: false,
    });
  });

  it('still answers questions about the service rules from the knowledge base', async () => {
    const answer = await ask('高血压患者随访的频次是多少？');
    expect(answer.content).toContain('< 150/90 mmHg');
    expect(answer.content).not.toContain('数据来源');
  });
});
