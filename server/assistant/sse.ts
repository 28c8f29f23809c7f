import { type FastifyReply } from 'fastify';

/** A comment line now and then keeps proxies from closing a stream while a model thinks. */
export const HEARTBEAT_MS = 15_000;

export interface SseStream {
  /** Writes one `data:` event; ignored once the client has gone. */
  send(data: string): void;
  /** Ends the response (idempotent). */
  end(): void;
  /** Aborts when the client disconnects before `end`. */
  readonly signal: AbortSignal;
}

/**
 * Takes the response over from Fastify and opens a text/event-stream. Hijacking skips the
 * onSend hooks on purpose: compression would hold chunks back until its buffer fills, and the
 * stream must reach the browser as it is written. The headers those hooks set are set here.
 */
export const openSse = (reply: FastifyReply): SseStream => {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-store, no-transform',
    Connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  });
  res.flushHeaders();
  const controller = new AbortController();
  let ended = false;
  const heartbeat = setInterval(() => {
    if (!ended && !controller.signal.aborted) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    if (!ended) controller.abort();
  });
  return {
    send: (data) => {
      if (!ended && !controller.signal.aborted) res.write(`data: ${data}\n\n`);
    },
    end: () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
    signal: controller.signal,
  };
};
