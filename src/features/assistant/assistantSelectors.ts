import { assistantApi, type AssistantCapabilities } from '@/services/assistant';

import { assistantSlice } from './assistantSlice';

/** What the drawer and the stream sagas read of the assistant slice. */
export const {
  selectAssistantOpen,
  selectAssistantMode,
  selectAssistantReport,
  selectConversationId,
  selectMessages,
  selectStreamStatus,
  selectStreamingSlots,
  selectDeepThinking,
  selectWebSearch,
  selectHistoryPanel,
  selectSuggestionBatch,
} = assistantSlice.selectors;

const selectCapabilitiesResult = assistantApi.endpoints.assistantCapabilities.select();
/** Any store with the API slice (the app's, a test's): the enhanced API's tags differ in type only. */
type WithApi = { api: unknown };
type WithAssistant = Parameters<typeof selectDeepThinking>[0];

/** Until the server has said otherwise, nothing beyond the built-in answers is offered. */
export const BUILT_IN_ONLY: AssistantCapabilities = {
  upstream: false,
  reasoning: false,
  webSearch: false,
};

export const selectAssistantCapabilities = (state: WithApi): AssistantCapabilities =>
  selectCapabilitiesResult(state as Parameters<typeof selectCapabilitiesResult>[0]).data ??
  BUILT_IN_ONLY;

/** 深度思考 as a question is sent: on only when the deployment has a reasoning model. */
export const selectDeepThinkingSent = (state: WithApi & WithAssistant): boolean =>
  selectDeepThinking(state) && selectAssistantCapabilities(state).reasoning;

/** 联网搜索 as a question is sent: on only when the deployment has a search backend. */
export const selectWebSearchSent = (state: WithApi & WithAssistant): boolean =>
  selectWebSearch(state) && selectAssistantCapabilities(state).webSearch;
