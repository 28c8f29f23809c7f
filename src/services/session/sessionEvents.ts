import { createAction } from '@reduxjs/toolkit';

import { type PublicSession } from './sessionTypes';

/**
 * Every session event, raised by the request layer or the session sagas. They live here (not in
 * the auth feature) because services sit below features; the slices react to them. No payload
 * carries a token.
 */
export const tokenRefreshed = createAction<{ expiredTime: number }>('session/tokenRefreshed');

export type SessionEndReason = 'refreshFailed' | 'unauthorized' | 'idle';

export const sessionExpired = createAction<{ reason: SessionEndReason; message: string }>(
  'session/expired',
);

export const signedIn = createAction<{ session: PublicSession; at: number }>('session/signedIn');

export const newVersionDetected = createAction<{ version: string }>('version/newVersionDetected');

/** A stored session found on page load: the user stays signed in across a reload. */
export const sessionRestored = createAction<{ session: PublicSession; at: number }>(
  'session/restored',
);

/**
 * The session is over, however it ended (logout, expiry, a failed setup): every slice that holds
 * per-session data resets on it. The type stays `session/signedOut` (replay logs name it).
 */
export const signedOut = createAction('session/signedOut');

/** The server accepted a new password; the user must sign in again with it. */
export const passwordChanged = createAction('session/passwordChanged');
