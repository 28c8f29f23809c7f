import { type UnknownAction } from '@reduxjs/toolkit';
import { buffers, END, type EventChannel, eventChannel } from 'redux-saga';

import { assistantActions, ASSISTANT_TEXTS, type StreamSlot } from '@/features/assistant';
import { createSseDecoder, readStreamData, type StreamRequest } from '@/services/assistant';
import { type Envelope } from '@/services/contract/envelope';
import { MESSAGES } from '@/services/http/apiError';
import { apiUrl } from '@/services/http/apiUrl';
import { authorizedFetch } from '@/services/session/authorizedFetch';

import { afterNextPaint, createFlushPacer } from './flushPacer';
import { readInBursts } from './readInBursts';

/**
 * At most one chunk action per slot this often. Each batch costs a render of the growing block
 * (a markdown parse), a layout and a paint: ten a second still reads as a smooth stream, and the
 * action log is not flooded by a long answer. On a slow machine the batches come less often
 * still (createFlushPacer), so its main thread stays mostly free (the assistant stream's budget).
 */
export const FLUSH_MS = 100;
/**
 * Once the body's reader has caught up with the network, it waits this long before reading
 * again (readInBursts): the text is at most half a flush late, and a fast stream wakes the page
 * a few times per update instead of once per server event.
 */
export const READ_PAUSE_MS = 50;
/** Until the response headers arrive; after that a stream may run as long as it needs. */
export const HEADERS_TIMEOUT_MS = 30_000;

export interface AiStreamOptions {
  fetchImpl?: typeof fetch;
  flushMs?: number;
  /** The pause once the reader has caught up with the network (READ_PAUSE_MS). */
  readPauseMs?: number;
  headersTimeoutMs?: number;
  /** Where skipped chunks and failures are logged (never the token, never the question). */
  logger?: Pick<Console, 'debug' | 'warn'>;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'Message' in value;

/** The server's own words when it refused with an envelope, else a generic message. */
const refusalMessage = async (response: Response): Promise<string> => {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (isEnvelope(body) && body.Message) return body.Message;
  } catch {
    // Not JSON: fall through to the status message.
  }
  return response.ok ? ASSISTANT_TEXTS.network : MESSAGES.clientInterface(response.status);
};

/**
 * The AI stream as a saga channel. It fetches with an AbortController, reads the body as a
 * stream through eventsource-parser, and emits actions: chunkReceived (batched, paced by createFlushPacer),
 * then streamEnded or streamFailed, then END. The request goes through `authorizedFetch`, the
 * baseQuery's own path (token lease, one refresh and replay on a 401), and the session events
 * it raises (tokenRefreshed, sessionExpired) are emitted into the channel.
 * Closing the channel aborts the request quietly: no action follows an abort.
 */
export const createAiStreamChannel = (
  request: StreamRequest,
  slot: StreamSlot,
  options: AiStreamOptions = {},
): EventChannel<UnknownAction> => {
  const {
    fetchImpl = (...args) => fetch(...args),
    flushMs = FLUSH_MS,
    headersTimeoutMs = HEADERS_TIMEOUT_MS,
    logger = console,
    readPauseMs = READ_PAUSE_MS,
  } = options;

  return eventChannel<UnknownAction>((emit) => {
    const controller = new AbortController();
    let content = '';
    let reasoning = '';
    let finished = false;

    /** Emits what arrived since the last flush; false when nothing had. */
    const flush = (): boolean => {
      if (!content && !reasoning) return false;
      emit(assistantActions.chunkReceived({ slot, content, reasoning }));
      content = '';
      reasoning = '';
      return true;
    };
    const pacer = createFlushPacer(flush, flushMs);
    const finish = (last: UnknownAction) => {
      if (finished) return;
      finished = true;
      pacer.cancel();
      const end = () => {
        emit(last);
        emit(END);
      };
      // The last text is shown in a frame of its own before the end is emitted: rendered together,
      // its markdown and what the end brings (the answer's footer, the composer's buttons) made a
      // stream's longest task (over the 50 ms budget). Where no frames come, the end follows at
      // once.
      if (flush()) afterNextPaint(end);
      else end();
    };
    const fail = (message: string) => finish(assistantActions.streamFailed({ slot, message }));

    /** The response, through the one authorized request path; null when the session ended. */
    const connect = async (): Promise<Response | null> => {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      const result = await authorizedFetch(
        apiUrl(request.path, request.params),
        {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: controller.signal,
          cache: 'no-store',
        },
        { fetchImpl, onSessionEvent: emit },
      );
      if (result.kind === 'response') return result.response;
      fail(result.error.message);
      return null;
    };

    const onData = (data: string) => {
      for (const event of readStreamData(data)) {
        if (finished) return;
        switch (event.kind) {
          case 'delta':
            content += event.content;
            reasoning += event.reasoning;
            // Batched: at most one action per flushMs, fewer when updates are costly.
            pacer.request();
            break;
          case 'done':
            finish(assistantActions.streamEnded({ slot }));
            break;
          case 'error':
            fail(event.message);
            break;
          case 'invalid':
            // Spec 8: a chunk that is not JSON is logged and skipped; the rest still counts.
            logger.warn('[assistant] 无法解析的流数据，已跳过', event.data.slice(0, 200));
            break;
        }
      }
    };

    const run = async () => {
      const headersTimer = setTimeout(() => controller.abort('timeout'), headersTimeoutMs);
      let response: Response | null;
      try {
        response = await connect();
      } finally {
        clearTimeout(headersTimer);
      }
      if (!response || finished) return;
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('text/event-stream') || !response.body) {
        fail(await refusalMessage(response));
        return;
      }
      const decoder = createSseDecoder(onData);
      const ended = await readInBursts(response.body, (bytes) => decoder.push(bytes), {
        pauseMs: readPauseMs,
        signal: controller.signal,
        stopped: () => finished,
      });
      if (ended) decoder.end();
      // The body ended without DONE: the answer was cut off. What arrived stays on screen.
      fail(ASSISTANT_TEXTS.cutOff);
    };

    run().catch((error: unknown) => {
      if (controller.signal.aborted && controller.signal.reason !== 'timeout') {
        // Spec 8: an abort is logged quietly; the consumer closed the channel on purpose.
        logger.debug('[assistant] 流式请求已中止');
        return;
      }
      if (finished) return;
      logger.warn(
        '[assistant] 流式请求失败',
        error instanceof Error ? error.message : String(error),
      );
      fail(
        controller.signal.reason === 'timeout' ? ASSISTANT_TEXTS.timeout : ASSISTANT_TEXTS.network,
      );
    });

    return () => {
      finished = true;
      pacer.cancel();
      controller.abort('cancelled');
    };
  }, buffers.expanding<UnknownAction>(16));
};
