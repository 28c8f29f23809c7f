import { createAction } from '@reduxjs/toolkit';

import { type PublicSession } from './sessionTypes';

/**
 * Session events raised by the request layer. They live here (not in the auth feature) because
 * services sit below features; the auth slice reacts to them. No payload carries a token.
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

/** The server accepted a new password; the user must sign in again with it. */
export const passwordChanged = createAction('session/passwordChanged');
