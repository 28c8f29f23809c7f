import { verifyAgainstDummy, verifyPassword } from '../security/password';
import { type CredentialDecryptor } from '../security/rsaCredential';
import { CAPTCHA_LENGTH, type CaptchaService } from './captchaService';
import { type LoginThrottle } from './loginThrottle';
import { type UserRecord, type UserRepository } from './userRepository';

export const SIGN_IN_MESSAGES = {
  badCaptcha: '验证码错误或已过期',
  badCredentials: '账号或密码错误',
  locked: '连续输错密码5次，账号已锁定，请10分钟后再试',
  disabled: '账号已停用，请联系管理员',
} as const;

export interface SignInRequest {
  identifier: string;
  credential: string;
  /** The client's captcha guid followed by the 4 typed characters. */
  verifyCode: string;
}

export type SignInOutcome =
  { ok: true; user: UserRecord } | { ok: false; message: string; statusCode: 400 | 423 };

export interface SignInDeps {
  users: UserRepository;
  captchas: CaptchaService;
  throttle: LoginThrottle;
  /** Present when the deployment sends RSA-encrypted credentials. */
  decryptCredential: CredentialDecryptor | undefined;
}

const refuse = (message: string, statusCode: 400 | 423 = 400): SignInOutcome => ({
  ok: false,
  message,
  statusCode,
});

/** Splits guid + code; the guid is everything before the last 4 characters. */
export const splitVerifyCode = (verifyCode: string): { guid: string; code: string } => ({
  guid: verifyCode.slice(0, -CAPTCHA_LENGTH),
  code: verifyCode.slice(-CAPTCHA_LENGTH),
});

/**
 * Checks captcha, lock and password in that order. Unknown accounts, wrong passwords and
 * undecryptable credentials take the same scrypt time and get the same message.
 */
export const signIn = async (deps: SignInDeps, request: SignInRequest): Promise<SignInOutcome> => {
  const { guid, code } = splitVerifyCode(request.verifyCode);
  if (!guid || !deps.captchas.consume(guid, code)) return refuse(SIGN_IN_MESSAGES.badCaptcha);

  const identifier = request.identifier.trim();
  if (deps.throttle.isLocked(identifier)) return refuse(SIGN_IN_MESSAGES.locked, 423);

  const password = deps.decryptCredential
    ? deps.decryptCredential(request.credential)
    : request.credential;
  const user = deps.users.findByAccount(identifier);
  const matches =
    user && password !== undefined
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDummy(password ?? '');

  if (!user || !matches) {
    return deps.throttle.recordFailure(identifier)
      ? refuse(SIGN_IN_MESSAGES.locked, 423)
      : refuse(SIGN_IN_MESSAGES.badCredentials);
  }
  deps.throttle.clear(identifier);
  if (!user.enabled) return refuse(SIGN_IN_MESSAGES.disabled);
  return { ok: true, user };
};
