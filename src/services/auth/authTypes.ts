import { type SecretRef } from '../session/secretVault';

/** The system run parameters the sign-in page and the idle timer read (spec 3 and 7.1). */
export interface RunParams {
  /** Minutes of inactivity allowed; null when the server did not say. */
  loginTimeoutMinutes: number | null;
  qqGroup: string;
  systemName: string;
}

/** Sign-in arguments. The password travels only as a vault id (see secretVault). */
export interface SignInArgs {
  account: string;
  passwordRef: SecretRef;
  /** The captcha guid followed by the typed code (spec 5). */
  verifyCode: string;
  remember: boolean;
}

export interface ChangePasswordArgs {
  account: string;
  oldPasswordRef: SecretRef;
  newPasswordRef: SecretRef;
}
