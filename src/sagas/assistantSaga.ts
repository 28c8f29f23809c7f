import { type PayloadAction } from '@reduxjs/toolkit';
import { type SagaIterator } from 'redux-saga';
import {
  call,
  delay,
  fork,
  put,
  putResolve,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';

import {
  assistantActions,
  ASSISTANT_TEXTS,
  selectAssistantOpen,
  selectMessages,
  selectStreamStatus,
  type DialogueMessage,
  type OpenRequest,
  type StreamStatus,
} from '@/features/assistant';
import { selectSessionUser } from '@/features/auth';
import {
  assistantClosed as appAssistantClosed,
  assistantOpened as appAssistantOpened,
  selectAssistantVisible,
} from '@/features/layout';
import { noticeRaised } from '@/features/notices';
import {
  assistantApi,
  type ConversationDetail,
  type ConversationSummary,
} from '@/services/assistant';
import { type PublicSession } from '@/services/session/sessionTypes';
import { COPY_TOAST_MS, HISTORY_CLOSE_MS } from '@/shared/constants';

const actions = assistantActions;

const TOAST_SECONDS = COPY_TOAST_MS / 1000;

function* isIdle(): SagaIterator<boolean> {
  return ((yield select(selectStreamStatus)) as StreamStatus) === 'idle';
}

function* userAccount(): SagaIterator<string> {
  const user = (yield select(selectSessionUser)) as PublicSession | null;
  return user?.UserAcc ?? '';
}

/** Spec 4-5: a blank question is refused with a hint; a question while a stream runs is ignored. */
function* ask(text: string): SagaIterator {
  const question = text.trim();
  if (!question) {
    yield put(
      noticeRaised({
        kind: 'warning',
        style: 'toast',
        text: ASSISTANT_TEXTS.emptyQuestion,
        duration: TOAST_SECONDS,
      }),
    );
    return;
  }
  if (!((yield call(isIdle)) as boolean)) return;
  yield put(actions.streamStarted({ slot: 'chat', question }));
}

function* onQuestion(action: PayloadAction<{ text: string }>): SagaIterator {
  yield call(ask, action.payload.text);
}

function* countClick(id: number): SagaIterator {
  yield putResolve(assistantApi.endpoints.countQuestionClick.initiate(id, { track: false }));
}

/** A suggested question counts its click (in the background) and is asked. */
function* onSuggestion(action: PayloadAction<{ id: number; text: string }>): SagaIterator {
  if ((yield call(isIdle)) as boolean) yield fork(countClick, action.payload.id);
  yield call(ask, action.payload.text);
}

/** 重试: the cut-off answer is filled again from its question (or the report restarts). */
function* onRetry(action: PayloadAction<{ messageId: string }>): SagaIterator {
  const messages = (yield select(selectMessages)) as DialogueMessage[];
  const target = messages.find((message) => message.id === action.payload.messageId);
  // 重试 shows as soon as a stop is asked for; it waits the ~100 ms until the stop has settled.
  if (((yield select(selectStreamStatus)) as StreamStatus) === 'stopping')
    yield take(actions.streamStopped.type);
  if (!target || !((yield call(isIdle)) as boolean)) return;
  yield put(
    target.question === undefined
      ? actions.streamStarted({ slot: 'report', retryOf: target.id })
      : actions.streamStarted({ slot: 'chat', question: target.question, retryOf: target.id }),
  );
}

/** Modes 2 and 3 generate their report on opening, once a stopped chat has settled. */
function* onOpened(action: PayloadAction<OpenRequest>): SagaIterator {
  const { mode } = action.payload;
  if (!((yield select(selectAssistantVisible)) as boolean)) yield put(appAssistantOpened());
  if (mode !== 'lecture' && mode !== 'examination') return;
  if (((yield select(selectStreamStatus)) as StreamStatus) === 'stopping')
    yield take(actions.streamStopped.type);
  if ((yield call(isIdle)) as boolean) yield put(actions.streamStarted({ slot: 'report' }));
}

/** The navbar's entry sets the app's visible flag (spec 3); the drawer follows it in chat mode. */
function* onAppOpened(): SagaIterator {
  if (!((yield select(selectAssistantOpen)) as boolean))
    yield put(actions.opened({ mode: 'chat' }));
}

function* onAppClosed(): SagaIterator {
  if ((yield select(selectAssistantOpen)) as boolean) yield put(actions.closed());
}

function* onClosed(): SagaIterator {
  if ((yield select(selectAssistantVisible)) as boolean) yield put(appAssistantClosed());
}

/** Spec 4: the history panel slides down for 500 ms, then its list is cleared. */
function* onHistoryCloseRequested(): SagaIterator {
  yield delay(HISTORY_CLOSE_MS);
  yield put(actions.historyClosed());
}

/** Choosing a history entry loads its detail into the dialogue and closes the panel. */
function* onHistoryEntryChosen(action: PayloadAction<{ conversationId: string }>): SagaIterator {
  const { conversationId } = action.payload;
  if (!((yield call(isIdle)) as boolean)) yield put(actions.stopRequested({}));
  const result = (yield putResolve(
    assistantApi.endpoints.conversationDetail.initiate(conversationId, {
      subscribe: false,
      forceRefetch: true,
    }),
  )) as { data?: ConversationDetail };
  // A refusal was shown as a warning box by the notices; a network failure just stops here.
  if (!result.data) return;
  yield put(
    actions.conversationLoaded({ conversationId, turns: result.data.AIConversationDetail ?? [] }),
  );
  yield put(actions.historyCloseRequested());
}

/** Deleting asks first (in the drawer); here it is done, announced, and the panel closed if empty. */
function* onDeleteConfirmed(action: PayloadAction<{ conversationId: string }>): SagaIterator {
  const { conversationId } = action.payload;
  const userAcc = (yield call(userAccount)) as string;
  const result = (yield putResolve(
    assistantApi.endpoints.deleteConversations.initiate(
      { ids: [conversationId], userAcc },
      { track: false },
    ),
  )) as { error?: unknown };
  if (result.error) return;
  yield put(
    noticeRaised({
      kind: 'success',
      style: 'toast',
      text: ASSISTANT_TEXTS.deleted,
      duration: TOAST_SECONDS,
    }),
  );
  yield put(actions.conversationDeleted({ conversationId }));
  const list = (yield select(assistantApi.endpoints.conversationList.select({ userAcc }))) as {
    data?: ConversationSummary[];
  };
  if (list.data?.length === 0) yield put(actions.historyCloseRequested());
}

/** The assistant's flows other than the stream itself (aiStreamSaga.ts). */
export function* assistantFlow(): SagaIterator {
  yield takeEvery(actions.questionSubmitted.type, onQuestion);
  yield takeEvery(actions.suggestionChosen.type, onSuggestion);
  yield takeEvery(actions.retryRequested.type, onRetry);
  yield takeLatest(actions.opened.type, onOpened);
  yield takeEvery(actions.closed.type, onClosed);
  yield takeEvery(appAssistantOpened.type, onAppOpened);
  yield takeEvery(appAssistantClosed.type, onAppClosed);
  yield takeLatest(actions.historyCloseRequested.type, onHistoryCloseRequested);
  yield takeLatest(actions.historyEntryChosen.type, onHistoryEntryChosen);
  yield takeEvery(actions.conversationDeleteConfirmed.type, onDeleteConfirmed);
}
