export {
  assistantApi,
  useAssistantCapabilitiesQuery,
  useConversationListQuery,
  useSuggestedQuestionsQuery,
} from './assistantApi';
export type { DeleteConversationsArgs, HistoryArgs } from './assistantApi';
export { ASSISTANT_MODELS, ASSISTANT_PATHS } from './assistantPaths';
export type {
  ConversationDetail,
  ConversationSummary,
  ConversationTurn,
  ReportKind,
  ReportParams,
  SuggestedQuestion,
} from './assistantTypes';
export { createSseDecoder, type SseDecoder } from './sseDecoder';
export { readStreamData, type StreamEvent } from './streamChunks';
export { chatStreamRequest, reportStreamRequest, type StreamRequest } from './streamRequests';
export type { AssistantCapabilities } from '../contract/assistantPaths';
