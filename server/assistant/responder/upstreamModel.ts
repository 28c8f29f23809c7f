import { type LlmConfig } from '../../config';
import { type Responder } from './types';
import { streamCompletion, type UpstreamRequest } from './upstreamStream';

export type { ChatMessage, UpstreamRequest } from './upstreamStream';
export { readUpstreamChunk } from './upstreamStream';

export const isUpstreamConfigured = (llm: LlmConfig): boolean =>
  llm.baseUrl !== '' && llm.apiKey !== '' && (llm.chatModel !== '' || llm.reasoningModel !== '');

/** A model that can think (深度思考): the deployment named a reasoning model. */
export const hasReasoningModel = (llm: LlmConfig): boolean =>
  isUpstreamConfigured(llm) && llm.reasoningModel !== '';

/** One OpenAI-compatible answer streamed as it comes, without tools (the reports). */
export const upstreamModel = (
  llm: LlmConfig,
  request: UpstreamRequest,
  fetchImpl: typeof fetch = fetch,
): Responder =>
  async function* respond(signal) {
    yield* streamCompletion(llm, request, signal, fetchImpl);
  };
