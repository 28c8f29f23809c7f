import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { type ConversationTurn } from '@/services/assistant';

import {
  type DialogueMessage,
  type HistoryPanel,
  type OpenRequest,
  type PageMode,
  type ReportRequest,
  type StreamSlot,
  type StreamStatus,
} from './assistantModel';
import { ASSISTANT_TEXTS } from './assistantTexts';

export interface AssistantState {
  open: boolean;
  mode: PageMode;
  report: ReportRequest | null;
  conversationId: string | null;
  messages: DialogueMessage[];
  status: StreamStatus;
  /** The slots streaming now, each with the id of the message it fills. */
  slots: Partial<Record<StreamSlot, string>>;
  deepThinking: boolean;
  webSearch: boolean;
  history: HistoryPanel;
  /** Bumped by 换一批: a new batch of suggested questions. */
  suggestionBatch: number;
  /** Message ids come from here, so replaying an action log gives the same ids. */
  nextMessageId: number;
}

export const initialAssistantState: AssistantState = {
  open: false,
  mode: 'chat',
  report: null,
  conversationId: null,
  messages: [],
  status: 'idle',
  slots: {},
  deepThinking: false,
  webSearch: false,
  history: 'hidden',
  suggestionBatch: 0,
  nextMessageId: 1,
};

export interface StreamStartedPayload {
  slot: StreamSlot;
  /** The question (chat slot). */
  question?: string;
  /** The answer to fill again instead of adding a new pair (重试). */
  retryOf?: string;
}

export interface ChunkPayload {
  slot: StreamSlot;
  content: string;
  reasoning: string;
}

const newId = (state: AssistantState): string => {
  const id = `m${state.nextMessageId}`;
  state.nextMessageId += 1;
  return id;
};

const answer = (state: AssistantState, question?: string): DialogueMessage => ({
  id: newId(state),
  role: 'assistant',
  content: '',
  reasoning: '',
  status: 'streaming',
  ...(question === undefined ? {} : { question }),
});

const slotMessage = (state: AssistantState, slot: StreamSlot): DialogueMessage | undefined => {
  const id = state.slots[slot];
  return id === undefined ? undefined : state.messages.find((message) => message.id === id);
};

/** Ends a slot's stream with `status`; idle once no slot streams (a stop waits for streamStopped). */
const endSlot = (
  state: AssistantState,
  slot: StreamSlot,
  status: DialogueMessage['status'],
  error?: string,
) => {
  const message = slotMessage(state, slot);
  if (message) {
    message.status = status;
    if (error !== undefined) message.error = error;
  }
  delete state.slots[slot];
  if (Object.keys(state.slots).length === 0 && state.status === 'streaming') state.status = 'idle';
};

/** Every running stream is being stopped: its answer keeps what arrived, idle follows later. */
const stopSlots = (state: AssistantState, slots: readonly StreamSlot[]) => {
  let stopped = false;
  for (const slot of slots) {
    if (state.slots[slot] === undefined) continue;
    const message = slotMessage(state, slot);
    if (message) message.status = 'stopped';
    delete state.slots[slot];
    stopped = true;
  }
  if (stopped) state.status = 'stopping';
};

const ALL_SLOTS: readonly StreamSlot[] = ['chat', 'report'];

const clearDialogue = (state: AssistantState) => {
  stopSlots(state, ALL_SLOTS);
  state.messages = [];
  state.conversationId = null;
};

const reportTitle = (request: OpenRequest): string =>
  request.report?.title ??
  (request.mode === 'lecture' ? ASSISTANT_TEXTS.lectureTitle : ASSISTANT_TEXTS.examinationTitle);

/**
 * The assistant drawer (spec 2.6, 4): what it shows and the stream state. Every reducer is an
 * event; the stream saga does the work and reports back with streamStarted, chunkReceived,
 * streamEnded, streamFailed and streamStopped.
 */
