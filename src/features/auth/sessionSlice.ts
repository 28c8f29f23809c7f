import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import {
  passwordChanged,
  sessionExpired,
  sessionRestored,
  signedIn,
  signedOut,
  tokenRefreshed,
} from '@/services/session/sessionEvents';
import { type PublicSession } from '@/services/session/sessionTypes';

export type SessionStatus = 'signedOut' | 'signedIn' | 'expired';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in user: every session field but the token. */
  user: PublicSession | null;
  /** Why the session ended, shown once on the way to the sign-in page. */
  endMessage: string | null;
}

const initialState: SessionState = { status: 'signedOut', user: null, endMessage: null };

const signedInWith = (
  _state: SessionState,
  action: PayloadAction<{ session: PublicSession }>,
): SessionState => ({ status: 'signedIn', user: action.payload.session, endMessage: null });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    timeoutMinutesLoaded: (state, action: PayloadAction<{ minutes: number }>) => {
      if (state.user) state.user.timeOut = action.payload.minutes;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, signedInWith)
      .addCase(sessionRestored, signedInWith)
      .addCase(signedOut, () => initialState)
      .addCase(passwordChanged, (state) => {
        if (state.user) {
          state.user.IsStrongPassword = true;
          state.user.IsFirstLogin = false;
          state.user.IsPasswordExpired = false;
        }
      })
      .addCase(tokenRefreshed, (state, action) => {
        if (state.user) state.user.expiredTime = action.payload.expiredTime;
      })
      .addCase(sessionExpired, (state, action) => {
        if (state.status !== 'signedIn') return;
        state.status = 'expired';
        state.endMessage = action.payload.message;
      });
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectSessionEndMessage: (state) => state.endMessage,
    /** The change-password dialog must open by itself and stay open (spec 2.5). */
    selectMustChangePassword: (state) =>
      state.user !== null &&
      (state.user.IsFirstLogin || state.user.IsPasswordExpired || !state.user.IsStrongPassword),
  },
});

export const { timeoutMinutesLoaded } = sessionSlice.actions;
export const {
  selectSessionUser,
  selectSessionStatus,
  selectIsSignedIn,
  selectSessionEndMessage,
  selectMustChangePassword,
} = sessionSlice.selectors;
