import { type PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, select, take, takeEvery, takeLatest } from 'typed-redux-saga';

import {
  assistantActions,
  ASSISTANT_TEXTS,
  selectAssistantOpen,
  selectMessages,
  selectStreamStatus,
  type OpenRequest,
} from '@/features/assistant';
import { selectSessionUser } from '@/features/auth';
import {
  assistantClosed as appAssistantClosed,
  assistantOpened as appAssistantOpened,
  selectAssistantVisible,
} from '@/features/layout';
import { noticeRaised } from '@/features/notices';
import { assistantApi } from '@/services/assistant';
import { COPY_TOAST_MS, HISTORY_CLOSE_MS } from '@/shared/constants';

import { putResolveThunk } from './putResolveThunk';

const actions = assistantActions;

const TOAST_SECONDS = COPY_TOAST_MS / 1000;

function* isIdle() {
  return (yield* select(selectStreamStatus)) === 'idle';
}

function* userAccount() {
  const user = yield* select(selectSessionUser);
  return user?.UserAcc ?? '';
}

/** Spec 4-5: a blank question is refused with a hint; a question while a stream runs is ignored. */
function* ask(text: string) {
  const question = text.trim();
  if (!question) {
    yield* put(
      noticeRaised({
        kind: 'warning',
        style: 'toast',
        text: ASSISTANT_TEXTS.emptyQuestion,
        duration: TOAST_SECONDS,
      }),
    );
    return;
  }
  if (!(yield* call(isIdle))) return;
  yield* put(actions.streamStarted({ slot: 'chat', question }));
}

function* onQuestion(action: PayloadAction<{ text: string }>) {
  yield* call(ask, action.payload.text);
}

function* countClick(id: number) {
  yield* putResolveThunk(assistantApi.endpoints.countQuestionClick.initiate(id, { track: false }));
}

/** A suggested question counts its click (in the background) and is asked. */
function* onSuggestion(action: PayloadAction<{ id: number; text: string }>) {
  if (yield* call(isIdle)) yield* fork(countClick, action.payload.id);
  yield* call(ask, action.payload.text);
}

/** 重试: the cut-off answer is filled again from its question (or the report restarts). */
function* onRetry(action: PayloadAction<{ messageId: string }>) {
  const messages = yield* select(selectMessages);
  const target = messages.find((message) => message.id === action.payload.messageId);
  // 重试 shows as soon as a stop is asked for; it waits the ~100 ms until the stop has settled.
  if ((yield* select(selectStreamStatus)) === 'stopping') yield* take(actions.streamStopped);
  if (!target || !(yield* call(isIdle))) return;
  yield* put(
    target.question === undefined
      ? actions.streamStarted({ slot: 'report', retryOf: target.id })
      : actions.streamStarted({ slot: 'chat', question: target.question, retryOf: target.id }),
  );
}

/** Modes 2 and 3 generate their report on opening, once a stopped chat has settled. */
function* onOpened(action: PayloadAction<OpenRequest>) {
  const { mode } = action.payload;
  if (!(yield* select(selectAssistantVisible))) yield* put(appAssistantOpened());
  if (mode !== 'lecture' && mode !== 'examination') return;
  if ((yield* select(selectStreamStatus)) === 'stopping') yield* take(actions.streamStopped);
  if (yield* call(isIdle)) yield* put(actions.streamStarted({ slot: 'report' }));
}

/** The navbar's entry sets the app's visible flag (spec 3); the drawer follows it in chat mode. */
function* onAppOpened() {
  if (!(yield* select(selectAssistantOpen))) yield* put(actions.opened({ mode: 'chat' }));
}

function* onAppClosed() {
  if (yield* select(selectAssistantOpen)) yield* put(actions.closed());
}

function* onClosed() {
  if (yield* select(selectAssistantVisible)) yield* put(appAssistantClosed());
}

/** Spec 4: the history panel slides down for 500 ms, then its list is cleared. */
function* onHistoryCloseRequested() {
  yield* delay(HISTORY_CLOSE_MS);
  yield* put(actions.historyClosed());
}

/** Choosing a history entry loads its detail into the dialogue and closes the panel. */
function* onHistoryEntryChosen(action: PayloadAction<{ conversationId: string }>) {
  const { conversationId } = action.payload;
  if (!(yield* call(isIdle))) yield* put(actions.stopRequested({}));
  const result = yield* putResolveThunk(
    assistantApi.endpoints.conversationDetail.initiate(conversationId, {
      subscribe: false,
      forceRefetch: true,
    }),
  );
  // A refusal was shown as a warning box by the notices; a network failure just stops here.
  if (!result.data) return;
  yield* put(
    actions.conversationLoaded({ conversationId, turns: result.data.AIConversationDetail ?? [] }),
  );
  yield* put(actions.historyCloseRequested());
}

/** Deleting asks first (in the drawer); here it is done, announced, and the panel closed if empty. */
function* onDeleteConfirmed(action: PayloadAction<{ conversationId: string }>) {
  const { conversationId } = action.payload;
  const userAcc = yield* call(userAccount);
  const result = yield* putResolveThunk(
    assistantApi.endpoints.deleteConversations.initiate(
      { ids: [conversationId], userAcc },
      { track: false },
    ),
  );
  if (result.error) return;
  yield* put(
    noticeRaised({
      kind: 'success',
      style: 'toast',
      text: ASSISTANT_TEXTS.deleted,
      duration: TOAST_SECONDS,
    }),
  );
  yield* put(actions.conversationDeleted({ conversationId }));
  const list = yield* select(assistantApi.endpoints.conversationList.select({ userAcc }));
  if (list.data?.length === 0) yield* put(actions.historyCloseRequested());
}

/** The assistant's flows other than the stream itself (aiStreamSaga.ts). */
export function* assistantFlow() {
  yield* takeEvery(actions.questionSubmitted, onQuestion);
  yield* takeEvery(actions.suggestionChosen, onSuggestion);
  yield* takeEvery(actions.retryRequested, onRetry);
  yield* takeLatest(actions.opened, onOpened);
  yield* takeEvery(actions.closed, onClosed);
  yield* takeEvery(appAssistantOpened, onAppOpened);
  yield* takeEvery(appAssistantClosed, onAppClosed);
  yield* takeLatest(actions.historyCloseRequested, onHistoryCloseRequested);
  yield* takeLatest(actions.historyEntryChosen, onHistoryEntryChosen);
  yield* takeEvery(actions.conversationDeleteConfirmed, onDeleteConfirmed);
}
