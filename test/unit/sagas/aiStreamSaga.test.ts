import { assistantActions as a, selectAssistantCapabilities } from '@/features/assistant';
import { assistantOpened as appAssistantOpened } from '@/features/layout';
import { assistantApi } from '@/services/assistant';

import { chatEvent, eventually, settle } from './aiStreamFakes';
import { startAssistantStore } from './aiStreamHarness';

describe('the assistant flows (real store, fake backend)', () => {
  let harness: ReturnType<typeof startAssistantStore>;

  beforeEach(() => {
    // Every stop aborts a stream, which the channel logs at debug level on purpose.
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  afterEach(() => {
    harness.stop();
    jest.restoreAllMocks();
  });

  const streamCalls = () => harness.fake.calls.filter((call) => call.url.includes('/chatStream'));

  /** The capabilities as the drawer loads them when it opens. */
  const loadCapabilities = async () => {
    void harness.store.dispatch(assistantApi.endpoints.assistantCapabilities.initiate());
    await eventually(() =>
      expect(harness.fake.calls.some((call) => call.url.includes('/capabilities'))).toBe(true),
    );
    await settle();
  };

  it('creates a conversation for the first question, then streams; later questions reuse it', async () => {
    harness = startAssistantStore({
      capabilities: { upstream: true, reasoning: true, webSearch: false },
    });
    await loadCapabilities();
    expect(selectAssistantCapabilities(harness.store.getState()).reasoning).toBe(true);
    harness.store.dispatch(a.questionSubmitted({ text: '  高血压随访几次？ ' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    const order = harness.fake.calls
      .map((call) => `${call.method} ${call.url.replace(/\?.*/, '')}`)
      .filter((line) => !line.includes('version'));
    expect(order).toEqual([
      'GET /GWEHR/api/AIConversationMains/capabilities',
      'POST /GWEHR/api/AIConversationMains',
      'GET /GWEHR/api/AIConversationMains/chatStream',
    ]);
    expect(harness.fake.streams[0]!.url).toContain('conversationMainID=c1');
    expect(harness.fake.streams[0]!.url).toContain(
      `queryText=${encodeURIComponent('高血压随访几次？')}`,
    );
    expect(harness.assistant().conversationId).toBe('c1');

    harness.fake.streams[0]!.push(`${chatEvent('每年4次')}data: [DONE]\n\n`);
    await eventually(() => expect(harness.assistant().status).toBe('idle'));
    expect(harness.assistant().messages[1]).toMatchObject({ content: '每年4次', status: 'done' });

    harness.store.dispatch(a.deepThinkingToggled());
    harness.store.dispatch(a.questionSubmitted({ text: '目标是多少？' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(2));
    expect(harness.creations()).toBe(1);
    expect(harness.fake.streams[1]!.url).toContain('conversationMainID=c1');
    expect(harness.fake.streams[1]!.url).toContain('model=deepseek-reasoner');
  });

  it('asks for no deep thinking or web search the deployment lacks, whatever the toggles hold', async () => {
    harness = startAssistantStore();
    await loadCapabilities();
    harness.store.dispatch(a.deepThinkingToggled());
    harness.store.dispatch(a.webSearchToggled());
    harness.store.dispatch(a.questionSubmitted({ text: '高血压随访几次？' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    expect(harness.fake.streams[0]!.url).toContain('model=deepseek-chat');
    expect(harness.fake.streams[0]!.url).not.toContain('webSearch');
  });

  it('ignores a new question while a stream runs', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(a.questionSubmitted({ text: '第一个' }));
    harness.store.dispatch(a.questionSubmitted({ text: '第二个' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    harness.store.dispatch(a.questionSubmitted({ text: '第三个' }));
    await settle(30);
    expect(streamCalls()).toHaveLength(1);
    expect(harness.assistant().messages.map((m) => m.content)).toEqual(['第一个', '']);
  });

  it('refuses a blank question with the hint and asks nothing', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(a.questionSubmitted({ text: '   ' }));
    await settle(20);
    expect(harness.store.getState().notices.queue).toEqual([
      expect.objectContaining({ kind: 'warning', text: '请输入您想咨询的问题' }),
    ]);
    expect(harness.fake.calls.filter((call) => !call.url.includes('version'))).toEqual([]);
  });

  it('stops: aborts the fetch, keeps the partial answer, idle about 100 ms later', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(a.questionSubmitted({ text: '问' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    harness.fake.streams[0]!.push(chatEvent('一半'));
    await eventually(() => expect(harness.assistant().messages[1]?.content).toBe('一半'));

    harness.store.dispatch(a.stopRequested({ slot: 'chat' }));
    const stoppedAt = Date.now();
    expect(harness.assistant().status).toBe('stopping');
    await eventually(() => expect(harness.fake.streams[0]!.aborted).toBe(true));
    harness.store.dispatch(a.questionSubmitted({ text: '停止中再问' }));
    await eventually(() => expect(harness.assistant().status).toBe('idle'));
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(90);
    expect(harness.assistant().messages).toHaveLength(2);
    expect(harness.assistant().messages[1]).toMatchObject({ content: '一半', status: 'stopped' });
    expect(harness.types().filter((type) => type === 'assistant/streamFailed')).toEqual([]);
  });

  it('aborts by slot or all', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(a.opened({ mode: 'chat' }));
    harness.store.dispatch(a.conversationCreated({ conversationId: 'c7' }));
    harness.store.dispatch(a.streamStarted({ slot: 'chat', question: '问' }));
    harness.store.dispatch(a.streamStarted({ slot: 'report' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    // The report slot has no report request in chat mode: it fails at once, the chat one streams.
    expect(harness.assistant().slots).toEqual({ chat: 'm2' });

    harness.store.dispatch(
      a.opened({ mode: 'examination', report: { params: { summary: '血压 150/95' } } }),
    );
    await eventually(() => expect(harness.fake.streams).toHaveLength(2));
    expect(harness.fake.streams[0]!.aborted).toBe(true);
    expect(harness.fake.streams[1]!.url).toContain(
      '/api/AIAnalysisTemplates/generalExaminationReport',
    );
    expect(harness.fake.calls.at(-1)!.body).toEqual({ summary: '血压 150/95' });

    harness.store.dispatch(a.stopRequested({ slot: 'chat' }));
    await settle(20);
    expect(harness.fake.streams[1]!.aborted).toBe(false);
    harness.store.dispatch(a.stopRequested({}));
    await eventually(() => expect(harness.fake.streams[1]!.aborted).toBe(true));
    await eventually(() => expect(harness.assistant().status).toBe('idle'));
  });

  it('closing stops the stream, clears the dialogue and hides the app flag', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(appAssistantOpened());
    expect(harness.assistant()).toMatchObject({ open: true, mode: 'chat' });
    harness.store.dispatch(a.questionSubmitted({ text: '问' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    harness.store.dispatch(a.closed());
    await eventually(() => expect(harness.fake.streams[0]!.aborted).toBe(true));
    expect(harness.assistant()).toMatchObject({ open: false, messages: [], conversationId: null });
    expect(harness.store.getState().app.assistantVisible).toBe(false);
    await eventually(() => expect(harness.assistant().status).toBe('idle'));
  });

  it('a new conversation stops the stream and the next question creates another', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(a.questionSubmitted({ text: '问' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    harness.store.dispatch(a.newConversationStarted());
    await eventually(() => expect(harness.assistant().status).toBe('idle'));
    expect(harness.fake.streams[0]!.aborted).toBe(true);
    harness.store.dispatch(a.questionSubmitted({ text: '新问题' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(2));
    expect(harness.creations()).toBe(2);
    expect(harness.fake.streams[1]!.url).toContain('conversationMainID=c2');
  });

  it('a chosen suggestion counts its click and is asked; 重试 asks a cut-off answer again', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(
      a.suggestionChosen({ id: 12, text: '糖尿病患者空腹血糖的控制目标是多少？' }),
    );
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    expect(
      harness.fake.calls.some(
        (call) =>
          call.url.includes('clickCount?aIProblemTemplateLibraryID=12') && call.method === 'POST',
      ),
    ).toBe(true);
    harness.fake.streams[0]!.push(chatEvent('4.4～'));
    harness.fake.streams[0]!.end();
    await eventually(() => expect(harness.assistant().messages[1]?.status).toBe('failed'));

    harness.store.dispatch(a.retryRequested({ messageId: 'm2' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(2));
    expect(harness.fake.streams[1]!.url).toContain(
      encodeURIComponent('糖尿病患者空腹血糖的控制目标是多少？'),
    );
    expect(harness.assistant().messages).toHaveLength(2);
  });

  it('loads a chosen history entry and slides the panel down, then hides it', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(a.historyOpened());
    harness.store.dispatch(a.historyEntryChosen({ conversationId: 'c42' }));
    await eventually(() => expect(harness.assistant().conversationId).toBe('c42'));
    expect(harness.assistant().messages.map((m) => m.content)).toEqual(['旧问题', '旧回答']);
    expect(harness.assistant().history).toBe('closing');
    await eventually(() => expect(harness.assistant().history).toBe('hidden'));
  });

  it("shows a refused detail's Message in a warning box and keeps the panel", async () => {
    harness = startAssistantStore({ detailRefusal: '对话不存在或已删除' });
    harness.store.dispatch(a.historyOpened());
    harness.store.dispatch(a.historyEntryChosen({ conversationId: 'gone' }));
    await eventually(() =>
      expect(harness.store.getState().notices.queue).toEqual([
        expect.objectContaining({ kind: 'warning', style: 'box', text: '对话不存在或已删除' }),
      ]),
    );
    expect(harness.assistant().history).toBe('open');
  });

  it('deletes a conversation, says so, and closes the panel when the list is empty', async () => {
    harness = startAssistantStore({
      history: [{ ConversationMainID: 'c1', Title: '唯一', OperateTime: '2026-05-20 10:00:00' }],
    });
    const { assistantApi } = await import('@/services/assistant');
    const subscription = harness.store.dispatch(
      assistantApi.endpoints.conversationList.initiate({ userAcc: '' }),
    );
    await subscription;
    harness.store.dispatch(a.historyOpened());
    harness.store.dispatch(a.conversationDeleteConfirmed({ conversationId: 'c1' }));
    await eventually(() => expect(harness.assistant().history).toBe('closing'));
    expect(harness.fake.calls.find((call) => call.url.includes('/deletes'))?.body).toEqual(['c1']);
    expect(harness.store.getState().notices.queue).toEqual([
      expect.objectContaining({ kind: 'success', text: '删除成功' }),
    ]);
    subscription.unsubscribe();
  });

  it('batches a long answer into few actions', async () => {
    harness = startAssistantStore();
    harness.store.dispatch(a.questionSubmitted({ text: '问' }));
    await eventually(() => expect(harness.fake.streams).toHaveLength(1));
    for (let i = 0; i < 400; i += 1) harness.fake.streams[0]!.push(chatEvent('字'));
    harness.fake.streams[0]!.push('data: [DONE]\n\n');
    await eventually(() => expect(harness.assistant().status).toBe('idle'));
    expect(harness.assistant().messages[1]!.content).toBe('字'.repeat(400));
    expect(
      harness.types().filter((type) => type === 'assistant/chunkReceived').length,
    ).toBeLessThan(10);
  });
});
