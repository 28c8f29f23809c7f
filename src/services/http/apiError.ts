/**
 * The one error shape every failed call becomes (spec section 8). `message` is Chinese and
 * ready to show; `display` says how the one notifier shows it.
 */
export interface ApiError {
  /** HTTP status, or a symbolic kind when there was no usable HTTP reply. */
  status: number | 'TIMEOUT' | 'NETWORK' | 'BUSINESS' | 'SESSION_EXPIRED' | 'PARSE';
  /** The body's StatusCode when the server sent one. */
  code?: number;
  message: string;
  /** toast: an error message; warning: a warning box; silent: the caller shows it. */
  display: 'toast' | 'warning' | 'silent';
  /** Seconds the toast stays. */
  duration?: number;
  /**
   * A refused save's problems that name a field (`Response.errors[]` with a `field`), so a form
   * can show each next to its field. Plain data: the action log records errors as they are.
   */
  fieldErrors?: FieldError[];
}

export interface FieldError {
  field: string;
  message: string;
}

/** The named fields of a refusal's `Response.errors`; undefined when there are none. */
export const fieldErrorsOf = (body: unknown): FieldError[] | undefined => {
  const response =
    typeof body === 'object' && body !== null ? (body as { Response?: unknown }).Response : null;
  const errors =
    typeof response === 'object' && response !== null
      ? (response as { errors?: unknown }).errors
      : undefined;
  if (!Array.isArray(errors)) return undefined;
  const named = errors.flatMap((item: unknown): FieldError[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, message } = item as { field?: unknown; message?: unknown };
    return typeof field === 'string' && field !== '' && typeof message === 'string'
      ? [{ field, message }]
      : [];
  });
  return named.length ? named : undefined;
};

export const MESSAGES = {
  timeout: '服务超时，请稍后重试',
  network: '无法连接服务器，请检查网络后重试',
  refreshFailed: '登录时间过长，将重新登录',
  unauthorized: '登录已失效，请重新登录',
  idle: '系统长时间未操作，请重新登录',
  parse: '服务器返回的数据无法识别',
  clientInterface: (code: number | string) => `客户端接口${code}异常`,
} as const;

export const ERROR_TOAST_SECONDS = 3;

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' &&
  value !== null &&
  'message' in value &&
  'status' in value &&
  'display' in value;

export const timeoutError = (): ApiError => ({
  status: 'TIMEOUT',
  message: MESSAGES.timeout,
  display: 'toast',
  duration: ERROR_TOAST_SECONDS,
});

export const networkError = (): ApiError => ({
  status: 'NETWORK',
  message: MESSAGES.network,
  display: 'toast',
  duration: ERROR_TOAST_SECONDS,
});

export const sessionExpiredError = (message: string = MESSAGES.refreshFailed): ApiError => ({
  status: 'SESSION_EXPIRED',
  message,
  // The session-expiry flow shows this once; every waiting request must not toast it again.
  display: 'silent',
});
