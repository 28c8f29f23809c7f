import { type ReportKind, type ReportParams } from '@/services/assistant';

/**
 * The drawer's page modes (spec 2.6): 1 free chat, 2 knowledge lecture report, 3 examination
 * report. The spec counts four but describes three; the fourth, `history`, opens free chat with
 * the history panel up, for an entry that goes straight to past conversations.
 */
export type AssistantMode = 'chat' | 'lecture' | 'examination' | 'history';
export type PageMode = Exclude<AssistantMode, 'history'>;

/** Spec 4: streaming requests can be aborted by slot, or all at once. */
export type StreamSlot = 'chat' | 'report';

export type StreamStatus = 'idle' | 'streaming' | 'stopping';

export type MessageStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export interface DialogueMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The model's thinking, shown collapsible above the answer. */
  reasoning: string;
  status: MessageStatus;
  /** Why a failed answer stopped. */
  error?: string;
  /** An answer's question, asked again by 重试. */
  question?: string;
}

export interface ReportRequest {
  kind: ReportKind;
  /** Shown as the document's title while it is generated. */
  title: string;
  /** The page's content the document is generated from (the stream's body). */
  params: ReportParams;
}

/** What opens the drawer: a mode, and for modes 2 and 3 the report's input. */
export interface OpenRequest {
  mode: AssistantMode;
  report?: { title?: string; params: ReportParams };
}

export type HistoryPanel = 'hidden' | 'open' | 'closing';
