import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

import { fail } from './envelope';
import { HttpError, MESSAGES } from './errors';
import { validationMessage } from './validationMessage';

const messageForStatus = (status: number, code: string | undefined): string => {
  switch (status) {
    case 400:
      return code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? `${MESSAGES.badRequest}：请求体不能为空`
        : `${MESSAGES.badRequest}：请求体格式不正确`;
    case 401:
      return MESSAGES.unauthorized;
    case 403:
      return MESSAGES.forbidden;
    case 404:
      return MESSAGES.notFound;
    case 405:
      return MESSAGES.methodNotAllowed;
    case 413:
      return MESSAGES.payloadTooLarge;
    case 415:
      return MESSAGES.unsupportedMediaType;
    case 429:
      return MESSAGES.tooManyRequests;
    case 431:
      return MESSAGES.headersTooLarge;
    default:
      return status >= 500 ? MESSAGES.internal : MESSAGES.badRequest;
  }
};

/**
 * Every failure answers with the envelope and a Chinese message. Error messages are never echoed
 * (a JSON parse error quotes the body, which may hold a password) and 4xx are logged by code only.
 */
export const errorHandler = (
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(fail(error.message, error.statusCode));
  }
  if (error.validation) {
    request.log.info({ code: 'VALIDATION', context: error.validationContext }, 'request rejected');
    return reply
      .status(400)
      .send(fail(validationMessage(error.validation, error.validationContext)));
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: error.code, statusCode: status }, 'request rejected');
  }
  return reply.status(status).send(fail(messageForStatus(status, error.code), status));
};
