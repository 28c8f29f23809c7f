import { type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query';

import { getRuntimeConfig } from './config/runtimeConfig';
import { type Envelope, isAcceptedStatus } from './contract/envelope';
import {
  type ApiError,
  ERROR_TOAST_SECONDS,
  fieldErrorsOf,
  MESSAGES,
  networkError,
  timeoutError,
} from './http/apiError';
import { apiUrl } from './http/apiUrl';
import { type QueryParams } from './http/serializeParams';
import { checkVersion } from './http/versionCheck';
import { type AuthorizedFetchResult, authorizedFetch } from './session/authorizedFetch';
import { newVersionDetected } from './session/sessionEvents';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  /** JSON body; DELETE may carry one too (spec 7). */
  body?: unknown;
  /** Milliseconds before the call is given up as timed out. */
  timeout?: number;
  /** The sign-in call: a 401 there is a wrong answer, not an expired session. */
  anonymous?: boolean;
  /** How a failure is shown: the notifier toasts by default; `silent` leaves it to the caller. */
  errorDisplay?: ApiError['display'];
  /** Answer the whole envelope instead of its Response, for replies read by `Success` itself. */
  envelope?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/** Paths whose 401 is an answer to the call itself (spec 8: 'except for the JWT token endpoint'). */
const ANONYMOUS_PATHS = [
  '/api/tokens/JWTToken3.0',
  '/api/tokens/captchacode',
  '/api/tokens/systemrunparam',
];

/** Announce a new build once, not with every request that shares the check. */
let announcedVersion: string | null = null;

type RawResult =
  | { ok: true; data: unknown }
  /** `sessionEnded`: the session-expiry flow tells the user, whatever the caller's display. */
  | { ok: false; error: ApiError; sessionEnded?: boolean };

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'StatusCode' in value;

const withDisplay = (error: ApiError, display: ApiError['display'] | undefined): ApiError =>
  display ? { ...error, display } : error;

const send = async (
  args: RequestArgs,
  anonymous: boolean,
  api: Pick<BaseQueryApi, 'dispatch' | 'signal'>,
): Promise<RawResult> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (args.body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), args.timeout ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort('cancelled');
  api.signal.addEventListener('abort', onAbort, { once: true });
  let result: AuthorizedFetchResult;
  try {
    result = await authorizedFetch(
      apiUrl(args.url, args.params),
      {
        method: args.method ?? 'GET',
        headers,
        body: args.body === undefined ? undefined : JSON.stringify(args.body),
        signal: controller.signal,
      },
      { anonymous, onSessionEvent: (event) => api.dispatch(event) },
    );
  } catch {
    return { ok: false, error: controller.signal.aborted ? timeoutError() : networkError() };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', onAbort);
  }
  if (result.kind === 'sessionEnded') return { ok: false, error: result.error, sessionEnded: true };
  const { response } = result;

  const body = await readBody(response).catch(() => null);
  const serverMessage = isEnvelope(body) && body.Message ? body.Message : undefined;
  const fieldErrors = fieldErrorsOf(body);
  const toast = (message: string, code?: number): ApiError => ({
    status: response.status,
    ...(code === undefined ? {} : { code }),
    message,
    display: 'toast',
    duration: ERROR_TOAST_SECONDS,
    ...(fieldErrors ? { fieldErrors } : {}),
  });

  if (response.status === 401) {
    return { ok: false, error: toast(serverMessage ?? MESSAGES.unauthorized, 401) };
  }
  if (!isAcceptedStatus(response.status)) {
    return { ok: false, error: toast(serverMessage ?? MESSAGES.clientInterface(response.status)) };
  }
  if (!isEnvelope(body)) return { ok: true, data: body };
  if (!isAcceptedStatus(body.StatusCode) || body.Success === false) {
    return {
      ok: false,
      error: {
        ...toast(body.Message || MESSAGES.clientInterface(body.StatusCode), body.StatusCode),
        status: 'BUSINESS',
      },
    };
  }
  return { ok: true, data: args.envelope ? body : (body.Response ?? null) };
};

/**
 * The baseQuery of the one API: base URL by region, the version check, the envelope, the error
 * catalogue of spec 8 and timeouts; the Authorization header and the re-auth mutex (refresh
 * once, replay) come from `authorizedFetch`, shared with the AI stream and the Excel download.
 * On success `data` is the envelope's `Response`.
 */
export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (
  rawArgs,
  api,
) => {
  const args: RequestArgs = typeof rawArgs === 'string' ? { url: rawArgs } : rawArgs;
  const anonymous = args.anonymous ?? ANONYMOUS_PATHS.some((path) => args.url.startsWith(path));

  const version = await checkVersion(
    getRuntimeConfig().apiOrigin || globalThis.location?.origin || '',
  );
  if (version.changed && version.server && version.server !== announcedVersion) {
    announcedVersion = version.server;
    api.dispatch(newVersionDetected({ version: version.server }));
  }

  // Token lease, Authorization header, one refresh and one replay on a 401, session events.
  const result = await send(args, anonymous, api);
  if (result.ok) return { data: result.data };
  return {
    error: result.sessionEnded ? result.error : withDisplay(result.error, args.errorDisplay),
  };
};
