import { type LoginResponse, type StoredSession } from './sessionTypes';
import { STORAGE_KEYS } from './storageKeys';

/**
 * The one place that reads and writes the stored session and the token cookie (spec 3:
 * localStorage under the login key, the token also in a cookie). The token never enters Redux.
 */

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

const writeCookie = (name: string, value: string, maxAgeSeconds: number): void => {
  if (typeof document === 'undefined') return;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
};

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
  if (options.remember) storage()?.setItem(STORAGE_KEYS.account, reply.UserAcc);
  else storage()?.removeItem(STORAGE_KEYS.account);
  writeCookie(STORAGE_KEYS.token, reply.token, reply.expires_in);
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
  writeCookie(STORAGE_KEYS.token, reply.token, reply.expires_in);
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
 * Logout (spec 4): token, cookie, stored session, account record and login time go; with
 * `remember` the account name stays so the sign-in form is pre-filled.
 */
export const clearSession = (): void => {
  const current = readStoredSession();
  const s = storage();
  s?.removeItem(STORAGE_KEYS.login);
  s?.removeItem(STORAGE_KEYS.loginTime);
  s?.removeItem(STORAGE_KEYS.tabs);
  if (!current?.remember) s?.removeItem(STORAGE_KEYS.account);
  writeCookie(STORAGE_KEYS.token, '', 0);
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(STORAGE_KEYS.tabs);
};

/** Drops only the token (a failed refresh), so nothing can use it again. */
export const clearToken = (): void => {
  storage()?.removeItem(STORAGE_KEYS.login);
  writeCookie(STORAGE_KEYS.token, '', 0);
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
