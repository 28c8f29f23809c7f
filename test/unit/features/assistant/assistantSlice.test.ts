import { type UnknownAction } from '@reduxjs/toolkit';

import {
  assistantActions as a,
  assistantSlice,
  type AssistantState,
  initialAssistantState,
} from '@/features/assistant';

const run = (...actions: UnknownAction[]): AssistantState =>
  actions.reduce((state, action) => assistantSlice.reducer(state, action), initialAssistantState);

describe('assistant slice', () => {
  it('opens in chat mode, or with the history panel up (mode 4)', () => {
    expect(run(a.opened({ mode: 'chat' }))).toMatchObject({
      open: true,
      mode: 'chat',
      history: 'hidden',
    });
    expect(run(a.opened({ mode: 'history' }))).toMatchObject({
      open: true,
      mode: 'chat',
      history: 'open',
    });
  });

  it('opens a report mode on a clean page with its title and params', () => {
    const state = run(
      a.opened({ mode: 'chat' }),
      a.streamStarted({ slot: 'chat', question: '问' }),
      a.opened({ mode: 'lecture', report: { params: { topic: '高血压' } } }),
    );
    expect(state).toMatchObject({
      mode: 'lecture',
      messages: [],
      status: 'stopping',
      report: { kind: 'lecture', title: '健康知识讲座报告', params: { topic: '高血压' } },
    });
  });

  it('adds the question and a streaming answer, fills it with chunks and ends it', () => {
    const state = run(
      a.streamStarted({ slot: 'chat', question: '高血压随访几次？' }),
      a.chunkReceived({ slot: 'chat', content: '', reasoning: '想' }),
      a.chunkReceived({ slot: 'chat', content: '每年', reasoning: '' }),
      a.chunkReceived({ slot: 'chat', content: '4次', reasoning: '' }),
    );
    expect(state.status).toBe('streaming');
    expect(state.messages).toEqual([
      { id: 'm1', role: 'user', content: '高血压随访几次？', reasoning: '', status: 'done' },
      {
        id: 'm2',
        role: 'assistant',
        content: '每年4次',
        reasoning: '想',
        status: 'streaming',
        question: '高血压随访几次？',
      },
    ]);
    const ended = assistantSlice.reducer(state, a.streamEnded({ slot: 'chat' }));
    expect(ended.status).toBe('idle');
    expect(ended.messages[1]!.status).toBe('done');
    expect(ended.slots).toEqual({});
  });

  it('keeps a cut-off answer with its reason, and fills the same answer again on retry', () => {
    const failed = run(
      a.streamStarted({ slot: 'chat', question: '问' }),
      a.chunkReceived({ slot: 'chat', content: '半截', reasoning: '' }),
      a.streamFailed({ slot: 'chat', message: '连接已中断，回答未完成' }),
    );
    expect(failed.messages[1]).toMatchObject({
      content: '半截',
      status: 'failed',
      error: '连接已中断，回答未完成',
    });
    expect(failed.status).toBe('idle');
    const retried = assistantSlice.reducer(
      failed,
      a.streamStarted({ slot: 'chat', question: '问', retryOf: 'm2' }),
    );
    expect(retried.messages).toHaveLength(2);
    expect(retried.messages[1]).toEqual({
      id: 'm2',
      role: 'assistant',
      content: '',
      reasoning: '',
      status: 'streaming',
      question: '问',
    });
  });

  it('stops by slot: the answer keeps its text and idle follows only with streamStopped', () => {
    const stopped = run(
      a.streamStarted({ slot: 'chat', question: '问' }),
      a.chunkReceived({ slot: 'chat', content: '一半', reasoning: '' }),
      a.stopRequested({ slot: 'chat' }),
    );
    expect(stopped).toMatchObject({ status: 'stopping', slots: {} });
    expect(stopped.messages[1]).toMatchObject({ content: '一半', status: 'stopped' });
    // A chunk already on its way lands nowhere.
    const late = assistantSlice.reducer(
      stopped,
      a.chunkReceived({ slot: 'chat', content: '迟到', reasoning: '' }),
    );
    expect(late.messages[1]!.content).toBe('一半');
    expect(assistantSlice.reducer(late, a.streamStopped()).status).toBe('idle');
  });

  it('ignores a stop of another slot, or when nothing streams', () => {
    const streaming = run(a.streamStarted({ slot: 'chat', question: '问' }));
    expect(assistantSlice.reducer(streaming, a.stopRequested({ slot: 'report' })).status).toBe(
      'streaming',
    );
    expect(run(a.stopRequested({})).status).toBe('idle');
  });

  it('clears dialogue and conversation on a new conversation, stopping a running stream', () => {
    const state = run(
      a.conversationCreated({ conversationId: 'c1' }),
      a.streamStarted({ slot: 'chat', question: '问' }),
      a.newConversationStarted(),
    );
    expect(state).toMatchObject({
      messages: [],
      conversationId: null,
      status: 'stopping',
      slots: {},
    });
  });

  it('clears everything and hides history on close', () => {
    const state = run(
      a.opened({ mode: 'history' }),
      a.conversationCreated({ conversationId: 'c1' }),
      a.streamStarted({ slot: 'chat', question: '问' }),
      a.closed(),
    );
    expect(state).toMatchObject({
      open: false,
      messages: [],
      conversationId: null,
      history: 'hidden',
      status: 'stopping',
    });
  });

  it('slides the history panel down before hiding it', () => {
    const closing = run(a.historyOpened(), a.historyCloseRequested());
    expect(closing.history).toBe('closing');
    expect(assistantSlice.reducer(closing, a.historyClosed()).history).toBe('hidden');
    // Reopened during the slide: the late historyClosed does not hide it.
    expect(
      run(a.historyOpened(), a.historyCloseRequested(), a.historyOpened(), a.historyClosed())
        .history,
    ).toBe('open');
  });

  it('loads a past conversation as question and answer pairs', () => {
    const state = run(
      a.conversationLoaded({
        conversationId: 'c9',
        turns: [
          { QueryText: '问一', ReasoningContent: '想', ResultContent: '答一' },
          { QueryText: '问二', ResultContent: null },
        ],
      }),
    );
    expect(state.conversationId).toBe('c9');
    expect(state.messages.map((m) => [m.role, m.content, m.reasoning])).toEqual([
      ['user', '问一', ''],
      ['assistant', '答一', '想'],
      ['user', '问二', ''],
      ['assistant', '', ''],
    ]);
  });

  it('starts afresh when the open conversation is deleted, not when another one is', () => {
    const state = run(
      a.conversationCreated({ conversationId: 'c1' }),
      a.streamStarted({ slot: 'chat', question: '问' }),
      a.streamEnded({ slot: 'chat' }),
    );
    expect(
      assistantSlice.reducer(state, a.conversationDeleted({ conversationId: 'c2' })).messages,
    ).toHaveLength(2);
    expect(
      assistantSlice.reducer(state, a.conversationDeleted({ conversationId: 'c1' })),
    ).toMatchObject({ messages: [], conversationId: null });
  });

  it('flips the toggles and counts suggestion batches', () => {
    expect(
      run(a.deepThinkingToggled(), a.webSearchToggled(), a.suggestionsRefreshed()),
    ).toMatchObject({
      deepThinking: true,
      webSearch: true,
      suggestionBatch: 1,
    });
    expect(run(a.deepThinkingToggled(), a.deepThinkingToggled()).deepThinking).toBe(false);
  });

  it('gives the same state when a recorded action log is replayed', () => {
    const log = [
      a.opened({ mode: 'chat' }),
      a.streamStarted({ slot: 'chat', question: '问' }),
      a.conversationCreated({ conversationId: 'c1' }),
      a.chunkReceived({ slot: 'chat', content: '答', reasoning: '' }),
      a.streamEnded({ slot: 'chat' }),
    ];
    const replayed = JSON.parse(JSON.stringify(log)) as UnknownAction[];
    expect(replayed.reduce(assistantSlice.reducer, initialAssistantState)).toEqual(run(...log));
  });
});
