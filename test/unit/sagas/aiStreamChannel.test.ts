import { type UnknownAction } from '@reduxjs/toolkit';
import { END, type EventChannel } from 'redux-saga';

import { createAiStreamChannel } from '@/sagas/aiStreamChannel';
import { ASSISTANT_PATHS, chatStreamRequest } from '@/services/assistant';
import { STORAGE_KEYS } from '@/services/session/storageKeys';

import {
  chatEvent,
  createFakeFetch,
  envelope,
  eventually,
  installMemoryStorage,
  settle,
} from './aiStreamFakes';

const request = chatStreamRequest({
  queryText: '问',
  conversationMainID: 'c1',
  deepThinking: true,
  webSearch: false,
});

/** Collects what a channel emits until END. */
const collect = (channel: EventChannel<UnknownAction>) => {
  const actions: UnknownAction[] = [];
  let ended = false;
  const next = () =>
    channel.take((item) => {
      if (item === END) {
        ended = true;
        return;
      }
      actions.push(item);
      next();
    });
  next();
  return { actions, isEnded: () => ended };
};

const text = (actions: UnknownAction[], field: 'content' | 'reasoning') =>
  actions
    .filter((action) => action.type === 'assistant/chunkReceived')
    .map((action) => (action as unknown as { payload: Record<string, string> }).payload[field])
    .join('');

const quietLogger = () => ({ debug: jest.fn(), warn: jest.fn() });

