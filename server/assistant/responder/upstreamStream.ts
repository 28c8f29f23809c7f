import { createParser } from 'eventsource-parser';

import { type LlmConfig } from '../../config';
import { type AnswerPiece, ResponderError } from './types';

/** A function the model asked to call, as the OpenAI chat format spells it. */
export interface ToolCallMessage {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCallMessage[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A tool the model may call (OpenAI function calling). */
export interface FunctionSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Readonly<Record<string, unknown>> };
}

export interface UpstreamRequest {
  model: string;
  messages: readonly ChatMessage[];
  tools?: readonly FunctionSpec[];
}

/** How one completion ended: the calls it asked for (none when it answered). */
export interface CompletionEnd {
  toolCalls: ToolCallMessage[];
}

export const UPSTREAM_MESSAGES = {
  unreachable: '无法连接大模型服务，请稍后重试',
  interrupted: '大模型服务连接中断，请稍后重试',
  refused: (status: number) => `大模型服务返回错误（${status}），请稍后重试`,
} as const;

interface ToolCallDelta {
  index?: unknown;
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

interface UpstreamChunk {
  choices?: {
    delta?: {
      content?: unknown;
      reasoning_content?: unknown;
      reasoning?: unknown;
      tool_calls?: unknown;
    };
  }[];
  error?: { message?: unknown } | string;
}

/** One chunk read: text pieces and parts of tool calls. */
export interface UpstreamDelta {
  piece?: AnswerPiece;
  toolCalls?: ToolCallDelta[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * One OpenAI-compatible chunk. DeepSeek and Qwen name the thinking text `reasoning_content`,
 * OpenRouter `reasoning`; both are read. Tool calls arrive in parts by `index` (the name first,
 * the JSON arguments in pieces). Not JSON: skipped (undefined).
 */
export const readUpstreamChunk = (data: string): UpstreamDelta | undefined => {
  let chunk: UpstreamChunk;
  try {
    chunk = JSON.parse(data) as UpstreamChunk;
  } catch {
    return undefined;
  }
  if (chunk.error) {
    const message = typeof chunk.error === 'string' ? chunk.error : text(chunk.error.message);
    throw new ResponderError(
      message ? `大模型服务出错：${message}` : UPSTREAM_MESSAGES.interrupted,
    );
  }
  const delta = chunk.choices?.[0]?.delta;
  if (!delta) return undefined;
  const reasoning = text(delta.reasoning_content) ?? text(delta.reasoning);
  const content = text(delta.content);
  const toolCalls = Array.isArray(delta.tool_calls)
    ? (delta.tool_calls as ToolCallDelta[])
    : undefined;
  if (reasoning === undefined && content === undefined && !toolCalls) return undefined;
  return {
    ...(reasoning === undefined && content === undefined
      ? {}
      : {
          piece: {
            ...(reasoning === undefined ? {} : { reasoning }),
            ...(content === undefined ? {} : { content }),
          },
        }),
    ...(toolCalls ? { toolCalls } : {}),
  };
};

/** Tool-call parts put together by index. */
const collectToolCalls = () => {
  const calls = new Map<number, ToolCallMessage>();
  return {
    add: (parts: readonly ToolCallDelta[]) => {
      for (const part of parts) {
        const index = typeof part.index === 'number' ? part.index : calls.size;
        const call = calls.get(index) ?? {
          id: '',
          type: 'function' as const,
          function: { name: '', arguments: '' },
        };
        if (typeof part.id === 'string' && part.id) call.id = part.id;
        if (typeof part.function?.name === 'string') call.function.name += part.function.name;
        if (typeof part.function?.arguments === 'string') {
          call.function.arguments += part.function.arguments;
        }
        calls.set(index, call);
      }
    },
    done: (): ToolCallMessage[] =>
      [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
        .filter((call) => call.function.name !== ''),
  };
};

/**
 * Streams one OpenAI-compatible /chat/completions answer: yields its text as it comes and
 * returns the tool calls it asked for. Aborting `signal` (the client went away) aborts the
 * upstream request too, so no tokens are paid for an answer nobody reads.
 */
export async function* streamCompletion(
  llm: LlmConfig,
  request: UpstreamRequest,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): AsyncGenerator<AnswerPiece, CompletionEnd> {
  let response: Response;
  try {
    response = await fetchImpl(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        Authorization: `Bearer ${llm.apiKey}`,
      },
      body: JSON.stringify({
        model: request.model,
        messages: request.messages,
        stream: true,
        ...(request.tools && request.tools.length > 0
          ? { tools: request.tools, tool_choice: 'auto' }
          : {}),
      }),
      signal,
    });
  } catch {
    if (signal.aborted) return { toolCalls: [] };
    throw new ResponderError(UPSTREAM_MESSAGES.unreachable);
  }
  if (!response.ok || !response.body) {
    throw new ResponderError(UPSTREAM_MESSAGES.refused(response.status));
  }

  const pending: AnswerPiece[] = [];
  const calls = collectToolCalls();
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
        const delta = readUpstreamChunk(event.data);
        if (delta?.piece) pending.push(delta.piece);
        if (delta?.toolCalls) calls.add(delta.toolCalls);
      } catch (error) {
        failure =
          error instanceof ResponderError
            ? error
            : new ResponderError(UPSTREAM_MESSAGES.interrupted);
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
    if (signal.aborted) return { toolCalls: [] };
    throw error instanceof ResponderError
      ? error
      : new ResponderError(UPSTREAM_MESSAGES.interrupted);
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return { toolCalls: calls.done() };
}
