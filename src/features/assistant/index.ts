export { assistantSlice, assistantActions, initialAssistantState } from './assistantSlice';
export * from './assistantSelectors';
export type { AssistantState, ChunkPayload, StreamStartedPayload } from './assistantSlice';
export type {
  AssistantMode,
  DialogueMessage,
  OpenRequest,
  PageMode,
  ReportRequest,
  StreamSlot,
  StreamStatus,
} from './assistantModel';
export { ASSISTANT_TEXTS } from './assistantTexts';
export { ASSISTANT_KEEP_OPEN_ATTR, keepAssistantOpen } from './keepOpen';
export { AssistantMount } from './AssistantMount';
export { loadAssistantDrawer } from './loadAssistantDrawer';
export { splitMarkdownBlocks } from './markdownBlocks';
export { sameDialogueOutline } from './dialogueOutline';
export { toHistoryEntries, type HistoryEntry } from './historyEntries';
export { X_STYLES_THEME } from './xStylesTheme';
