/** A controllable stand-in for fetch: SSE bodies the test writes to, envelopes for REST calls. */

export interface FakeStream {
  url: string;
  init: RequestInit;
  push(text: string): void;
  end(): void;
  /** Whether the caller aborted the request (stop, close, channel closed). */
  readonly aborted: boolean;
}

export interface FakeCall {
  url: string;
  method: string;
  body: unknown;
  authorization: string | undefined;
}

type Handler = (call: FakeCall) => Response | 'stream' | undefined;

const encoder = new TextEncoder();

export const envelope = (
  response: unknown,
  success = true,
  message = success ? '操作成功' : '失败',
) =>
  new Response(
    JSON.stringify({
      StatusCode: success ? 200 : 400,
      Message: message,
      Success: success,
      Response: response,
    }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

export const createFakeFetch = (handle: Handler) => {
  const calls: FakeCall[] = [];
  const streams: FakeStream[] = [];

  const fetchImpl = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers);
    const call: FakeCall = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization') ?? undefined,
    };
    calls.push(call);
    if (url.includes('/version.json')) return Promise.resolve(new Response('{"version":"test"}'));
    const outcome = handle(call);
    if (outcome !== 'stream') return Promise.resolve(outcome ?? envelope(null));

    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let aborted = false;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init.signal;
    signal?.addEventListener('abort', () => {
      aborted = true;
      try {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        // Already closed.
      }
    });
    // What is pushed in one go arrives as one chunk, as bytes sent together reach a real reader.
    let unread = '';
    const deliver = () => {
      if (unread) controller.enqueue(encoder.encode(unread));
      unread = '';
    };
    streams.push({
      url,
      init,
      push: (text) => {
        if (!unread) queueMicrotask(deliver);
        unread += text;
      },
      end: () =>
        queueMicrotask(() => {
          deliver();
          controller.close();
        }),
      get aborted() {
        return aborted;
      },
    });
    return Promise.resolve(
      new Response(body, {
        status: 200,
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
      }),
    );
  };

  return { fetchImpl: fetchImpl, calls, streams };
};

export const chatEvent = (content: string, reasoning = ''): string =>
  `data: ${JSON.stringify({ Choices: [{ delta: { ...(content ? { content } : {}), ...(reasoning ? { reasoning_content: reasoning } : {}) } }] })}\n\n`;

export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes (or throws its last failure after `timeoutMs`). */
export const eventually = async (check: () => void, timeoutMs = 2000): Promise<void> => {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await settle(5);
    }
  }
};

/** An in-memory localStorage for the session store (node has none). */
export const installMemoryStorage = (): Map<string, string> => {
  const data = new Map<string, string>();
  (globalThis as { localStorage?: Storage }).localStorage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
  return data;
};
