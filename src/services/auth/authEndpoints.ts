import { api } from '../api';
import { type ApiError } from '../http/apiError';
import { withdrawSecret } from '../session/secretVault';
import { passwordChanged, signedIn } from '../session/sessionEvents';
import { saveSession } from '../session/sessionStore';
import { type LoginResponse, type PublicSession, toPublicSession } from '../session/sessionTypes';
import { resetRefreshState } from '../session/tokenRefresh';
import { type ChangePasswordArgs, type SignInArgs } from './authTypes';
import { encryptSecret, SecretEncryptionError } from './encryptSecret';
import { DEFAULT_LOGIN_TIMEOUT_MINUTES, systemApi } from './systemEndpoints';

export const SIGN_IN_PATH = '/api/tokens/JWTToken3.0';
export const CHANGE_PASSWORD_PATH = '/api/sysUsers/password';

export const AUTH_MESSAGES = {
  secretGone: '登录信息已失效，请重新输入密码',
  badReply: '登录返回的数据不完整，请稍后重试',
} as const;

const localError = (message: string): ApiError => ({ status: 'PARSE', message, display: 'silent' });

const isLoginResponse = (value: unknown): value is LoginResponse =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LoginResponse).token === 'string' &&
  (value as LoginResponse).token !== '' &&
  typeof (value as LoginResponse).UserAcc === 'string' &&
  Number.isFinite(Number((value as LoginResponse).expires_in));

type SystemState = Parameters<ReturnType<typeof systemApi.endpoints.systemRunParams.select>>[0];

/**
 * Sign-in and password change. Both take their passwords as vault ids, so no password reaches an
 * action, RTK Query's state or a trace; the token goes to storage (sessionStore), and only the
 * PublicSession (no token) reaches the store.
 */
export const authApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    signIn: build.mutation<PublicSession, SignInArgs>({
      queryFn: async (args, queryApi, _extra, baseQuery) => {
        const password = withdrawSecret(args.passwordRef);
        if (password === undefined) return { error: localError(AUTH_MESSAGES.secretGone) };
        let credential: string;
        try {
          credential = await encryptSecret(password);
        } catch (error) {
          const message =
            error instanceof SecretEncryptionError ? error.message : AUTH_MESSAGES.badReply;
          return { error: localError(message) };
        }
        const result = await baseQuery({
          url: SIGN_IN_PATH,
          method: 'POST',
          body: {
            identifier: args.account.trim(),
            credential,
            verifyCode: args.verifyCode,
            source: 'WEB',
          },
          anonymous: true,
          // The sign-in form shows the answer beside the fields, not as a toast.
          errorDisplay: 'silent',
        });
        if (result.error) return { error: result.error };
        if (!isLoginResponse(result.data)) return { error: localError(AUTH_MESSAGES.badReply) };

        const now = Date.now();
        const runParams = systemApi.endpoints.systemRunParams.select()(
          queryApi.getState() as SystemState,
        ).data;
        const stored = saveSession(result.data, {
          remember: args.remember,
          timeOutMinutes: runParams?.loginTimeoutMinutes ?? DEFAULT_LOGIN_TIMEOUT_MINUTES,
          now,
        });
        resetRefreshState();
        const session = toPublicSession(stored);
        queryApi.dispatch(signedIn({ session, at: now }));
        return { data: session };
      },
    }),
    changePassword: build.mutation<null, ChangePasswordArgs>({
      queryFn: async (args, queryApi, _extra, baseQuery) => {
        const oldPassword = withdrawSecret(args.oldPasswordRef);
        const newPassword = withdrawSecret(args.newPasswordRef);
        if (oldPassword === undefined || newPassword === undefined) {
          return { error: localError(AUTH_MESSAGES.secretGone) };
        }
        // The contract puts both passwords in the URL (spec 7.1); they are sent as typed.
        const result = await baseQuery({
          url: `${CHANGE_PASSWORD_PATH}/${encodeURIComponent(args.account)}/${encodeURIComponent(newPassword)}`,
          params: { oldPassword },
          errorDisplay: 'silent',
        });
        if (result.error) return { error: result.error };
        queryApi.dispatch(passwordChanged());
        return { data: null };
      },
    }),
  }),
});

export const { useSignInMutation, useChangePasswordMutation } = authApi;