export const assistantSlice = createSlice({
  name: 'assistant',
  initialState: initialAssistantState,
  reducers: {
    opened: (state, action: PayloadAction<OpenRequest>) => {
      const request = action.payload;
      state.open = true;
      if (request.mode === 'lecture' || request.mode === 'examination') {
        // A report starts on a clean page; the saga starts its stream.
        clearDialogue(state);
        state.mode = request.mode;
        state.report = {
          kind: request.mode,
          title: reportTitle(request),
          params: request.report?.params ?? {},
        };
        state.history = 'hidden';
        return;
      }
      if (state.mode !== 'chat') clearDialogue(state);
      state.mode = 'chat';
      state.report = null;
      if (request.mode === 'history') state.history = 'open';
    },
    /** Spec 4: closing clears the dialogue, stops any stream and hides history. */
    closed: (state) => {
      clearDialogue(state);
      state.open = false;
      state.report = null;
      state.mode = 'chat';
      state.history = 'hidden';
    },
    /** The user asked (Enter or the send button); the saga decides whether a stream starts. */
    questionSubmitted: (_state, _action: PayloadAction<{ text: string }>) => {},
    suggestionChosen: (_state, _action: PayloadAction<{ id: number; text: string }>) => {},
    retryRequested: (_state, _action: PayloadAction<{ messageId: string }>) => {},

    streamStarted: (state, action: PayloadAction<StreamStartedPayload>) => {
      const { slot, question, retryOf } = action.payload;
      state.status = 'streaming';
      const again =
        retryOf === undefined
          ? undefined
          : state.messages.find((message) => message.id === retryOf);
      if (again) {
        again.content = '';
        again.reasoning = '';
        again.status = 'streaming';
        delete again.error;
        state.slots[slot] = again.id;
        return;
      }
      if (slot === 'report') {
        const document = answer(state);
        state.messages = [document];
        state.slots.report = document.id;
        return;
      }
      state.messages.push({
        id: newId(state),
        role: 'user',
        content: question ?? '',
        reasoning: '',
        status: 'done',
      });
      const reply = answer(state, question);
      state.messages.push(reply);
      state.slots.chat = reply.id;
    },
    conversationCreated: (state, action: PayloadAction<{ conversationId: string }>) => {
      state.conversationId = action.payload.conversationId;
    },
    /** Batched text of one slot (the channel flushes at most every 100 ms). */
    chunkReceived: (state, action: PayloadAction<ChunkPayload>) => {
      const message = slotMessage(state, action.payload.slot);
      if (!message) return;
      message.content += action.payload.content;
      message.reasoning += action.payload.reasoning;
    },
    streamEnded: (state, action: PayloadAction<{ slot: StreamSlot }>) => {
      endSlot(state, action.payload.slot, 'done');
    },
    /** The stream was cut off or refused: what arrived stays, with the reason and 重试. */
    streamFailed: (state, action: PayloadAction<{ slot: StreamSlot; message: string }>) => {
      endSlot(state, action.payload.slot, 'failed', action.payload.message);
    },
    /** Stop one slot, or every slot when none is named. */
    stopRequested: (state, action: PayloadAction<{ slot?: StreamSlot }>) => {
      stopSlots(state, action.payload.slot ? [action.payload.slot] : ALL_SLOTS);
    },
    /** About 100 ms after a stop, once the aborted reads have settled. */
    streamStopped: (state) => {
      if (state.status === 'stopping' && Object.keys(state.slots).length === 0)
        state.status = 'idle';
    },
    newConversationStarted: (state) => {
      clearDialogue(state);
    },
    deepThinkingToggled: (state) => {
      state.deepThinking = !state.deepThinking;
    },
    webSearchToggled: (state) => {
      state.webSearch = !state.webSearch;
    },
    suggestionsRefreshed: (state) => {
      state.suggestionBatch += 1;
    },

    historyOpened: (state) => {
      state.history = 'open';
    },
    /** Starts the 500 ms slide-down; historyClosed follows. */
    historyCloseRequested: (state) => {
      if (state.history === 'open') state.history = 'closing';
    },
    historyClosed: (state) => {
      if (state.history === 'closing') state.history = 'hidden';
    },
    historyEntryChosen: (_state, _action: PayloadAction<{ conversationId: string }>) => {},
    conversationLoaded: (
      state,
      action: PayloadAction<{ conversationId: string; turns: ConversationTurn[] }>,
    ) => {
      state.conversationId = action.payload.conversationId;
      state.mode = 'chat';
      state.report = null;
      state.messages = [];
      for (const turn of action.payload.turns) {
        state.messages.push({
          id: newId(state),
          role: 'user',
          content: turn.QueryText,
          reasoning: '',
          status: 'done',
        });
        state.messages.push({
          id: newId(state),
          role: 'assistant',
          content: turn.ResultContent ?? '',
          reasoning: turn.ReasoningContent ?? '',
          status: 'done',
          question: turn.QueryText,
        });
      }
    },
    conversationDeleteConfirmed: (_state, _action: PayloadAction<{ conversationId: string }>) => {},
    /** The open conversation was deleted: the dialogue starts afresh. */
    conversationDeleted: (state, action: PayloadAction<{ conversationId: string }>) => {
      if (state.conversationId === action.payload.conversationId) clearDialogue(state);
    },
  },
  selectors: {
    selectAssistantOpen: (state) => state.open,
    selectAssistantMode: (state) => state.mode,
    selectAssistantReport: (state) => state.report,
    selectConversationId: (state) => state.conversationId,
    selectMessages: (state) => state.messages,
    selectStreamStatus: (state) => state.status,
    selectStreamingSlots: (state) => state.slots,
    selectDeepThinking: (state) => state.deepThinking,
    selectWebSearch: (state) => state.webSearch,
    selectHistoryPanel: (state) => state.history,
    selectSuggestionBatch: (state) => state.suggestionBatch,
  },
});

export const assistantActions = assistantSlice.actions;
