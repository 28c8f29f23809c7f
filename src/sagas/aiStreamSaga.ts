import { type Task } from 'redux-saga';
import { call, cancel, cancelled, delay, fork, put, select, take } from 'typed-redux-saga';

import {
  assistantActions,
  ASSISTANT_TEXTS,
  selectAssistantReport,
  selectConversationId,
  selectDeepThinkingSent,
  selectStreamingSlots,
  selectStreamStatus,
  selectWebSearchSent,
  type StreamSlot,
  type StreamStartedPayload,
} from '@/features/assistant';
import { assistantApi, chatStreamRequest, reportStreamRequest } from '@/services/assistant';
import { isApiError } from '@/services/http/apiError';
import { STOP_DELAY_MS } from '@/shared/constants';

import { type AiStreamOptions, createAiStreamChannel } from './aiStreamChannel';
import { putResolveThunk } from './putResolveThunk';

const {
  streamStarted,
  stopRequested,
  closed,
  newConversationStarted,
  opened,
  conversationDeleted,
  streamFailed,
  streamStopped,
} = assistantActions;

/** Spec 4: the first question of an empty dialogue creates the conversation; later ones reuse it. */
function* conversationForQuestion(slot: StreamSlot) {
  const existing = yield* select(selectConversationId);
  if (existing) return existing;
  const result = yield* putResolveThunk(
    assistantApi.endpoints.createConversation.initiate(undefined, { track: false }),
  );
  if (!result.data) {
    const message =
      isApiError(result.error) && result.error.status === 'BUSINESS' ? result.error.message : '';
    yield* put(streamFailed({ slot, message: message || ASSISTANT_TEXTS.createFailed }));
    return null;
  }
  yield* put(assistantActions.conversationCreated({ conversationId: result.data }));
  return result.data;
}

function* requestFor(payload: StreamStartedPayload) {
  if (payload.slot === 'report') {
    const report = yield* select(selectAssistantReport);
    if (report) return reportStreamRequest(report.kind, report.params);
    yield* put(streamFailed({ slot: 'report', message: ASSISTANT_TEXTS.network }));
    return null;
  }
  const conversationMainID = yield* call(conversationForQuestion, payload.slot);
  if (!conversationMainID) return null;
  return chatStreamRequest({
    queryText: payload.question ?? '',
    conversationMainID,
    // What the deployment lacks is not asked for, whatever the toggles held before.
    deepThinking: yield* select(selectDeepThinkingSent),
    webSearch: yield* select(selectWebSearchSent),
  });
}

/** One stream: its request, then every action the channel emits, until END or cancellation. */
export function* runStream(payload: StreamStartedPayload, options: AiStreamOptions = {}) {
  const request = yield* call(requestFor, payload);
  if (!request) return;
  const channel = yield* call(createAiStreamChannel, request, payload.slot, options);
  try {
    while (true) {
      const action = yield* take(channel);
      yield* put(action);
    }
  } finally {
    // Cancelled by a stop, close or new conversation: closing aborts the fetch.
    if (yield* cancelled()) channel.close();
  }
}

/** Spec 4: idle follows a stop after about 100 ms, once the aborted read has settled. */
function* settleStop() {
  yield* delay(STOP_DELAY_MS);
  yield* put(streamStopped());
}

/**
 * The AI stream flow: runs one task per slot on streamStarted, and cancels by slot or all on
 * stop, close, new conversation, a loaded conversation or a report opening over a chat.
 */
export function* aiStreamFlow(options: AiStreamOptions = {}) {
  const running = new Map<StreamSlot, Task>();
  while (true) {
    const action = yield* take([
      streamStarted.type,
      stopRequested.type,
      closed.type,
      newConversationStarted.type,
      opened.type,
      conversationDeleted.type,
    ]);
    if (streamStarted.match(action)) {
      const previous = running.get(action.payload.slot);
      if (previous?.isRunning()) yield* cancel(previous);
      running.set(action.payload.slot, yield* fork(runStream, action.payload, options));
      continue;
    }
    // The reducers are the judge of what stops: a slot they let go of loses its task.
    const streaming = yield* select(selectStreamingSlots);
    for (const [slot, task] of [...running]) {
      if (streaming[slot] !== undefined && task.isRunning()) continue;
      running.delete(slot);
      if (task.isRunning()) yield* cancel(task);
    }
    // The reducers moved to 'stopping' only if something was streaming.
    if ((yield* select(selectStreamStatus)) === 'stopping') yield* fork(settleStop);
  }
}
