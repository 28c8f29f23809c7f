import { type LlmConfig } from '../config';

/**
 * The model names the client sends (spec 7.2: a reasoning model when deep thinking is on,
 * otherwise a general chat model). They are aliases: the deployment's real model names live in
 * LLM_CHAT_MODEL / LLM_REASONING_MODEL, so one client build works with any upstream.
 */
export const CLIENT_MODELS = { chat: 'deepseek-chat', reasoning: 'deepseek-reasoner' } as const;

const REASONING_NAME = /reason|think|\br1\b|-r1/i;

export const isReasoningModel = (model: string, llm: LlmConfig): boolean =>
  model === CLIENT_MODELS.reasoning ||
  (llm.reasoningModel !== '' && model === llm.reasoningModel) ||
  REASONING_NAME.test(model);

/** The upstream model that serves a request; '' when none is configured for it. */
export const upstreamModelName = (reasoning: boolean, llm: LlmConfig): string =>
  reasoning ? llm.reasoningModel || llm.chatModel : llm.chatModel || llm.reasoningModel;
