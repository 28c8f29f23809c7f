import { type ApiError, MESSAGES } from '../http/apiError';
import { sessionExpired, tokenRefreshed } from './sessionEvents';
import { getAuthorization, refreshToken } from './tokenRefresh';

/**
 * The one authorized request path of the client. The baseQuery (JSON), the assistant's stream
 * channel (SSE) and the Excel download (a file) all send through here:
 *
 * 1. lease the token from the re-auth module (`getAuthorization`: a token that is due is
 *    refreshed first, and a caller that arrives during a refresh waits for it);
 * 2. send with the `Authorization: {token_type} {token}` header;
 * 3. on a 401, refresh once (`refreshToken` with the lease: the async mutex, the Web Locks lock
 *    across tabs and the refresh generation decide whether this caller refreshes, waits for the
 *    refresh already running, or just replays because someone else refreshed already);
 * 4. replay once with the new token.
 *
 * Session events (`session/tokenRefreshed`, `session/expired`) go to `onSessionEvent`: the
 * baseQuery passes its `dispatch`, a saga channel its `emit`. They carry no token.
 *
 * What comes back is the server's Response, whatever its status (a 401 after the replay
 * included: the caller words it as today), so a caller can read JSON, a body stream or a blob;
 * or `sessionEnded` when the session cannot go on (the refresh failed, or a 401 with no token to
 * refresh), after `session/expired` was raised. A failure of fetch itself (network, abort)
 * rejects as fetch does, for the caller to word as a timeout or a network error.
 */

export type SessionEvent = ReturnType<typeof tokenRefreshed> | ReturnType<typeof sessionExpired>;

/** RequestInit with plain-object headers (the Authorization header is added to a copy). */
export type AuthorizedRequestInit = Omit<RequestInit, 'headers'> & {
  headers?: Record<string, string>;
};

export interface AuthorizedFetchOptions {
  /** Where session events go (a dispatch, a channel's emit). */
  onSessionEvent?: (event: SessionEvent) => void;
  /** A call made before sign-in (the sign-in itself, captcha): no token, and its 401 is its answer. */
  anonymous?: boolean;
  fetchImpl?: typeof fetch;
}

export type AuthorizedFetchResult =
  { kind: 'response'; response: Response } | { kind: 'sessionEnded'; error: ApiError };

/** The refused reply is not read; cancelling frees its connection at once. */
const discard = async (response: Response): Promise<void> => {
  await response.body?.cancel().catch(() => undefined);
};

export const authorizedFetch = async (
  url: string,
  init: AuthorizedRequestInit = {},
  options: AuthorizedFetchOptions = {},
): Promise<AuthorizedFetchResult> => {
  const {
    onSessionEvent = () => undefined,
    anonymous = false,
    fetchImpl = (...args) => fetch(...args),
  } = options;
  const send = (authorization: string | undefined): Promise<Response> =>
    fetchImpl(url, {
      ...init,
      headers: { ...init.headers, ...(authorization ? { Authorization: authorization } : {}) },
    });

  if (anonymous) return { kind: 'response', response: await send(undefined) };

  const auth = await getAuthorization();
  if (auth.kind === 'failed') {
    onSessionEvent(sessionExpired({ reason: 'refreshFailed', message: auth.error.message }));
    return { kind: 'sessionEnded', error: auth.error };
  }
  if (auth.kind === 'ok' && auth.refreshed) onSessionEvent(tokenRefreshed(auth.refreshed));

  const response = await send(auth.kind === 'ok' ? auth.authorization : undefined);
  if (response.status !== 401) return { kind: 'response', response };

  await discard(response);
  // No token at all (signed out in another tab): nothing to refresh, the session is over.
  const outcome = auth.kind === 'ok' ? await refreshToken(auth.lease) : null;
  if (!outcome?.ok) {
    const message = outcome ? outcome.error.message : MESSAGES.unauthorized;
    onSessionEvent(sessionExpired({ reason: outcome ? 'refreshFailed' : 'unauthorized', message }));
    return {
      kind: 'sessionEnded',
      // Silent: the session-expiry flow shows the message once for every request that failed.
      error: { status: 'SESSION_EXPIRED', code: 401, message, display: 'silent' },
    };
  }
  if (outcome.refreshed) onSessionEvent(tokenRefreshed(outcome.refreshed));
  const again = await getAuthorization();
  return {
    kind: 'response',
    response: await send(again.kind === 'ok' ? again.authorization : undefined),
  };
};
