/**
 * How fast the built-in responder "types": a few characters every few tens of milliseconds, like
 * a real model. Tests and benchmarks set ASSISTANT_STREAM_CHARS ("2-4") and
 * ASSISTANT_STREAM_INTERVAL_MS ("20-40", or "0" for no pause); both are read per request so a
 * test can change them between cases.
 */
export interface Pace {
  minChars: number;
  maxChars: number;
  minMs: number;
  maxMs: number;
}

export const DEFAULT_PACE: Pace = { minChars: 2, maxChars: 4, minMs: 20, maxMs: 40 };

const RANGE = /^(\d+)(?:-(\d+))?$/;

const parseRange = (
  raw: string | undefined,
  fallback: [number, number],
  min: number,
): [number, number] => {
  const match = RANGE.exec(raw?.trim() ?? '');
  if (!match) return fallback;
  const low = Math.max(min, Number(match[1]));
  const high = Math.max(low, Number(match[2] ?? match[1]));
  return [low, high];
};

export const readPace = (env: Record<string, string | undefined> = process.env): Pace => {
  const [minChars, maxChars] = parseRange(
    env.ASSISTANT_STREAM_CHARS,
    [DEFAULT_PACE.minChars, DEFAULT_PACE.maxChars],
    1,
  );
  const [minMs, maxMs] = parseRange(
    env.ASSISTANT_STREAM_INTERVAL_MS,
    [DEFAULT_PACE.minMs, DEFAULT_PACE.maxMs],
    0,
  );
  return { minChars, maxChars, minMs, maxMs };
};

const between = (low: number, high: number, random: () => number): number =>
  low + Math.floor(random() * (high - low + 1));

/**
 * Splits text into pieces of minChars..maxChars code points (never inside a surrogate pair, so an
 * emoji or a rare CJK character is never cut in half).
 */
export const splitIntoPieces = (
  text: string,
  pace: Pace,
  random: () => number = Math.random,
): string[] => {
  const points = Array.from(text);
  const pieces: string[] = [];
  for (let at = 0; at < points.length;) {
    const size = between(pace.minChars, pace.maxChars, random);
    pieces.push(points.slice(at, at + size).join(''));
    at += size;
  }
  return pieces;
};

/** Resolves after the pace's pause, or at once when aborted. */
export const pause = (
  pace: Pace,
  signal: AbortSignal,
  random: () => number = Math.random,
): Promise<void> => {
  const ms = between(pace.minMs, pace.maxMs, random);
  if (ms === 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
};

/** Streams `text` as pieces of one kind at the pace, stopping early when aborted. */
export async function* typeOut(
  text: string,
  kind: 'reasoning' | 'content',
  pace: Pace,
  signal: AbortSignal,
): AsyncGenerator<{ reasoning?: string; content?: string }> {
  for (const piece of splitIntoPieces(text, pace)) {
    if (signal.aborted) return;
    yield kind === 'reasoning' ? { reasoning: piece } : { content: piece };
    await pause(pace, signal);
  }
}
