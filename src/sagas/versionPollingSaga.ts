import { type PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, select, takeLatest, takeLeading } from 'typed-redux-saga';

import {
  selectPostponedUntil,
  selectPromptVersion,
  versionLaterChosen,
  versionPostponed,
  versionPromptShown,
  versionUpdateAccepted,
} from '@/features/version';
import { systemApi } from '@/services/auth/systemEndpoints';
import { newVersionDetected } from '@/services/session/sessionEvents';

import { reloadPage } from './browserLocation';
import { putResolveThunk } from './putResolveThunk';
import { whileSignedIn } from './sessionLifecycle';

export const VERSION_POLL_INTERVAL_MS = 5 * 60_000;
/** 稍后 hides the prompt for this long (the next poll after it asks again). */
export const VERSION_POSTPONE_MS = 30 * 60_000;

function* pollVersion() {
  while (true) {
    yield* delay(VERSION_POLL_INTERVAL_MS);
    const result = yield* putResolveThunk(
      systemApi.endpoints.latestVersion.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    const info = result.data;
    if (info?.changed && info.server) yield* put(newVersionDetected({ version: info.server }));
  }
}

function* offerVersion(action: PayloadAction<{ version: string }>) {
  const shown = yield* select(selectPromptVersion);
  if (shown !== null) return;
  const postponedUntil = yield* select(selectPostponedUntil);
  const now = yield* call(Date.now);
  if (postponedUntil !== null && now < postponedUntil) return;
  yield* put(versionPromptShown({ version: action.payload.version }));
}

function* postpone() {
  const now = yield* call(Date.now);
  yield* put(versionPostponed({ until: now + VERSION_POSTPONE_MS }));
}

function* versionSession() {
  yield* fork(pollVersion);
  yield* takeLatest(newVersionDetected, offerVersion);
  yield* takeLeading(versionLaterChosen, postpone);
  yield* takeLeading(versionUpdateAccepted, function* update() {
    yield* call(reloadPage);
  });
}

/**
 * Spec 4: a differing version prompts 更新 or 稍后. Every few minutes /version.json is asked
 * again through RTK Query; a new version from there or from any request's check raises the
 * prompt, unless the user postponed it.
 */
export function* versionPollingSaga() {
  yield* call(whileSignedIn, versionSession);
}
