import http from 'node:http';
import { type AddressInfo } from 'node:net';

import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Condition, conditionQueryText } from '../../../src/domain/conditionQuery';
import { maskName } from '../../../src/domain/identity';
import {
  CONDITION_QUERY_COMPONENT,
  CONDITION_QUERY_PATHS,
  type ConditionQueryReply,
} from '../../../src/services/contract/conditionQueryPaths';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { readChatStream } from './assistantSse';
import { authorized, signInAs } from './helpers';

interface SentMessage {
  role: string;
  content: string | null;
  tool_call_id?: string;
}
interface SentBody {
  messages: SentMessage[];
  tools?: { function: { name: string; parameters: Record<string, unknown> } }[];
}

const sse = (chunks: readonly object[]) =>
  `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;

const ELDERLY_HYPERTENSION_SBP_160: Condition[] = [
  { field: 'crowd', operator: '=', value: '5' },
  { field: 'age', operator: '>=', value: 65 },
  { field: 'lastSbp', operator: '>=', value: 160 },
];

/**
 * An OpenAI-compatible upstream that calls condition_query with the arguments the test sets
 * (`nextCall`), then answers with the count the tool's result carried.
 */
const startConditionQueryModel = async () => {
  const received: SentBody[] = [];
  const state = { nextCall: {} as Record<string, unknown> };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as SentBody;
      received.push(body);
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const result = body.messages.find((message) => message.tool_call_id === 'call_q');
      if (!result) {
        res.end(
          sse([
            {
              choices: [
                {
                  delta: {
                    tool_calls: [
                      {
                        index: 0,
                        id: 'call_q',
                        function: {
                          name: 'condition_query',
                          arguments: JSON.stringify(state.nextCall),
                        },
                      },
                    ],
                  },
                },
              ],
            },
          ]),
        );
        return;
      }
      const found = JSON.parse(result.content!) as { total?: number };
      res.end(
        sse([
          {
            choices: [
              {
                delta: {
                  content:
                    found.total === undefined ? '无法查询。' : `符合条件的共 ${found.total} 人。`,
                },
              },
            ],
          },
        ]),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    state,
    close: () => new Promise((r) => server.close(r)),
  };
};

const chat = async (server: TestServer, session: SessionReply, queryText: string) => {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/AIConversationMains',
    headers: authorized(session),
    payload: {},
  });
  const id = created.json<Envelope<{ ConversationMainID: string }>>().Response!.ConversationMainID;
  const query = new URLSearchParams({ queryText, conversationMainID: id, model: 'deepseek-chat' });
  const response = await fetch(`${server.url}/api/AIConversationMains/chatStream?${query}`, {
    headers: authorized(session),
  });
  return readChatStream(await response.text());
};

/** The 综合查询 route's total for the same conditions, as the user's page shows it. */
const pageTotal = async (server: TestServer, session: SessionReply, conditions: Condition[]) =>
  (
    await server.app.inject({
      url: `${CONDITION_QUERY_PATHS.residents}?q=${encodeURIComponent(
        conditionQueryText({ combination: 1, conditions }),
      )}&PageSize=1`,
      headers: authorized(session),
    })
  ).json<Envelope<ConditionQueryReply>>().Response!.total;

const auditRows = (server: TestServer) =>
  server.db
    .prepare<[], { user_account: string; detail: string }>(
      "SELECT user_account, detail FROM audit_events WHERE resource = 'assistant.condition_query' ORDER BY rowid",
    )
    .all();

/** The village doctor's own village, and another village outside their hospitals. */
const villages = (server: TestServer) => {
  const own = server.db
    .prepare<[], { hosp_id: string; hosp_name: string }>(
      `SELECT h.hosp_id, h.hosp_name FROM users u JOIN hospitals h ON h.hosp_id = u.manage_hosp_id
       WHERE u.account = 'cunyi01'`,
    )
    .get()!;
  const other = server.db
    .prepare<[string], { hosp_id: string; hosp_name: string }>(
      `SELECT hosp_id, hosp_name FROM hospitals WHERE hosp_name LIKE '%村卫生室' AND hosp_id <> ?
       ORDER BY hosp_id LIMIT 1`,
    )
    .get(own.hosp_id)!;
  return { own, other };
};

const pagePath = (server: TestServer) =>
  server.db
    .prepare<[string], { menu_link: string }>(
      'SELECT menu_link FROM functions WHERE menu_componet = ?',
    )
    .get(CONDITION_QUERY_COMPONENT)!.menu_link;

jest.setTimeout(120_000);

describe('assistant 综合查询 in built-in mode', () => {
  let server: TestServer;
  let doctor: SessionReply;
  const env = { ...process.env };

  beforeAll(async () => {
    process.env.ASSISTANT_STREAM_CHARS = '400';
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '0';
    server = await startTestServer();
    doctor = await signInAs(server.app, 'cunyi01');
  }, 180_000);

  afterAll(async () => {
    process.env = env;
    await server.close();
  });

  it('counts 65岁以上 高血压 最近收缩压≥160 as 综合查询 does, says the conditions and links the page', async () => {
    const total = await pageTotal(server, doctor, ELDERLY_HYPERTENSION_SBP_160);
    expect(total).toBeGreaterThan(0);
    const answer = await chat(
      server,
      doctor,
      '我们村65岁以上的高血压患者中最近收缩压≥160的有几个？',
    );
    expect(answer.done).toBe(true);
    expect(answer.reasoning).toBe('');
    expect(answer.content).toContain(`符合条件的在档居民共 **${total}** 人`);
    expect(answer.content).toContain('查询条件（1 且，同时满足全部条件）');
    expect(answer.content).toContain('人群 等于 高血压患者');
    expect(answer.content).toContain('年龄 大于等于 65岁');
    expect(answer.content).toContain('最近收缩压 大于等于 160mmHg');
    expect(answer.content).toContain('数据来源：综合查询');
    const link = new URLSearchParams({
      q: conditionQueryText({ combination: 1, conditions: ELDERLY_HYPERTENSION_SBP_160 }),
    });
    expect(answer.content).toContain(`(<${pagePath(server)}?${link.toString()}>)`);
    const audited = auditRows(server).at(-1)!;
    expect(audited.user_account).toBe('cunyi01');
    expect(audited.detail).toMatch(/^scope=\d+&outcome=found&combination=1&conditions=/);
  });

  it('adds the village the question names as a 村/机构 condition', async () => {
    const { own } = villages(server);
    const conditions: Condition[] = [
      { field: 'crowd', operator: '=', value: '6' },
      { field: 'lastGlucose', operator: '>=', value: 7 },
      { field: 'hospital', operator: '=', value: own.hosp_id },
    ];
    const total = await pageTotal(server, doctor, conditions);
    const answer = await chat(server, doctor, '桐梓村有多少糖尿病患者最近空腹血糖≥7');
    expect(answer.content).toContain(`共 **${total}** 人`);
    expect(answer.content).toContain(`村/机构 等于 ${own.hosp_name}`);
    expect(answer.content).toContain(
      encodeURIComponent(JSON.stringify({ field: 'hospital', operator: '=', value: own.hosp_id })),
    );
  });

  it('answers 无权查看 for a village outside the doctor’s hospitals, with no count', async () => {
    const { other } = villages(server);
    const name = other.hosp_name.replace(/卫生室$/, '');
    const answer = await chat(server, doctor, `${name}有多少糖尿病患者最近空腹血糖≥7`);
    expect(answer.content).toContain('无权查看');
    expect(answer.content).not.toContain('符合条件');
    expect(auditRows(server).at(-1)!.detail).toContain('outcome=refused');
  });

  it('is refused without the 综合查询 page in the user’s menu', async () => {
    const removed = server.db
      .prepare(
        `DELETE FROM group_functions WHERE group_id = (SELECT group_id FROM users WHERE account = 'cunyi01')
           AND function_id IN (SELECT function_id FROM functions WHERE menu_componet = ?)`,
      )
      .run(CONDITION_QUERY_COMPONENT);
    expect(removed.changes).toBeGreaterThan(0);
    const answer = await chat(
      server,
      doctor,
      '我们村65岁以上的高血压患者中最近收缩压≥160的有几个？',
    );
    expect(answer.content).toContain('无权查看');
    expect(answer.content).toContain('综合查询');
    expect(answer.content).not.toContain('符合条件');
  });
});

describe('assistant 综合查询 with an upstream model that calls the tool', () => {
  let model: Awaited<ReturnType<typeof startConditionQueryModel>>;
  let server: TestServer;
  let doctor: SessionReply;
  let township: SessionReply;

  beforeAll(async () => {
    model = await startConditionQueryModel();
    server = await startTestServer({
      llm: {
        baseUrl: model.url,
        apiKey: 'sk-test',
        chatModel: 'chat-v3',
        reasoningModel: '',
        local: false,
      },
    });
    doctor = await signInAs(server.app, 'cunyi01');
    township = await signInAs(server.app, 'xzys01');
  }, 180_000);

  afterAll(async () => {
    await server.close();
    await model.close();
  });

  it('offers the tool with the kernel’s fields, runs it as the user, and sends nothing unmasked', async () => {
    const { own } = villages(server);
    const resident = server.db
      .prepare<[string], { name: string; id_card_no: string }>(
        `SELECT name, id_card_no FROM resource_records WHERE family = 'persons' AND hospital_id = ?
           AND length(name) = 3 AND id_card_no IS NOT NULL ORDER BY id LIMIT 1`,
      )
      .get(own.hosp_id)!;
    const phone = '13912345678';
    model.received.length = 0;
    model.state.nextCall = { combination: 1, conditions: ELDERLY_HYPERTENSION_SBP_160 };
    const villageTotal = await pageTotal(server, doctor, ELDERLY_HYPERTENSION_SBP_160);
    const townshipTotal = await pageTotal(server, township, ELDERLY_HYPERTENSION_SBP_160);
    expect(townshipTotal).toBeGreaterThan(villageTotal);

    const answer = await chat(
      server,
      doctor,
      `${resident.name}（${resident.id_card_no}，${phone}）这样的65岁以上高血压患者，最近收缩压≥160的有几个？`,
    );

    expect(model.received).toHaveLength(2);
    const offered = model.received[0]!.tools!.find(
      (tool) => tool.function.name === 'condition_query',
    )!;
    const items = JSON.stringify(offered.function.parameters);
    for (const field of ['age', 'crowd', 'lastSbp', 'lastGlucose', 'hospital', 'signed']) {
      expect(items).toContain(`"enum":["${field}"]`);
    }
    // The village doctor's call reads the village only: the page's count, not the township's.
    const result = JSON.parse(
      model.received[1]!.messages.find((message) => message.tool_call_id === 'call_q')!.content!,
    ) as { total: number; conditions: string[] };
    expect(result.total).toBe(villageTotal);
    expect(result.conditions).toContain('最近收缩压 大于等于 160mmHg');
    expect(answer.content).toContain(`符合条件的共 ${villageTotal} 人。`);
    expect(answer.content).toContain('数据来源：综合查询');
    expect(answer.content).toContain(`(<${pagePath(server)}?q=`);

    const sent = JSON.stringify(model.received);
    expect(sent).not.toContain(resident.name);
    expect(sent).not.toContain(resident.id_card_no);
    expect(sent).not.toContain(phone);
    expect(sent).toContain(maskName(resident.name));
    expect(auditRows(server).at(-1)).toMatchObject({ user_account: 'cunyi01' });
  });

  it('sends back 无权查看 and no count for a village outside the user’s hospitals', async () => {
    const { other } = villages(server);
    model.received.length = 0;
    model.state.nextCall = {
      conditions: [{ field: 'crowd', operator: '=', value: '6' }],
      institution: other.hosp_name,
    };
    const answer = await chat(server, doctor, '那个村有多少糖尿病患者？');
    const result = model.received[1]!.messages.find(
      (message) => message.tool_call_id === 'call_q',
    )!.content!;
    expect(result).toContain('无权查看');
    expect(result).not.toContain('total');
    expect(answer.content).toContain('无法查询。');
    expect(auditRows(server).at(-1)!.detail).toContain('outcome=refused');
  });
});
