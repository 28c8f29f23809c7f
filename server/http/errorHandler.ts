import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

import { WorkbookError } from '../shared/excel/workbookPool';
import { isStorageFault, STORAGE_FULL_MESSAGE } from '../shared/storageFaults';
import { fail } from './envelope';
import { HttpError, MESSAGES } from './errors';
import { validationMessage } from './validationMessage';

/** The message of each status with its own; 400 is told apart by its code below. */
const MESSAGE_BY_STATUS: Readonly<Partial<Record<number, string>>> = {
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
  431: MESSAGES.headersTooLarge,
};

const messageForStatus = (status: number, code: string | undefined): string => {
  if (status === 400) {
    return code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ? `${MESSAGES.badRequest}：请求体不能为空`
      : `${MESSAGES.badRequest}：请求体格式不正确`;
  }
  return MESSAGE_BY_STATUS[status] ?? (status >= 500 ? MESSAGES.internal : MESSAGES.badRequest);
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
  if (isStorageFault(error)) {
    // A full disk: the write did not happen (its transaction rolled back); reads go on.
    request.log.error({ code: (error as { code?: string }).code }, 'storage full');
    return reply.status(507).send(fail(STORAGE_FULL_MESSAGE, 507));
  }
  if (error instanceof WorkbookError) {
    // The export's own Chinese message (no data in it); the cause goes to the log.
    request.log.error({ err: error, cause: error.cause }, 'export failed');
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
