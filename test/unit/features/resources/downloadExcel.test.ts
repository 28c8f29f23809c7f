import { getFamily } from '@/services/contract';
import {
  type DownloadExcelOptions,
  DownloadError,
  downloadExcelAt,
  excelPath,
  fileNameFromDisposition,
} from '@/services/resources/downloadExcel';

jest.mock('@/services/session/tokenRefresh', () => ({
  getAuthorization: jest.fn(() =>
    Promise.resolve({ kind: 'ok', authorization: 'Bearer test-token', token: 'test-token' }),
  ),
}));

const persons = getFamily('persons');
/** A family's export, as the resources page asks for it. */
const downloadExcel = (family: typeof persons, options?: DownloadExcelOptions) =>
  downloadExcelAt(excelPath(family), family.title, options);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fileReply = (bytes: Uint8Array, headers: Record<string, string>) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        // Two chunks, so progress is reported more than once.
        controller.enqueue(bytes.slice(0, 2));
        controller.enqueue(bytes.slice(2));
        controller.close();
      },
    }),
    { status: 200, headers },
  );

describe('downloadExcel', () => {
  it('GETs the family excel with the filters and the Authorization header, and reports progress', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        fileReply(bytes, {
          'Content-Type': XLSX,
          'Content-Length': String(bytes.length),
          'Content-Disposition': `attachment; filename="persons.xlsx"; filename*=UTF-8''${encodeURIComponent('居民健康档案.xlsx')}`,
        }),
      ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const progress: unknown[] = [];

    const file = await downloadExcel(persons, {
      params: { name: '张', sex: ['1', '2'] },
      onProgress: (p) => progress.push(p),
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/GWEHR\/api\/persons\/excel\?name=%E5%BC%A0&sex=1&sex=2$/);
    expect(init?.headers).toEqual({ Authorization: 'Bearer test-token' });
    expect(file.fileName).toBe('居民健康档案.xlsx');
    expect(file.blob.type).toBe(XLSX);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
    expect(progress).toEqual([
      { loaded: 2, total: 8 },
      { loaded: 8, total: 8 },
    ]);
  });

  it('names the file after the family when the server gives no name', async () => {
    global.fetch = jest.fn(() => Promise.resolve(fileReply(new Uint8Array([1, 2, 3]), {})));
    const file = await downloadExcel(persons);
    expect(file.fileName).toBe('居民健康档案.xlsx');
  });

  it.each([
    [403, { StatusCode: 403, Message: '没有导出权限', Success: false }, '没有导出权限'],
    [200, { StatusCode: 400, Message: '导出条数超过上限', Success: false }, '导出条数超过上限'],
    [502, 'Bad Gateway', '客户端接口502异常'],
  ])(
    'turns a refusal (HTTP %s) into a DownloadError with the server message',
    async (status, body, message) => {
      global.fetch = jest.fn(() =>
        Promise.resolve(
          new Response(typeof body === 'string' ? body : JSON.stringify(body), {
            status,
            headers: {
              'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json',
            },
          }),
        ),
      );
      const failure = downloadExcel(persons);
      await expect(failure).rejects.toBeInstanceOf(DownloadError);
      await expect(failure).rejects.toThrow(message);
    },
  );

  it('reads both spellings of Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx")).toBe(
      '报表.xlsx',
    );
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