describe('createAiStreamChannel', () => {
  it('emits batched chunks, then streamEnded, then END', async () => {
    const fake = createFakeFetch(() => 'stream');
    const channel = createAiStreamChannel(request, 'chat', {
      fetchImpl: fake.fetchImpl,
      flushMs: 30,
    });
    const out = collect(channel);
    await eventually(() => expect(fake.streams).toHaveLength(1));
    expect(fake.streams[0]!.url).toContain(`${ASSISTANT_PATHS.chatStream}?queryText=`);
    expect(fake.streams[0]!.url).toContain('model=deepseek-reasoner');
    for (let i = 0; i < 100; i += 1) fake.streams[0]!.push(chatEvent(`字${i}`, i < 10 ? '想' : ''));
    fake.streams[0]!.push('data: [DONE]\n\n');
    await eventually(() => expect(out.isEnded()).toBe(true));

    expect(text(out.actions, 'content')).toBe(
      Array.from({ length: 100 }, (_, i) => `字${i}`).join(''),
    );
    expect(text(out.actions, 'reasoning')).toBe('想'.repeat(10));
    // 101 events arrived at once: far fewer actions than events.
    expect(
      out.actions.filter((a) => a.type === 'assistant/chunkReceived').length,
    ).toBeLessThanOrEqual(2);
    expect(out.actions.at(-1)).toEqual({
      type: 'assistant/streamEnded',
      payload: { slot: 'chat' },
    });
  });

  it('shows the last text in a frame of its own, then emits the end', async () => {
    // A page with frames: the frame runs only when the test says so.
    const frames: FrameRequestCallback[] = [];
    const globals = globalThis as { requestAnimationFrame?: unknown; document?: unknown };
    globals.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(callback);
    globals.document = { visibilityState: 'visible' };
    try {
      const fake = createFakeFetch(() => 'stream');
      const out = collect(
        createAiStreamChannel(request, 'chat', { fetchImpl: fake.fetchImpl, flushMs: 1000 }),
      );
      await eventually(() => expect(fake.streams).toHaveLength(1));
      fake.streams[0]!.push(`${chatEvent('最后')}data: [DONE]\n\n`);
      await eventually(() => expect(out.actions).toHaveLength(1));
      await settle(20);
      expect(out.actions.map((action) => action.type)).toEqual(['assistant/chunkReceived']);
      expect(out.isEnded()).toBe(false);

      frames.splice(0).forEach((frame) => frame(0));
      await eventually(() => expect(out.isEnded()).toBe(true));
      expect(out.actions.map((action) => action.type)).toEqual([
        'assistant/chunkReceived',
        'assistant/streamEnded',
      ]);
    } finally {
      delete globals.requestAnimationFrame;
      delete globals.document;
    }
  });

  it('logs and skips a chunk that is not JSON, keeping the rest', async () => {
    const fake = createFakeFetch(() => 'stream');
    const logger = quietLogger();
    const out = collect(
      createAiStreamChannel(request, 'chat', { fetchImpl: fake.fetchImpl, logger }),
    );
    await eventually(() => expect(fake.streams).toHaveLength(1));
    fake.streams[0]!.push(
      `${chatEvent('前')}data: {"Choices":[{"delta":\n\n${chatEvent('后')}data: [DONE]\n\n`,
    );
    await eventually(() => expect(out.isEnded()).toBe(true));
    expect(text(out.actions, 'content')).toBe('前后');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(out.actions.at(-1)?.type).toBe('assistant/streamEnded');
  });

  it('keeps what arrived when the body ends without DONE, and says it was cut off', async () => {
    const fake = createFakeFetch(() => 'stream');
    const out = collect(createAiStreamChannel(request, 'report', { fetchImpl: fake.fetchImpl }));
    await eventually(() => expect(fake.streams).toHaveLength(1));
    fake.streams[0]!.push('data: {"content":"半截"}\n\n');
    fake.streams[0]!.end();
    await eventually(() => expect(out.isEnded()).toBe(true));
    expect(out.actions).toEqual([
      {
        type: 'assistant/chunkReceived',
        payload: { slot: 'report', content: '半截', reasoning: '' },
      },
      {
        type: 'assistant/streamFailed',
        payload: { slot: 'report', message: '连接已中断，回答未完成' },
      },
    ]);
  });

  it('aborts the request when closed, quietly and with nothing emitted after', async () => {
    const fake = createFakeFetch(() => 'stream');
    const logger = quietLogger();
    const channel = createAiStreamChannel(request, 'chat', {
      fetchImpl: fake.fetchImpl,
      logger,
      flushMs: 1000,
    });
    const out = collect(channel);
    await eventually(() => expect(fake.streams).toHaveLength(1));
    fake.streams[0]!.push(chatEvent('一'));
    await settle(10);
    channel.close();
    await settle(20);
    expect(fake.streams[0]!.aborted).toBe(true);
    expect(out.actions).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalledWith('[assistant] 流式请求已中止');
  });

  it("fails with the server's Message when it refuses with an envelope instead of a stream", async () => {
    const fake = createFakeFetch(() => envelope(null, false, '对话不存在或已删除'));
    const out = collect(createAiStreamChannel(request, 'chat', { fetchImpl: fake.fetchImpl }));
    await eventually(() => expect(out.isEnded()).toBe(true));
    expect(out.actions).toEqual([
      { type: 'assistant/streamFailed', payload: { slot: 'chat', message: '对话不存在或已删除' } },
    ]);
  });

  it('fails with the error a stream reports mid-way', async () => {
    const fake = createFakeFetch(() => 'stream');
    const out = collect(createAiStreamChannel(request, 'chat', { fetchImpl: fake.fetchImpl }));
    await eventually(() => expect(fake.streams).toHaveLength(1));
    fake.streams[0]!.push(
      `${chatEvent('答')}data: {"error":{"message":"大模型服务连接中断，请稍后重试"}}\n\n`,
    );
    await eventually(() => expect(out.isEnded()).toBe(true));
    expect(out.actions.map((action) => action.type)).toEqual([
      'assistant/chunkReceived',
      'assistant/streamFailed',
    ]);
  });

  it('gives up waiting for headers after the timeout', async () => {
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    const out = collect(
      createAiStreamChannel(request, 'chat', {
        fetchImpl: never,
        headersTimeoutMs: 20,
        logger: quietLogger(),
      }),
    );
    await eventually(() => expect(out.isEnded()).toBe(true));
    expect(out.actions).toEqual([
      {
        type: 'assistant/streamFailed',
        payload: { slot: 'chat', message: '服务超时，请稍后重试' },
      },
    ]);
  });

  describe('with a signed-in session', () => {
    const session = (token: string, expiredTime: number) =>
      JSON.stringify({
        token,
        token_type: 'Bearer',
        expires_in: 7200,
        expiredTime,
        UserAcc: 'qyadmin',
      });

    afterEach(() => {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    });

    it('takes the Authorization header from the session, refreshing an expired token first', async () => {
      const storage = installMemoryStorage();
      storage.set(STORAGE_KEYS.login, session('old-token', Date.now() - 1000));
      const fake = createFakeFetch((call) =>
        call.url.includes('/api/tokens/RefreshToken')
          ? envelope({ token: 'new-token', token_type: 'Bearer', expires_in: 7200 })
          : 'stream',
      );
      // The refresh goes through the global fetch, as the baseQuery's does.
      const realFetch = globalThis.fetch;
      globalThis.fetch = fake.fetchImpl;
      try {
        const out = collect(createAiStreamChannel(request, 'chat', { fetchImpl: fake.fetchImpl }));
        await eventually(() => expect(fake.streams).toHaveLength(1));
        expect(fake.calls.map((call) => call.url.replace(/\?.*/, ''))).toEqual([
          '/GWEHR/api/tokens/RefreshToken',
          `/GWEHR${ASSISTANT_PATHS.chatStream}`,
        ]);
        expect(fake.calls[1]!.authorization).toBe('Bearer new-token');
        fake.streams[0]!.push('data: [DONE]\n\n');
        await eventually(() => expect(out.isEnded()).toBe(true));
        expect(out.actions[0]).toEqual({
          type: 'session/tokenRefreshed',
          payload: { expiredTime: expect.any(Number) as number },
        });
        expect(JSON.stringify(out.actions)).not.toContain('token"');
        expect(JSON.stringify(out.actions)).not.toContain('new-token');
      } finally {
        globalThis.fetch = realFetch;
      }
    });

    it('replays once with a new token after a 401', async () => {
      const storage = installMemoryStorage();
      storage.set(STORAGE_KEYS.login, session('stale', Date.now() + 3_600_000));
      let first = true;
      const fake = createFakeFetch((call) => {
        if (call.url.includes('/api/tokens/RefreshToken'))
          return envelope({ token: 'fresh', token_type: 'Bearer', expires_in: 7200 });
        if (first) {
          first = false;
          return new Response('{}', { status: 401 });
        }
        return 'stream';
      });
      const realFetch = globalThis.fetch;
      globalThis.fetch = fake.fetchImpl;
      try {
        const out = collect(createAiStreamChannel(request, 'chat', { fetchImpl: fake.fetchImpl }));
        await eventually(() => expect(fake.streams).toHaveLength(1));
        expect(fake.calls.map((call) => call.authorization)).toEqual([
          'Bearer stale',
          undefined,
          'Bearer fresh',
        ]);
        fake.streams[0]!.push('data: [DONE]\n\n');
        await eventually(() => expect(out.isEnded()).toBe(true));
        expect(out.actions.map((action) => action.type)).toEqual([
          'session/tokenRefreshed',
          'assistant/streamEnded',
        ]);
      } finally {
        globalThis.fetch = realFetch;
      }
    });
  });
});
