import { type Envelope } from '../../src/services/contract/envelope';

export type { Envelope };

export const ok = <T>(response: T, message = '操作成功', statusCode = 200): Envelope<T> => ({
  StatusCode: statusCode,
  Message: message,
  Success: true,
  Response: response,
});

/**
 * A refusal. Business refusals (wrong password, weak new password) travel with HTTP 200 and this
 * body, so the client shows the server's message (spec 8: body StatusCode outside the set).
 */
export const fail = (message: string, statusCode = 400): Envelope<null> => ({
  StatusCode: statusCode,
  Message: message,
  Success: false,
  Response: null,
});
