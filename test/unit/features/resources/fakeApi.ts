import { idCardCheckDigit } from '@/domain/identity';

/**
 * A stand-in for the server behind `global.fetch`: requests are routed to the test's handler
 * by method and path (the /GWEHR prefix of region tc removed), and every call is recorded.
 */

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  /** An envelope's Response; ignored when `raw` is given. */
  response?: unknown;
  message?: string;
  /** A body sent as is (a refusal envelope, a file). */
  raw?: BodyInit;
  headers?: Record<string, string>;
}

export type FakeHandler = (call: FakeCall) => FakeReply | undefined;

export const envelope = (response: unknown, status = 200, message = '') => ({
  StatusCode: status,
  Message: message,
  Success: status >= 200 && status < 300,
  Response: response,
});

const toReply = (reply: FakeReply): Response => {
  const status = reply.status ?? 200;
  if (reply.raw !== undefined) return new Response(reply.raw, { status, headers: reply.headers });
  const body = envelope(
    reply.response ?? null,
    status,
    reply.message ?? (status < 300 ? '' : '请求失败'),
  );
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
};

export const installFakeApi = (handler: FakeHandler): FakeCall[] => {
  const calls: FakeCall[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/version.json') return new Response(JSON.stringify({ version: 'test' }));
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/GWEHR/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    await Promise.resolve();
    const reply = handler(call);
    return toReply(reply ?? { status: 404, message: '接口不存在' });
  });
  global.fetch = fake as typeof fetch;
  return calls;
};

/** A valid 18-digit ID number: region, birth date, sequence (odd: male), check digit. */
export const validId = (birth: string, sequence: string, region = '340881'): string => {
  const first17 = `${region}${birth}${sequence}`;
  return `${first17}${idCardCheckDigit(first17)}`;
};

export const paged = (items: unknown[], PageNumber = 1, PageSize = 20) => ({
  items,
  total: items.length,
  PageNumber,
  PageSize,
});

/** The same ID number with any other check character: what a typing slip produces. */
export const withWrongCheckDigit = (id: string): string =>
  `${id.slice(0, 17)}${id.endsWith('1') ? '2' : '1'}`;
