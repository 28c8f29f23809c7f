import { type FastifyInstance } from 'fastify';

import { type AssistantCapabilities } from '../../src/services/contract/assistantPaths';
import { type LlmConfig } from '../config';
import { ok } from '../http/envelope';
import { ASSISTANT_PATHS } from './contract';
import { hasReasoningModel, isUpstreamConfigured } from './responder/upstreamModel';

/** What the assistant can do in this deployment (the drawer disables what it cannot). */
export const assistantCapabilities = (llm: LlmConfig): AssistantCapabilities => ({
  upstream: isUpstreamConfigured(llm),
  reasoning: hasReasoningModel(llm),
  // The reference server has no search backend; a deployment that adds one turns this on.
  webSearch: false,
});

export const registerCapabilitiesRoute = (app: FastifyInstance, llm: LlmConfig): void => {
  app.get(ASSISTANT_PATHS.capabilities, () => ok(assistantCapabilities(llm)));
};
