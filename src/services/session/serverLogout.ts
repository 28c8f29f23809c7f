import { getApiBaseUrl } from '../config/runtimeConfig';
import { readAccessToken } from './sessionStore';

/** The server route that ends the session of the token it is sent with (sessions are revocable). */
export const LOGOUT_PATH = '/api/tokens/logout';

/** 安全退出 must not hang on a server that does not answer: the local session ends regardless. */
export const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Asks the server to revoke the current session, so a copy of the token (a shared computer, a
 * stolen cookie) stops working too. Best effort: a failure or timeout is ignored, since the caller
 * clears everything locally anyway. No refresh and no replay: the server takes a token that
 * expired but could still be refreshed, and one past that has nothing left to revoke.
 * Resolves to whether the server confirmed.
 */
export const revokeServerSession = async (
  timeoutMs: number = LOGOUT_TIMEOUT_MS,
): Promise<boolean> => {
  const current = readAccessToken();
  if (!current) return false;
  try {
    const response = await fetch(`${getApiBaseUrl()}${LOGOUT_PATH}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `${current.tokenType} ${current.token}`,
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
};
