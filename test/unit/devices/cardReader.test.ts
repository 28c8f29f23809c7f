import { type CardReaderFailure, createCardReader } from '@/devices';

import { failureOf, LI_XIUYING_CARD } from '../../utils/cardReaderFixtures';

/** A fake service: answers by path, and records what was asked. */
const fakeService = (answers: Record<string, () => Promise<Response> | Response>) => {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push(`${url.pathname}${url.search.replace(/t=\d+/, 't=*')}`);
    const answer = answers[url.pathname.slice(1)];
    if (!answer) throw new TypeError('fetch failed');
    // Like a real fetch, an abort rejects the pending call.
    return await new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
      void Promise.resolve(answer()).then(resolve, reject);
    });
  }) as typeof fetch;
  return { asked, fetchImpl };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CARD = {
  resultFlag: 0,
  errorMsg: '',
  partyName: '李秀英',
  gender: '女',
  nation: '汉',
  bornDay: '19580312',
  certAddress: '安徽省桐城市孔城镇桐梓村',
  certNumber: '34088119580312002x',
  certOrg: '桐城市公安局',
  effDate: '20150101',
  expDate: '长期',
  identityPic: 'iVBORw0KGgo=',
};

describe('createCardReader', () => {
  it('calls OpenDevice, readcard and CloseDevice with their params at the configured origin', async () => {
    const service = fakeService({
      OpenDevice: () => json({ resultFlag: 0 }),
      readcard: () => json(CARD),
      CloseDevice: () => json({ resultFlag: 0 }),
    });
    const reader = createCardReader({
      origin: 'http://127.0.0.1:19196/',
      fetchImpl: service.fetchImpl,
    });
    await reader.open();
    const card = await reader.read();
    await reader.close();
    expect(service.asked).toEqual(['/OpenDevice?t=*', '/readcard?photo=1&t=*', '/CloseDevice?t=*']);
    expect(card).toEqual({ ...LI_XIUYING_CARD, photo: 'iVBORw0KGgo=' });
  });

  it.each<[string, () => Response | Promise<Response>, CardReaderFailure]>([
    ['HTTP 500', () => new Response('boom', { status: 500 }), { kind: 'http', status: 500 }],
    ['HTTP 404', () => new Response('', { status: 404 }), { kind: 'http', status: 404 }],
    [
      'resultFlag -1',
      () => json({ resultFlag: -1, errorMsg: '请放置身份证' }),
      { kind: 'device', resultFlag: -1, errorMsg: '请放置身份证' },
    ],
    [
      'resultFlag as the string "-2"',
      () => json({ resultFlag: '-2', errorMsg: '读卡失败' }),
      { kind: 'device', resultFlag: -2, errorMsg: '读卡失败' },
    ],
    [
      'a reply that is not JSON',
      () => new Response('<html>', { status: 200 }),
      { kind: 'unreachable', detail: expect.stringContaining('not JSON') as unknown as string },
    ],
    [
      'nothing listening',
      () => Promise.reject(new TypeError('fetch failed')),
      { kind: 'unreachable', detail: 'TypeError: fetch failed' },
    ],
  ])('turns %s into its failure', async (_case, answer, expected) => {
    const service = fakeService({ readcard: answer });
    const reader = createCardReader({ origin: 'http://x', fetchImpl: service.fetchImpl });
    expect(await failureOf(reader.read())).toEqual(expected);
  });

  it('gives up after the timeout (5 s by default)', async () => {
    jest.useFakeTimers();
    try {
      const service = fakeService({ OpenDevice: () => new Promise<Response>(() => undefined) });
      const reader = createCardReader({ origin: 'http://x', fetchImpl: service.fetchImpl });
      const failure = failureOf(reader.open());
      await jest.advanceTimersByTimeAsync(4999);
      let settled = false;
      void failure.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await failure).toEqual({ kind: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops when the caller aborts', async () => {
    const service = fakeService({ readcard: () => new Promise<Response>(() => undefined) });
    const reader = createCardReader({ origin: 'http://x', fetchImpl: service.fetchImpl });
    const controller = new AbortController();
    const failure = failureOf(reader.read({ signal: controller.signal }));
    controller.abort();
    expect(await failure).toEqual({ kind: 'aborted' });
  });
});
