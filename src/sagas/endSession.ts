import { call, delay, put } from 'typed-redux-saga';

import { LOGIN_PATH, loginUrlFor } from '@/features/auth';
import { type Notice, noticeRaised } from '@/features/notices';
import { api } from '@/services/api';
import { type EndNoticeKind, saveEndNotice } from '@/services/session/endNotice';
import { signedOut } from '@/services/session/sessionEvents';
import { clearSession } from '@/services/session/sessionStore';

import { currentPath, goTo } from './browserLocation';

/** How a session ends; every way goes through `endSession`. */
export interface SessionEnd {
  /**
   * Shown now on the page being left, which stays `lingerMs` so it can be read: before the
   * sign-out (an expiry: the page still shows the session), or after it when `signOutFirst`
   * (a password change: the revoked token must go at once).
   */
  message?: { notice: Omit<Notice, 'id'>; lingerMs: number; signOutFirst?: boolean };
  /** Saved for the sign-in page, which shows it once after the reload. */
  endNotice?: { text: string; kind?: EndNoticeKind };
  /**
   * The full page load that ends it: to the sign-in page, to the sign-in page with a redirect
   * back to the page the user was on, or none (the navigation guard sends the user there).
   */
  leave: 'login' | 'loginAndBack' | 'stay';
}

function* showMessage({ notice, lingerMs }: NonNullable<SessionEnd['message']>) {
  yield* put(noticeRaised(notice));
  yield* delay(lingerMs);
}

/**
 * The one session teardown (logout, password change, expiry by refresh failure, 401 or
 * inactivity, failed navigation setup): storage (clearSession keeps a remembered
 * account), every slice (they reset on `session/signedOut`), RTK Query's cache, then a fresh
 * page load, which also drops every in-memory cache.
 */
export function* endSession({ message, endNotice, leave }: SessionEnd) {
  if (message && !message.signOutFirst) yield* call(showMessage, message);
  let target: string | null = null;
  if (leave === 'login') target = LOGIN_PATH;
  else if (leave === 'loginAndBack') target = loginUrlFor(yield* call(currentPath));

  yield* call(clearSession);
  if (endNotice?.kind) yield* call(saveEndNotice, endNotice.text, endNotice.kind);
  else if (endNotice) yield* call(saveEndNotice, endNotice.text);
  yield* put(signedOut());
  if (message?.signOutFirst) yield* call(showMessage, message);
  // After the sign-out and any message: a reset while the page still shows would refetch
  // its queries without a token.
  yield* put(api.util.resetApiState());
  if (target !== null) yield* call(goTo, target);
}
