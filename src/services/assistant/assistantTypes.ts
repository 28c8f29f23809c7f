/** Wire shapes of the assistant endpoints (spec section 3). */

export interface ConversationSummary {
  ConversationMainID: string;
  Title: string;
  /** 'YYYY-MM-DD HH:mm:ss', server local time. */
  OperateTime: string;
}

export interface ConversationTurn {
  QueryText: string;
  ReasoningContent?: string | null;
  ResultContent?: string | null;
}

export interface ConversationDetail {
  ConversationMainID?: string;
  Title?: string;
  AIConversationDetail?: ConversationTurn[] | null;
}

export interface SuggestedQuestion {
  AIProblemTemplateLibraryID: number;
  ContentText: string;
}

/** `Response.items` of a paged list. */
export interface ItemsResponse<T> {
  items?: T[] | null;
}

/** A report's input: the flat fields the opening page passes (a topic, a check-up summary). */
export type ReportParams = Record<string, string | number | boolean | null>;

export type ReportKind = 'lecture' | 'examination';
