import { createAction } from '@reduxjs/toolkit';

/** The user confirmed 确定退出系统吗？; the logout saga ends the session. */
export const logoutConfirmed = createAction('auth/logoutConfirmed');

/**
 * Loading what the first navigation needs went wrong (spec 4): the token is reset, the message
 * shown, and the guard sends the user to sign in.
 */
export const navigationSetupFailed = createAction<{ message: string }>(
  'auth/navigationSetupFailed',
);
