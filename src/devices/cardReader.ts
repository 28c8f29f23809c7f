import { READER_TIMEOUT_MS } from '@/shared/constants';

import { type IdCardData, parseIdCardData } from './idCardData';

/**
 * The desk's ID-card reader service (spec 7.1): a local HTTP service with three GET calls,
 * `OpenDevice`, `readcard` and `CloseDevice`, each answering JSON with `resultFlag` (0 or more
 * is success) and `errorMsg`. Every call gives up after 5 s (spec 9). This is a plain promise
 * API; the card-reader saga drives the open → read → close sequence and turns failures into
 * the messages of spec 8.
 */

/** Spec 9: every reader call gives up after 5 s. */
export const CARD_READER_TIMEOUT_MS = READER_TIMEOUT_MS;

/** Why a call failed; each kind has its own behaviour in spec 8. */
export type CardReaderFailure =
  /** The service answered with an HTTP status other than 200. */
  | { kind: 'http'; status: number }
  /** The service answered, but the device refused: resultFlag below 0. */
  | { kind: 'device'; resultFlag: number; errorMsg: string }
  /** No answer within the timeout. */
  | { kind: 'timeout' }
  /** Nothing listens, or the reply was not the service's JSON. */
  | { kind: 'unreachable'; detail: string }
  /** The caller gave up (the user cancelled). */
  | { kind: 'aborted' };

export class CardReaderError extends Error {
  readonly failure: CardReaderFailure;

  constructor(failure: CardReaderFailure) {
    super(`card reader: ${failure.kind}`);
    this.name = 'CardReaderError';
    this.failure = failure;
  }
}

export const isCardReaderError = (error: unknown): error is CardReaderError =>
  error instanceof CardReaderError;

export interface CardReaderOptions {
  /** The service's origin, e.g. http://127.0.0.1:19196 (runtime config `cardReaderOrigin`). */
  origin: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface CallOptions {
  /** Aborting it cancels the call (a cancelled saga aborts its request). */
  signal?: AbortSignal;
}

/** Plain functions (no `this`), so a saga can `call(reader.read)`. */
export interface CardReader {
  open: (options?: CallOptions) => Promise<void>;
  read: (options?: CallOptions) => Promise<IdCardData>;
  close: (options?: CallOptions) => Promise<void>;
}

/** The service's paths and their query parameters, as the reader SDKs document them. */
const CALLS = {
  open: { path: 'OpenDevice', params: {} },
  // photo=1: ask for the photo too; a service that cannot send one just leaves it out.
  read: { path: 'readcard', params: { photo: '1' } },
  close: { path: 'CloseDevice', params: {} },
} as const;

const resultFlagOf = (body: Record<string, unknown>): number => {
  const flag = Number(body.resultFlag);
  return Number.isFinite(flag) ? flag : -1;
};

export const createCardReader = ({
  origin,
  timeoutMs = CARD_READER_TIMEOUT_MS,
  fetchImpl = (...args) => fetch(...args),
}: CardReaderOptions): CardReader => {
  const base = origin.replace(/\/+$/, '');

  const call = async (
    which: keyof typeof CALLS,
    { signal }: CallOptions = {},
  ): Promise<Record<string, unknown>> => {
    const { path, params } = CALLS[which];
    // A fresh t= on every call: some reader services answer GETs with cacheable replies.
    const query = new URLSearchParams({ ...params, t: String(Date.now()) });
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', onAbort);
    try {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/${path}?${query.toString()}`, {
          method: 'GET',
          signal: controller.signal,
          cache: 'no-store',
        });
      } catch (error) {
        if (timedOut) throw new CardReaderError({ kind: 'timeout' });
        if (controller.signal.aborted) throw new CardReaderError({ kind: 'aborted' });
        throw new CardReaderError({ kind: 'unreachable', detail: String(error) });
      }
      if (response.status !== 200)
        throw new CardReaderError({ kind: 'http', status: response.status });
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (timedOut) throw new CardReaderError({ kind: 'timeout' });
        if (controller.signal.aborted) throw new CardReaderError({ kind: 'aborted' });
        throw new CardReaderError({ kind: 'unreachable', detail: `not JSON: ${String(error)}` });
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new CardReaderError({ kind: 'unreachable', detail: 'reply is not an object' });
      }
      const record = body as Record<string, unknown>;
      const resultFlag = resultFlagOf(record);
      if (resultFlag < 0) {
        const errorMsg = typeof record.errorMsg === 'string' ? record.errorMsg : '';
        throw new CardReaderError({ kind: 'device', resultFlag, errorMsg });
      }
      return record;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  return {
    open: async (options) => {
      await call('open', options);
    },
    read: async (options) => parseIdCardData(await call('read', options)),
    close: async (options) => {
      await call('close', options);
    },
  };
};
