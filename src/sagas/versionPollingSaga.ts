import { type PayloadAction } from '@reduxjs/toolkit';
import { type SagaIterator } from 'redux-saga';
import {
  call,
  delay,
  fork,
  put,
  putResolve,
  select,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';

import {
  selectPostponedUntil,
  selectPromptVersion,
  versionLaterChosen,
  versionPostponed,
  versionPromptShown,
  versionUpdateAccepted,
} from '@/features/version';
import { systemApi } from '@/services/auth/systemEndpoints';
import { type VersionInfo } from '@/services/http/versionCheck';
import { newVersionDetected } from '@/services/session/sessionEvents';

import { reloadPage } from './browserLocation';
import { whileSignedIn } from './sessionLifecycle';

export const VERSION_POLL_INTERVAL_MS = 5 * 60_000;
/** 稍后 hides the prompt for this long (the next poll after it asks again). */
export const VERSION_POSTPONE_MS = 30 * 60_000;

function* pollVersion(): SagaIterator {
  while (true) {
    yield delay(VERSION_POLL_INTERVAL_MS);
    const result = (yield putResolve(
      systemApi.endpoints.latestVersion.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    )) as { data?: VersionInfo };
    const info = result.data;
    if (info?.changed && info.server) yield put(newVersionDetected({ version: info.server }));
  }
}

function* offerVersion(action: PayloadAction<{ version: string }>): SagaIterator {
  const shown = (yield select(selectPromptVersion)) as string | null;
  if (shown !== null) return;
  const postponedUntil = (yield select(selectPostponedUntil)) as number | null;
  const now = (yield call(Date.now)) as number;
  if (postponedUntil !== null && now < postponedUntil) return;
  yield put(versionPromptShown({ version: action.payload.version }));
}

function* postpone(): SagaIterator {
  const now = (yield call(Date.now)) as number;
  yield put(versionPostponed({ until: now + VERSION_POSTPONE_MS }));
}

function* versionSession(): SagaIterator {
  yield fork(pollVersion);
  yield takeLatest(newVersionDetected.type, offerVersion);
  yield takeLeading(versionLaterChosen.type, postpone);
  yield takeLeading(versionUpdateAccepted.type, function* update() {
    yield call(reloadPage);
  });
}

/**
 * Spec 4: a differing version prompts 更新 or 稍后. Every few minutes /version.json is asked
 * again through RTK Query; a new version from there or from any request's check raises the
 * prompt, unless the user postponed it.
 */
export function* versionPollingSaga(): SagaIterator {
  yield call(whileSignedIn, versionSession);
}
