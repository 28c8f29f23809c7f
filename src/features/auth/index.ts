export {
  sessionSlice,
  signedOut,
  passwordChanged,
  timeoutMinutesLoaded,
  selectSessionUser,
  selectSessionStatus,
  selectIsSignedIn,
  selectSessionEndMessage,
} from './sessionSlice';
export type { SessionState, SessionStatus } from './sessionSlice';
