import { type FastifyServerOptions } from 'fastify';

import { type LogLevel } from '../config';
import { createLogDestination } from './logDestination';

/** Where JSON log lines go; tests pass a stream to read them back. */
export interface LogDestination {
  write(line: string): void;
}

export type LoggerOption = boolean | { stream: LogDestination; level?: LogLevel };

const SECRET_SEGMENTS_AFTER = /\/password\//i;
const MASKED_SEGMENTS = '/***/***';

const decodeOrKeep = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The URL as it may be logged: no query string (captcha guids, refresh tokens, the old password
 * ride in it) and the change-password path's account/new-password segments masked. The check runs
 * on the decoded, lower-cased path, so `%2F` or odd casing cannot smuggle a password into a log.
 */
export const sanitizeUrl = (url: string): string => {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const decoded = decodeOrKeep(path);
  const at = decoded.search(SECRET_SEGMENTS_AFTER);
  if (at === -1) return path;
  return `${decoded.slice(0, at)}/password${MASKED_SEGMENTS}`;
};

/** Belt and braces: even if some code logs headers or a body, these never reach the output. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.credential',
  '*.token',
];

interface LoggableRequest {
  method: string;
  url: string;
  ip?: string;
  host?: string;
}

/** Fastify logger options: JSON (pino), no bodies, no headers, sanitised URLs. */
export const buildLoggerOptions = (
  option: LoggerOption,
  level: LogLevel,
): FastifyServerOptions['logger'] => {
  if (option === false) return false;
  const destination = option === true ? undefined : option;
  return {
    level: destination?.level ?? level,
    // Standard output, asynchronously: a full disk neither blocks nor stops the server.
    stream:
      destination?.stream ??
      createLogDestination(1, (error) => {
        process.stderr.write(`日志写入失败，日志暂存内存，恢复后继续写入：${error.message}\n`);
      }),
    redact: { paths: REDACTED_PATHS, censor: '[已隐藏]' },
    serializers: {
      req: (req: LoggableRequest) => ({
        method: req.method,
        url: sanitizeUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
};
