import { call, race, take } from 'typed-redux-saga';

import { logoutConfirmed, passwordChanged } from '@/features/auth';
import { revokeServerSession } from '@/services/session/serverLogout';

import { endSession } from './endSession';
import { whileSignedIn } from './sessionLifecycle';

export const PASSWORD_CHANGED_MESSAGE = '密码修改成功，请重新登录';
/** Long enough to read the success message before the page reloads. */
export const PASSWORD_CHANGED_DELAY_MS = 1500;

function* logoutOrPasswordChange() {
  return yield* race({ logout: take(logoutConfirmed), changed: take(passwordChanged) });
}

function* signOut({ logout, changed }: { logout?: unknown; changed?: unknown }) {
  if (logout) {
    // The server revokes the session first (it needs the token); whatever it answers, or if it
    // never does, everything local is cleared next.
    yield* call(revokeServerSession);
    yield* endSession({ leave: 'login' });
  } else if (changed) {
    // The old token is revoked now: sign out at once so nothing uses it, then show the message.
    yield* endSession({
      message: {
        notice: { kind: 'success', style: 'toast', text: PASSWORD_CHANGED_MESSAGE, duration: 3 },
        lingerMs: PASSWORD_CHANGED_DELAY_MS,
        signOutFirst: true,
      },
      endNotice: { text: PASSWORD_CHANGED_MESSAGE, kind: 'success' },
      leave: 'login',
    });
  }
}

/**
 * Logout (spec 4) and the forced re-login after a password change (spec 2.5). Once per session:
 * it waits for either, or for the session to end some other way.
 */
export function* logoutSaga() {
  yield* call(whileSignedIn, logoutOrPasswordChange, signOut);
}
