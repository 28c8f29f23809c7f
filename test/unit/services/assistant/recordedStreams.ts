import fs from 'node:fs';
import path from 'node:path';

/**
 * Chat streams recorded from the reference server's built-in responder with deep thinking on:
 * a short one (its first reasoning and answer events, then [DONE]) and a whole answer.
 */
export const RECORDED_SHORT = fs.readFileSync(
  path.join(__dirname, 'fixtures/chatStream.sse'),
  'utf8',
);
export const RECORDED_FULL = fs.readFileSync(
  path.join(__dirname, 'fixtures/chatStreamFull.sse'),
  'utf8',
);

/** The same events as a picky proxy might send them: \r\n line ends and heartbeat comments. */
export const withCrlfAndComments = (stream: string): string =>
  stream
    .split('\n\n')
    .filter(Boolean)
    .map((event) => `: ping\r\n${event}\r\n\r\n`)
    .join('');

export const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);
