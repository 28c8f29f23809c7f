import { Mutex } from 'async-mutex';

import { isExpired } from '@/shared/time';

import { getApiBaseUrl } from '../config/runtimeConfig';
import { type Envelope, isAcceptedStatus } from '../contract/envelope';
import { type ApiError, MESSAGES, sessionExpiredError } from '../http/apiError';
import { handoffFor, recordHandoff } from './refreshHandoff';
import {
  clearToken,
  readAccessToken,
  saveHandedOverToken,
  saveRefreshedToken,
} from './sessionStore';
import { type LoginResponse } from './sessionTypes';

/**
 * The re-auth mutex. One refresh runs at a time; every request that needs a token waits for
 * it, then replays with the new token, or fails at once with the same outcome when the refresh
 * failed (none is left hanging). Requests reach it through `authorizedFetch`, the one path that
 * sends a token (baseQuery, AI stream, Excel export).
 */

export const REFRESH_PATH = '/api/tokens/RefreshToken';

const mutex = new Mutex();
let lastFailure: ApiError | null = null;
/**
 * Counts the tokens this page has been given (each refresh and each sign-in). A caller that
 * took its token in an earlier generation was overtaken by a refresh and just replays. Token
 * bytes cannot tell this: a refresh within the same second as the sign-in can return a JWT that
 * is byte-for-byte the old one (same claims, same iat/exp), and that token may still be refused
 * later, which must then refresh again rather than replay forever.
 */
let generation = 0;

/** The token a request was sent with, its stored expiry then, and the generation it belonged to. */
export interface TokenLease {
  token: string;
  generation: number;
  /**
   * Another tab's refresh bumps no generation here, and may store byte-identical token bytes
   * (same claims within the same second); it always stores a new expiry. Refreshing that token
   * again would be a replay, and the server revokes the whole session for one.
   */
  expiredTime: number;
}

export type AuthOutcome =
  | { kind: 'anonymous' }
  | { kind: 'ok'; authorization: string; lease: TokenLease; refreshed?: { expiredTime: number } }
  | { kind: 'failed'; error: ApiError };

export type RefreshOutcome =
  { ok: true; refreshed?: { expiredTime: number } } | { ok: false; error: ApiError };

/** Spec 5: a time under 60 s away, or past, counts as expired, so the token is refreshed then. */
const isDue = (expiredTime: number, now: number): boolean => isExpired(expiredTime, now);

const callRefresh = async (token: string): Promise<LoginResponse | null> => {
  try {
    const response = await fetch(`${getApiBaseUrl()}${REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Envelope<LoginResponse>;
    return body.Success && isAcceptedStatus(body.StatusCode) && body.Response?.token
      ? body.Response
      : null;
  } catch {
    return null;
  }
};

/** Another refresh (or sign-in, or another browser tab) replaced the leased token already. */
const overtaken = (stale: TokenLease, current: { token: string; expiredTime: number }): boolean =>
  stale.generation !== generation ||
  stale.token !== current.token ||
  stale.expiredTime !== current.expiredTime;

/**
 * Replaces the leased token, unless another caller already did. Callers that arrive while a
 * refresh runs wait for it and share its outcome.
 */
export const refreshToken = async (stale: TokenLease): Promise<RefreshOutcome> => {
  if (mutex.isLocked()) {
    await mutex.waitForUnlock();
    return outcomeAfterWait(stale);
  }
  return mutex.runExclusive(() => acrossTabs(() => refreshOnce(stale)));
};

/** Name of the lock every tab of this product takes around a refresh (Web Locks API). */
export const REFRESH_LOCK = 'gwphis-token-refresh';

/**
 * Tabs share the stored token, so they must not refresh it at the same moment: the Web Locks
 * API makes them take turns, and a tab that waited finds the token already replaced (stored by
 * the other tab) and just replays. Where the API is missing, the page's own mutex is all.
 */
const acrossTabs = <T>(work: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
};

const refreshOnce = async (stale: TokenLease): Promise<RefreshOutcome> => {
  const current = readAccessToken();
  if (!current) return { ok: false, error: lastFailure ?? sessionExpiredError() };
  if (overtaken(stale, current)) return { ok: true };
  // Another tab may have replaced this very token already, before this tab's copy of
  // localStorage shows it: its handoff says so, and refreshing the token again would be a replay.
  const handoff = await handoffFor(current);
  const adopted = handoff ? saveHandedOverToken(handoff) : null;
  if (adopted) return replaced(adopted.expiredTime);
  const reply = await callRefresh(current.token);
  const saved = reply ? saveRefreshedToken(reply) : null;
  if (!saved) {
    clearToken();
    lastFailure = sessionExpiredError(MESSAGES.refreshFailed);
    return { ok: false, error: lastFailure };
  }
  await recordHandoff({
    replaced: current.token,
    token: saved.token,
    tokenType: saved.token_type,
    expiredTime: saved.expiredTime,
  });
  return replaced(saved.expiredTime);
};

/** The token was replaced (by this tab's refresh or another's): a new generation begins. */
const replaced = (expiredTime: number): RefreshOutcome => {
  lastFailure = null;
  generation += 1;
  return { ok: true, refreshed: { expiredTime } };
};

const outcomeAfterWait = (stale: TokenLease): RefreshOutcome => {
  const current = readAccessToken();
  if (current && overtaken(stale, current)) return { ok: true };
  return { ok: false, error: lastFailure ?? sessionExpiredError() };
};

/** A usable Authorization header, refreshing first when the token is due. */
export const getAuthorization = async (now = Date.now()): Promise<AuthOutcome> => {
  await mutex.waitForUnlock();
  let current = readAccessToken();
  // A refused refresh cleared the token: a request that comes after it shares that outcome
  // rather than going out without a token and meeting a different message.
  if (!current) return lastFailure ? { kind: 'failed', error: lastFailure } : { kind: 'anonymous' };
  let refreshed: { expiredTime: number } | undefined;
  if (isDue(current.expiredTime, now)) {
    const outcome = await refreshToken({
      token: current.token,
      generation,
      expiredTime: current.expiredTime,
    });
    if (!outcome.ok) return { kind: 'failed', error: outcome.error };
    refreshed = outcome.refreshed;
    current = readAccessToken();
    if (!current) return { kind: 'failed', error: sessionExpiredError() };
  }
  return {
    kind: 'ok',
    authorization: `${current.tokenType} ${current.token}`,
    lease: { token: current.token, generation, expiredTime: current.expiredTime },
    ...(refreshed ? { refreshed } : {}),
  };
};

/**
 * Whether `getAuthorization` would answer at once with the stored token as it is: one is
 * stored, it is not due, and no refresh runs. Read synchronously, so a navigation can tell
 * that the route guard has nothing to do before it decides to wait for the guard.
 */
export const authorizationIsCurrent = (now = Date.now()): boolean => {
  const current = readAccessToken();
  return current !== null && !mutex.isLocked() && !isDue(current.expiredTime, now);
};

/** A new sign-in starts with a clean slate. */
export const resetRefreshState = (): void => {
  lastFailure = null;
  generation += 1;
};
