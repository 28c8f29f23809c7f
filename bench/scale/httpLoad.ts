import { setMaxListeners } from 'node:events';
import http from 'node:http';

/**
 * The scale bench's HTTP client: node's own http with keep-alive sockets, so the client costs
 * little next to the server it loads on a small machine. One request timed alone (median of a
 * few), and a bounded load: `connections` loops each sending its next request when the last
 * answered, for `durationMs`; requests still running then get `drainMs` more before they are
 * abandoned and counted as at least that slow (their figure is then a lower bound).
 */

export interface Request {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Answer {
  status: number;
  body: Buffer;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export const send = (base: string, request: Request, signal?: AbortSignal): Promise<Answer> => {
  const started = performance.now();
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${base}${request.path}`,
      {
        method: request.method ?? 'GET',
        agent,
        signal,
        headers: {
          ...request.headers,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
        },
      },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        reply.on('error', reject);
        // An abort while the body streams closes the reply without 'end'.
        reply.on('close', () => {
          if (!reply.complete) reject(new Error('reply cut short'));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
};

/** A request of a case; `next(i)` may vary it (another patient each time). */
export type RequestOf = (index: number) => Request;

const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

const round1 = (ms: number) => Math.round(ms * 10) / 10;

export interface SingleTiming {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

/** One request at a time, after one to warm up: the median of `runs`. */
export const timeAlone = async (
  base: string,
  requestOf: RequestOf,
  runs: number,
  expect: (answer: Answer) => void,
): Promise<SingleTiming> => {
  expect(await send(base, requestOf(0)));
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const answer = await send(base, requestOf(run));
    expect(answer);
    times.push(answer.ms);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: round1(percentile(times, 0.5)),
    minMs: round1(times[0] ?? 0),
    maxMs: round1(times[times.length - 1] ?? 0),
    runs,
  };
};

export interface LoadResult {
  connections: number;
  durationMs: number;
  /** Answered within the duration, per second. */
  rps: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than the expected status, and transport errors. */
  errors: number;
  /** Requests still unanswered after the drain: p99/max are then lower bounds. */
  abandoned: number;
}

export interface LoadOptions {
  connections: number;
  durationMs: number;
  drainMs: number;
  okStatus: number;
}

/** `connections` closed loops for `durationMs`, then at most `drainMs` for those in flight. */
export const loadFor = async (
  base: string,
  requestOf: RequestOf,
  options: LoadOptions,
): Promise<LoadResult> => {
  const latencies: number[] = [];
  const abort = new AbortController();
  // Every request in flight listens for the abort.
  setMaxListeners(options.connections + 10, abort.signal);
  let errors = 0;
  let answeredInTime = 0;
  let abandoned = 0;
  let next = 0;
  const started = performance.now();
  const stopAt = started + options.durationMs;
  const loop = async () => {
    while (performance.now() < stopAt) {
      const sentAt = performance.now();
      try {
        const answer = await send(base, requestOf(next++), abort.signal);
        latencies.push(answer.ms);
        if (answer.status !== options.okStatus) errors += 1;
        if (performance.now() <= stopAt) answeredInTime += 1;
      } catch {
        if (abort.signal.aborted) {
          abandoned += 1;
          latencies.push(performance.now() - sentAt);
          return;
        }
        errors += 1;
      }
    }
  };
  const loops = Array.from({ length: options.connections }, loop);
  const drainTimer = setTimeout(() => abort.abort(), options.durationMs + options.drainMs);
  await Promise.all(loops);
  clearTimeout(drainTimer);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    connections: options.connections,
    durationMs: options.durationMs,
    rps: Math.round((answeredInTime / options.durationMs) * 1000 * 10) / 10,
    requests: latencies.length,
    p50Ms: round1(percentile(sorted, 0.5)),
    p99Ms: round1(percentile(sorted, 0.99)),
    maxMs: round1(sorted[sorted.length - 1] ?? 0),
    errors,
    abandoned,
  };
};

/** Waits until the server answers a cheap request quickly again (after abandoned requests). */
export const waitUntilIdle = async (base: string, maxMs = 120_000): Promise<void> => {
  const deadline = performance.now() + maxMs;
  let quick = 0;
  while (quick < 3 && performance.now() < deadline) {
    const answer = await send(base, { path: '/version.json' }).catch(() => undefined);
    quick = answer && answer.ms < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
