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
