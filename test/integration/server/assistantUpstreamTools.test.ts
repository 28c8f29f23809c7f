import http from 'node:http';
import { type AddressInfo } from 'node:net';

import { type SessionReply } from '../../../server/auth/sessionReply';
import { maskName } from '../../../src/domain/identity';
import { CHRONIC_PATHS, type WorklistReply } from '../../../src/services/contract/chronicPaths';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { readChatStream } from './assistantSse';
import { authorized, signInAs } from './helpers';

interface SentMessage {
  role: string;
  content: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
}
interface SentBody {
  model: string;
  messages: SentMessage[];
  tools?: { function: { name: string } }[];
}

const sse = (chunks: readonly object[]) =>
  `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;

/**
 * An OpenAI-compatible upstream that calls tools: the first request gets two tool calls (the
 * work list's count for 桐梓村, and a resident by the masked name the question showed it), in
 * parts as real streams send them; the second, with the tools' results, gets the answer.
 */
const startToolCallingModel = async () => {
  const received: SentBody[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as SentBody;
      received.push(body);
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      if (!body.messages.some((message) => message.role === 'tool')) {
        const asked = body.messages.at(-1)!.content ?? '';
        const masked = /查一下(\S+?)的情况/.exec(asked)?.[1] ?? '';
        res.end(
          sse([
            {
              choices: [
                {
                  delta: {
                    tool_calls: [
                      {
                        index: 0,
                        id: 'call_a',
                        function: { name: 'worklist_counts', arguments: '' },
                      },
                    ],
                  },
                },
              ],
            },
            {
              choices: [
                {
                  delta: {
                    tool_calls: [
                      {
                        index: 0,
                        function: { arguments: '{"programme":"hypertension","view":"overdue",' },
                      },
                    ],
                  },
                },
              ],
            },
            {
              choices: [
                {
                  delta: {
                    tool_calls: [{ index: 0, function: { arguments: '"institution":"桐梓村"}' } }],
                  },
                },
              ],
            },
            {
              choices: [
                {
                  delta: {
                    tool_calls: [
                      {
                        index: 1,
                        id: 'call_b',
                        function: {
                          name: 'resident_summary',
                          arguments: JSON.stringify({ name: masked }),
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
      const counts = JSON.parse(
        body.messages.find((message) => message.tool_call_id === 'call_a')!.content!,
      ) as { counts: { overdue: number } };
      res.end(
        sse([
          { choices: [{ delta: { content: `桐梓村有 ${counts.counts.overdue} 名` } }] },
          { choices: [{ delta: { content: '高血压患者逾期未随访。' } }] },
        ]),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
};

describe('assistant with an upstream model that calls tools', () => {
  let model: Awaited<ReturnType<typeof startToolCallingModel>>;
  let server: TestServer;
  let doctor: SessionReply;

  beforeAll(async () => {
    model = await startToolCallingModel();
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
  });

  afterAll(async () => {
    await server.close();
    await model.close();
  });

  it('runs the tools as the user, sends their results back, and sends nothing unmasked', async () => {
    const worklist = (
      await server.app.inject({
        url: `${CHRONIC_PATHS.worklist}?disease=hypertension&view=overdue&PageNumber=1&PageSize=1`,
        headers: authorized(doctor),
      })
    ).json<Envelope<WorklistReply>>().Response!;
    const tongzi = worklist.hospitals.find((hospital) => hospital.hospitalName.includes('桐梓村'))!;
    const resident = server.db
      .prepare<[], { id: string; name: string; id_card_no: string }>(
        `SELECT id, name, id_card_no FROM resource_records
         WHERE family = 'persons' AND hospital_id = '${tongzi.hospitalId}'
           AND length(name) = 3 AND id_card_no IS NOT NULL ORDER BY id LIMIT 1`,
      )
      .get()!;
    const phone = '13912345678';

    const created = await server.app.inject({
      method: 'POST',
      url: '/api/AIConversationMains',
      headers: authorized(doctor),
      payload: {},
    });
    const id =
      created.json<Envelope<{ ConversationMainID: string }>>().Response!.ConversationMainID;
    const queryText = `查一下${resident.name}的情况（身份证 ${resident.id_card_no}，电话 ${phone}），桐梓村有几个逾期的高血压患者？`;
    const query = new URLSearchParams({
      queryText,
      conversationMainID: id,
      model: 'deepseek-chat',
    });
    const response = await fetch(`${server.url}/api/AIConversationMains/chatStream?${query}`, {
      headers: authorized(doctor),
    });
    const answer = readChatStream(await response.text());

    // Two requests: the question with the tools offered, then the tools' results.
    expect(model.received).toHaveLength(2);
    expect(model.received[0]!.tools?.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining(['worklist_counts', 'resident_summary', 'indicator']),
    );
    const results = model.received[1]!.messages.filter((message) => message.role === 'tool');
    expect(results.map((message) => message.tool_call_id)).toEqual(['call_a', 'call_b']);
    const counts = JSON.parse(results[0]!.content!) as {
      institution: string;
      counts: { overdue: number };
    };
    expect(counts.institution).toBe(tongzi.hospitalName);
    expect(counts.counts.overdue).toBe(worklist.total);
    // The masked name the model repeated found the resident (the user's own patient).
    expect(JSON.parse(results[1]!.content!)).toMatchObject({
      kind: 'summary',
      name: maskName(resident.name),
    });

    // Nothing unmasked left for the upstream, in either request.
    const sent = JSON.stringify(model.received);
    expect(sent).not.toContain(resident.name);
    expect(sent).not.toContain(resident.id_card_no);
    expect(sent).not.toContain(phone);
    expect(sent).toContain(maskName(resident.name));

    // The answer: the model's words, then the server's sources and page buttons.
    expect(answer.done).toBe(true);
    expect(answer.content).toContain(`桐梓村有 ${worklist.total} 名高血压患者逾期未随访。`);
    expect(answer.content).toContain('数据来源：随访工作台');
    expect(answer.content).toContain(`hospitalId=${tongzi.hospitalId}>)`);
    expect(answer.content).toContain(`/dialog/health-profile/${resident.id}/`);

    // Both calls are in the audit trail with the user and the scope read.
    const audited = server.db
      .prepare<[], { user_account: string; resource: string; detail: string }>(
        "SELECT user_account, resource, detail FROM audit_events WHERE resource LIKE 'assistant.%' ORDER BY rowid",
      )
      .all();
    expect(audited.map((row) => [row.user_account, row.resource])).toEqual([
      ['cunyi01', 'assistant.worklist_counts'],
      ['cunyi01', 'assistant.resident_summary'],
    ]);
    expect(audited[0]!.detail).toContain(`scope=${tongzi.hospitalId}&outcome=found`);
    expect(audited[1]!.detail).not.toContain(resident.name);
  });
});
