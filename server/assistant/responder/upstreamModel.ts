import { createParser } from 'eventsource-parser';

import { type LlmConfig } from '../../config';
import { type AnswerPiece, type Responder, ResponderError } from './types';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface UpstreamRequest {
  model: string;
  messages: readonly ChatMessage[];
}

const MESSAGES = {
  unreachable: '无法连接大模型服务，请稍后重试',
  interrupted: '大模型服务连接中断，请稍后重试',
  refused: (status: number) => `大模型服务返回错误（${status}），请稍后重试`,
} as const;

interface UpstreamChunk {
  choices?: { delta?: { content?: unknown; reasoning_content?: unknown; reasoning?: unknown } }[];
  error?: { message?: unknown } | string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * One OpenAI-compatible chunk as an answer piece. DeepSeek and Qwen name the thinking text
 * `reasoning_content`, OpenRouter `reasoning`; both are read. Not JSON: skipped (undefined).
 */
export const readUpstreamChunk = (data: string): AnswerPiece | undefined => {
  let chunk: UpstreamChunk;
  try {
    chunk = JSON.parse(data) as UpstreamChunk;
  } catch {
    return undefined;
  }
  if (chunk.error) {
    const message = typeof chunk.error === 'string' ? chunk.error : text(chunk.error.message);
    throw new ResponderError(message ? `大模型服务出错：${message}` : MESSAGES.interrupted);
  }
  const delta = chunk.choices?.[0]?.delta;
  if (!delta) return undefined;
  const reasoning = text(delta.reasoning_content) ?? text(delta.reasoning);
  const content = text(delta.content);
  if (reasoning === undefined && content === undefined) return undefined;
  return {
    ...(reasoning === undefined ? {} : { reasoning }),
    ...(content === undefined ? {} : { content }),
  };
};

export const isUpstreamConfigured = (llm: LlmConfig): boolean =>
  llm.baseUrl !== '' && llm.apiKey !== '' && (llm.chatModel !== '' || llm.reasoningModel !== '');

/**
 * Streams an OpenAI-compatible /chat/completions answer. Aborting `signal` (the client went
 * away) aborts the upstream request too, so no tokens are paid for an answer nobody reads.
 */
export const upstreamModel = (
  llm: LlmConfig,
  request: UpstreamRequest,
  fetchImpl: typeof fetch = fetch,
): Responder =>
  async function* respond(signal) {
    let response: Response;
    try {
      response = await fetchImpl(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          Authorization: `Bearer ${llm.apiKey}`,
        },
        body: JSON.stringify({ model: request.model, messages: request.messages, stream: true }),
        signal,
      });
    } catch {
      if (signal.aborted) return;
      throw new ResponderError(MESSAGES.unreachable);
    }
    if (!response.ok || !response.body) throw new ResponderError(MESSAGES.refused(response.status));

    const pending: AnswerPiece[] = [];
    let finished = false;
    let failure: ResponderError | undefined;
    const parser = createParser({
      onEvent: (event) => {
        if (finished || failure) return;
        if (event.data.trim() === '[DONE]') {
          finished = true;
          return;
        }
        try {
          const piece = readUpstreamChunk(event.data);
          if (piece) pending.push(piece);
        } catch (error) {
          failure =
            error instanceof ResponderError ? error : new ResponderError(MESSAGES.interrupted);
        }
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      while (!finished) {
        const { value, done } = await reader.read();
        // A stream that ends without a blank line still owes us its last event.
        parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
        while (pending.length > 0) yield pending.shift() as AnswerPiece;
        if (failure) throw failure;
        if (done) break;
      }
    } catch (error) {
      if (signal.aborted) return;
      throw error instanceof ResponderError ? error : new ResponderError(MESSAGES.interrupted);
    } finally {
      reader.cancel().catch(() => undefined);
    }
  };
