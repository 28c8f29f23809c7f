/** A timer that an abort cuts short by rejecting with the abort's reason, as a fetch read does. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      // The abort's own reason, as the fetch read rejects with (the channel reads it there).
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Reads a response body to its end, or until `stopped()`, pausing `pauseMs` after each read.
 * Every read that waits for the network wakes the main thread (a task, the decoder, the SSE
 * parser). A model streams up to a hundred small events a second; during the pause they gather
 * in the body's pipe and the next read takes them as one chunk. Resolves true at the body's end,
 * false when stopped; an abort rejects, during a pause too, as a fetch read does.
 */
export const readInBursts = async (
  body: ReadableStream<Uint8Array>,
  onBytes: (bytes: Uint8Array) => void,
  { pauseMs, signal, stopped }: { pauseMs: number; signal: AbortSignal; stopped: () => boolean },
): Promise<boolean> => {
  const reader = body.getReader();
  try {
    while (!stopped()) {
      const { value, done } = await reader.read();
      if (done) return true;
      onBytes(value);
      if (pauseMs > 0 && !stopped()) await pause(pauseMs, signal);
    }
    return false;
  } finally {
    // After DONE the server closes anyway; cancelling frees the connection at once.
    if (stopped()) void reader.cancel().catch(() => undefined);
  }
};
