import { lazy } from 'react';

export {
  sessionSlice,
  timeoutMinutesLoaded,
  selectSessionUser,
  selectSessionStatus,
  selectIsSignedIn,
  selectSessionEndMessage,
  selectMustChangePassword,
} from './sessionSlice';
export type { SessionState, SessionStatus } from './sessionSlice';
export { passwordChanged, sessionRestored, signedOut } from '@/services/session/sessionEvents';
export { logoutConfirmed, navigationSetupFailed } from './authEvents';
export { LOGIN_PATH, HOME_PATH, loginUrlFor, safeRedirect } from './loginRedirect';
export type { LoginLoaderData } from './loginLoaderData';
export { DEFAULT_PRODUCT_TITLE, MB_PRODUCT_TITLE, productTitle } from './productTitle';
export { useProductTitle } from './useProductTitle';
export { useDocumentTitle } from './useDocumentTitle';
export { useLogoutConfirm, LOGOUT_CONFIRM_TEXT } from './useLogoutConfirm';
export { LogoMark } from './LogoMark';
export type { ChangePasswordDialogProps } from './ChangePasswordDialog';
export { hasHandedOffCaptcha } from './signInHandoff';

/**
 * The sign-in page is part of the entry, not a lazy chunk: the route every session starts on
 * then loads in one request with its form controls (performance budget: at most 5 requests).
 * It takes its data and its way on as props, so the hydrated page needs no router;
 * `RoutedLoginPage` is the router's /login, with the shell's code.
 */
export { LoginPage } from './LoginPage';
export type { LoginPageProps } from './LoginPage';
export { default as RoutedLoginPage } from './RoutedLoginPage';
export { readLoginData } from './loginLoaderData';
/** antd's noStyle Form.Item without its item module (sign-in budget); tested against antd's. */
export { LoginFormItem } from './LoginFormItem';

/** Lazy, so the dialog's form code loads with the shell, not with the store. */
export const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));
