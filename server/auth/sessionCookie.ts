import { parseCookie, stringifySetCookie } from 'cookie';
import { type FastifyReply, type FastifyRequest } from 'fastify';

import { SESSION_COOKIE } from '../../src/services/contract/sessionCookie';
import { servedOverTls } from '../http/servedOverTls';

/**
 * The session cookie (docs/decisions/0042-session-cookie.md): HttpOnly so no script reads it,
 * SameSite=Strict so no other site's page sends it, Secure over TLS, on the whole origin (the
 * /GWEHR prefix included). It carries the newest token of the sign-in; the Authorization header
 * the spec requires stays the credential, and must name the same sign-in as this cookie.
 */
const attributes = (request: FastifyRequest) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverTls(request),
  }) as const;

/** Sign-in and refresh: the cookie holds the token just issued, for as long as a session lives. */
export const setSessionCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void => {
  reply.header(
    'Set-Cookie',
    stringifySetCookie({
      name: SESSION_COOKIE,
      value: token,
      maxAge: maxAgeSeconds,
      ...attributes(request),
    }),
  );
};

/** Logout: the browser drops the cookie at once. */
export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.header(
    'Set-Cookie',
    stringifySetCookie({
      name: SESSION_COOKIE,
      value: '',
      maxAge: 0,
      ...attributes(request),
    }),
  );
};

/** The token in the request's session cookie, or undefined when the browser sent none. */
export const cookieToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parseCookie(header)[SESSION_COOKIE] || undefined;
};
