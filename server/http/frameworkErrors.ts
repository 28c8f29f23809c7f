import { STATUS_CODES } from 'node:http';
import { type Socket } from 'node:net';

import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

import { fail } from './envelope';
import { MESSAGES } from './errors';

/**
 * Errors Fastify answers before any route runs (a URL that does not decode), in the Chinese
 * envelope like every other failure, instead of Fastify's English body.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, statusCode: status }, 'request rejected');
  const message = error.code === 'FST_ERR_BAD_URL' ? MESSAGES.badUrl : MESSAGES.badRequest;
  void reply.status(status).send(fail(message, status));
};

const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const CLIENT_ERROR_MESSAGE: Readonly<Record<number, string>> = {
  431: MESSAGES.headersTooLarge,
  408: MESSAGES.requestTimeout,
};

/**
 * Requests Node's HTTP parser refuses (headers too large, malformed request line): written
 * straight to the socket, since no request object exists, with the Chinese envelope.
 */
export const clientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify(fail(CLIENT_ERROR_MESSAGE[status] ?? MESSAGES.badRequest, status));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
};
