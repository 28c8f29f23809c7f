import { type PayloadAction } from '@reduxjs/toolkit';
import { call, race, take } from 'typed-redux-saga';

import { navigationSetupFailed } from '@/features/auth';
import { ERROR_TOAST_SECONDS } from '@/services/http/apiError';
import { type SessionEndReason, sessionExpired } from '@/services/session/sessionEvents';

import { endSession } from './endSession';
import { whileSignedIn } from './sessionLifecycle';

/** Spec 8: the message first, the token cleared and the page reloaded 1 s later. */
export const EXPIRY_DELAY_MS = 1000;

type Expired = PayloadAction<{ reason: SessionEndReason; message: string }>;

function* expiryOrFailedSetup() {
  return yield* race({
    expired: take(sessionExpired),
    setupFailed: take(navigationSetupFailed),
  });
}

function* end({ expired, setupFailed }: { expired?: Expired; setupFailed?: unknown }) {
  if (expired) {
    const { reason, message } = expired.payload;
    yield* endSession({
      message: {
        notice: {
          kind: reason === 'idle' ? 'warning' : 'error',
          style: 'toast',
          text: message,
          duration: ERROR_TOAST_SECONDS,
        },
        lingerMs: EXPIRY_DELAY_MS,
      },
      endNotice: { text: message },
      leave: 'loginAndBack',
    });
  } else if (setupFailed) {
    // The navigation guard shows the error and sends the user to sign in; the token goes now.
    yield* endSession({ leave: 'stay' });
  }
}

/**
 * The end of a session the user did not choose: a failed refresh, a 401, inactivity (all
 * `session/expired`), or a failed first-navigation setup. Shown once per session however many
 * requests failed at the same time.
 */
export function* sessionExpirySaga() {
  yield* call(whileSignedIn, expiryOrFailedSetup, end);
}
