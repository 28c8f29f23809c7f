import http from 'node:http';
import { type AddressInfo } from 'node:net';

import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { readChatStream, readReportStream } from './assistantSse';
import { authorized, signInAs } from './helpers';

interface Received {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/** An OpenAI-compatible /chat/completions that streams a fixed answer, as DeepSeek does. */
const startFakeModel = async (behaviour: { fail?: boolean }) => {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as Received['body'],
      });
      if (behaviour.fail) {
        res
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end('{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const chunks = [
        { choices: [{ delta: { role: 'assistant', content: null, reasoning_content: '先想' } }] },
        { choices: [{ delta: { content: null, reasoning_content: '一想。' } }] },
        { choices: [{ delta: { content: '## 答' } }] },
        { choices: [{ delta: { content: '案' }, finish_reason: 'stop' }] },
      ];
      // Written with \r\n line ends and one event split across two writes, as proxies do.
      const text = `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`).join('')}data: [DONE]\r\n\r\n`;
      const cut = Math.floor(text.length / 2);
      res.write(text.slice(0, cut));
      setTimeout(() => res.end(text.slice(cut)), 20);
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

describe('assistant with an upstream model (LLM_BASE_URL)', () => {
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let server: TestServer;
  let admin: SessionReply;

  const setUp = async (fail = false) => {
    model = await startFakeModel({ fail });
    server = await startTestServer({
      llm: {
        baseUrl: model.url,
        apiKey: 'sk-test',
        chatModel: 'chat-v3',
        reasoningModel: 'reasoner-r1',
        local: false,
      },
    });
    admin = await signInAs(server.app, 'qyadmin');
  };

  afterEach(async () => {
    await server.close();
    await model.close();
  });

  const createConversation = async () =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/AIConversationMains',
        headers: authorized(admin),
        payload: {},
      })
    ).json<Envelope<{ ConversationMainID: string }>>().Response!.ConversationMainID;

  const ask = async (id: string, queryText: string, model: string) => {
    const query = new URLSearchParams({ queryText, conversationMainID: id, model });
    const response = await fetch(`${server.url}/api/AIConversationMains/chatStream?${query}`, {
      headers: authorized(admin),
    });
    return readChatStream(await response.text());
  };

  it('proxies the chat stream, maps its chunks and sends the history as context', async () => {
    await setUp();
    const id = await createConversation();
    const first = await ask(id, '第一个问题', 'deepseek-reasoner');
    expect(first).toMatchObject({
      reasoning: '先想一想。',
      content: '## 答案',
      done: true,
      order: ['reasoning', 'content'],
    });
    expect(model.received[0]!.authorization).toBe('Bearer sk-test');
    expect(model.received[0]!.body).toMatchObject({ model: 'reasoner-r1', stream: true });

    await ask(id, '第二个问题', 'deepseek-chat');
    const second = model.received[1]!.body;
    expect(second.model).toBe('chat-v3');
    expect(second.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(second.messages.slice(1).map((message) => message.content)).toEqual([
      '第一个问题',
      '## 答案',
      '第二个问题',
    ]);

    const detail = await server.app.inject({
      url: `/api/AIConversationMains/${id}`,
      headers: authorized(admin),
    });
    expect(
      detail.json<Envelope<{ AIConversationDetail: unknown[] }>>().Response!
        .AIConversationDetail[0],
    ).toMatchObject({
      ReasoningContent: '先想一想。',
      ResultContent: '## 答案',
    });
  });

  it('streams reports from the upstream model in the assistant chunk form', async () => {
    await setUp();
    const response = await fetch(`${server.url}/api/AIAnalysisTemplates/generalLectureReport`, {
      method: 'POST',
      headers: { ...authorized(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ topic: '糖尿病' }),
    });
    expect(readReportStream(await response.text())).toMatchObject({
      reasoning: '先想一想。',
      content: '## 答案',
      done: true,
    });
    expect(model.received[0]!.body.messages[1]!.content).toContain('"topic": "糖尿病"');
  });

  it('tells the client in the stream when the upstream model fails', async () => {
    await setUp(true);
    const id = await createConversation();
    const query = new URLSearchParams({ queryText: '问题', conversationMainID: id });
    const body = await (
      await fetch(`${server.url}/api/AIConversationMains/chatStream?${query}`, {
        headers: authorized(admin),
      })
    ).text();
    expect(body).toContain('"error":{"message":"大模型服务返回错误（500），请稍后重试"}');
    expect(body).not.toContain('[DONE]');
  });
});
