import { type QueryParams } from '../http/serializeParams';
import { ASSISTANT_MODELS, ASSISTANT_PATHS } from './assistantPaths';
import { type ReportKind, type ReportParams } from './assistantTypes';

/**
 * What a stream asks for, as plain data (it travels in no action, but tests compare it). The
 * stream channel adds the base URL and the Authorization header.
 */
export interface StreamRequest {
  method: 'GET' | 'POST';
  path: string;
  params?: QueryParams;
  body?: ReportParams;
}

export interface ChatStreamArgs {
  queryText: string;
  conversationMainID: string;
  deepThinking: boolean;
  webSearch: boolean;
}

export const chatStreamRequest = ({
  queryText,
  conversationMainID,
  deepThinking,
  webSearch,
}: ChatStreamArgs): StreamRequest => ({
  method: 'GET',
  path: ASSISTANT_PATHS.chatStream,
  params: {
    queryText,
    conversationMainID,
    model: deepThinking ? ASSISTANT_MODELS.reasoning : ASSISTANT_MODELS.chat,
    // Beyond the contract's three parameters, and only when on: servers that do not know it ignore it.
    ...(webSearch ? { webSearch: true } : {}),
  },
});

export const reportStreamRequest = (kind: ReportKind, params: ReportParams): StreamRequest => ({
  method: 'POST',
  path:
    kind === 'lecture'
      ? ASSISTANT_PATHS.lectureReportStream
      : ASSISTANT_PATHS.examinationReportStream,
  body: params,
});
