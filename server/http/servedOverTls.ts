import { type FastifyRequest } from 'fastify';

/** Whether the request came over TLS: to this server, or to the proxy before it (nginx says so). */
export const servedOverTls = (request: FastifyRequest): boolean =>
  request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
