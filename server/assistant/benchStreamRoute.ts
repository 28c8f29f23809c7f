import { type FastifyInstance } from 'fastify';

import { type ServerContext } from '../context';
import { ASSISTANT_PATHS } from './contract';
import { KNOWLEDGE_BASE } from './knowledge';
import { pumpAnswer } from './pumpAnswer';
import { pause } from './responder/pace';
import { type Responder } from './responder/types';
import { openSse } from './sse';
import { CHAT_PROTOCOL } from './streamProtocol';

interface BenchQuery {
  chars?: number;
  chunksPerSecond?: number;
  chunkChars?: number;
}

/** Real answers back to back until `chars` characters: markdown with headings, lists, tables. */
export const benchText = (chars: number): string => {
  let text = '';
  for (let i = 0; text.length < chars; i += 1) {
    text += `${KNOWLEDGE_BASE[i % KNOWLEDGE_BASE.length]?.answer ?? ''}\n\n`;
  }
  return text.slice(0, chars);
};

/**
 * A fixed-rate stream of `chars` characters in the chat form, for bench/assistantStream.ts: the
 * benchmark points the drawer's chat stream here. Mounted only in test builds (fixed captcha).
 */
export const registerBenchStreamRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  if (ctx.config.captchaFixedCode === undefined) return;
  app.get<{ Querystring: BenchQuery }>(
    ASSISTANT_PATHS.benchStream,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            chars: { type: 'integer', minimum: 1, maximum: 200_000 },
            chunksPerSecond: { type: 'integer', minimum: 1, maximum: 1000 },
            chunkChars: { type: 'integer', minimum: 1, maximum: 10_000 },
          },
        },
      },
    },
    async (request, reply) => {
      const chars = request.query.chars ?? 20_000;
      const rate = request.query.chunksPerSecond ?? 100;
      const text = benchText(chars);
      // 20 characters a chunk: 20,000 characters at 100 chunks a second take 10 s.
      const chunkChars = request.query.chunkChars ?? 20;
      const interval = 1000 / rate;
      const responder: Responder = async function* respond(signal) {
        const started = Date.now();
        for (let at = 0, n = 1; at < text.length; at += chunkChars, n += 1) {
          if (signal.aborted) return;
          yield { content: text.slice(at, at + chunkChars) };
          // Against the clock, not per-chunk sleeps, so timer drift does not slow the rate.
          const wait = Math.max(0, started + n * interval - Date.now());
          await pause({ minChars: 1, maxChars: 1, minMs: wait, maxMs: wait }, signal);
        }
      };
      await pumpAnswer(responder, openSse(reply), CHAT_PROTOCOL, request.log);
    },
  );
};
