import { forgetHandoff, type RefreshHandoff } from './refreshHandoff';
import { type LoginResponse, type StoredSession } from './sessionTypes';
import { STORAGE_KEYS } from './storageKeys';

/**
 * The one place that reads and writes the stored session (spec 3: localStorage under the login
 * key). The token never enters Redux. The spec's "token also in a cookie" is the server's
 * HttpOnly session cookie, set at sign-in and refresh and cleared at logout: no script writes or
 * reads it (docs/decisions/0042-session-cookie.md).
 */

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export const readStoredSession = (): StoredSession | null => {
  const raw = storage()?.getItem(STORAGE_KEYS.login);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    return typeof parsed.token === 'string' && parsed.token ? (parsed as StoredSession) : null;
  } catch {
    return null;
  }
};

/** The remembered account name for the sign-in form, kept across logouts when asked. */
export const readRememberedAccount = (): string => storage()?.getItem(STORAGE_KEYS.account) ?? '';

export interface SaveSessionOptions {
  remember: boolean;
  timeOutMinutes: number;
  now?: number;
}

export const saveSession = (reply: LoginResponse, options: SaveSessionOptions): StoredSession => {
  const now = options.now ?? Date.now();
  const session: StoredSession = {
    ...reply,
    remember: options.remember,
    expiredTime: now + reply.expires_in * 1000,
    time: now,
    timeOut: options.timeOutMinutes,
  };
  storage()?.setItem(STORAGE_KEYS.login, JSON.stringify(session));
  storage()?.setItem(STORAGE_KEYS.loginTime, String(now));
  void forgetHandoff();
  if (options.remember) storage()?.setItem(STORAGE_KEYS.account, reply.UserAcc);
  else storage()?.removeItem(STORAGE_KEYS.account);
  return session;
};

/** Replaces the token after a refresh, keeping the rest of the session. */
export const saveRefreshedToken = (
  reply: LoginResponse,
  now = Date.now(),
): StoredSession | null => {
  const current = readStoredSession();
  if (!current) return null;
  const next: StoredSession = {
    ...current,
    ...reply,
    remember: current.remember,
    timeOut: current.timeOut,
    time: current.time,
    expiredTime: now + reply.expires_in * 1000,
  };
  storage()?.setItem(STORAGE_KEYS.login, JSON.stringify(next));
  return next;
};

/**
 * Takes the token that another tab's refresh put in place (refreshHandoff.ts), before this tab's
 * copy of localStorage shows it; the rest of the session stays.
 */
export const saveHandedOverToken = (handoff: RefreshHandoff): StoredSession | null => {
  const current = readStoredSession();
  if (!current) return null;
  const next: StoredSession = {
    ...current,
    token: handoff.token,
    token_type: handoff.tokenType,
    expiredTime: handoff.expiredTime,
  };
  storage()?.setItem(STORAGE_KEYS.login, JSON.stringify(next));
  return next;
};

export const touchActivity = (now = Date.now()): void => {
  const current = readStoredSession();
  if (!current) return;
  storage()?.setItem(STORAGE_KEYS.login, JSON.stringify({ ...current, time: now }));
};

export const setSessionTimeout = (minutes: number): void => {
  const current = readStoredSession();
  if (!current) return;
  storage()?.setItem(STORAGE_KEYS.login, JSON.stringify({ ...current, timeOut: minutes }));
};

/**
 * Logout (spec 4): token, stored session, account record and login time go (the server's logout
 * reply clears the cookie); with
 * `remember` the account name stays so the sign-in form is pre-filled.
 */
export const clearSession = (): void => {
  const current = readStoredSession();
  const s = storage();
  s?.removeItem(STORAGE_KEYS.login);
  s?.removeItem(STORAGE_KEYS.loginTime);
  s?.removeItem(STORAGE_KEYS.tabs);
  if (!current?.remember) s?.removeItem(STORAGE_KEYS.account);
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(STORAGE_KEYS.tabs);
  void forgetHandoff();
};

/** Drops only the token (a failed refresh), so nothing can use it again. */
export const clearToken = (): void => {
  storage()?.removeItem(STORAGE_KEYS.login);
  void forgetHandoff();
};

export interface AccessToken {
  token: string;
  tokenType: string;
  expiredTime: number;
}

export const readAccessToken = (): AccessToken | null => {
  const session = readStoredSession();
  return session
    ? {
        token: session.token,
        tokenType: session.token_type || 'Bearer',
        expiredTime: session.expiredTime,
      }
    : null;
};
