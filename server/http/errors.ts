/** Chinese messages of the HTTP-level failures, shared by the hooks and the error handler. */
export const MESSAGES = {
  badRequest: '请求参数错误',
  badUrl: '请求地址格式不正确',
  headersTooLarge: '请求头过大',
  requestTimeout: '请求超时',
  unauthorized: '登录已失效，请重新登录',
  forbidden: '没有访问权限',
  notFound: '接口不存在',
  methodNotAllowed: '请求方法不允许',
  payloadTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型',
  tooManyRequests: '请求过于频繁，请稍后再试',
  internal: '服务器内部错误',
} as const;

/** An error that answers with its HTTP status and a Chinese message in the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (): HttpError => new HttpError(401, MESSAGES.unauthorized);
export const forbidden = (message: string = MESSAGES.forbidden): HttpError =>
  new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound): HttpError =>
  new HttpError(404, message);
