import {
  combineSlices,
  configureStore,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';

import { sessionRestored, sessionSlice, signedOut } from '@/features/auth';
import {
  excelExportRequested,
  exportsSlice,
  type ExcelExportRequest,
  selectExcelExport,
} from '@/features/exports';
import { excelExportSaga } from '@/sagas/excelExportSaga';
import { setRuntimeConfig } from '@/services/config/runtimeConfig';
import { saveSession } from '@/services/session/sessionStore';
import { type LoginResponse, type PublicSession } from '@/services/session/sessionTypes';
import { resetRefreshState } from '@/services/session/tokenRefresh';
import { saveFile } from '@/shared/saveFile';

import { installMemoryStorage } from '../../integration/client/memoryStorage';
import { eventually, settle } from './aiStreamFakes';

jest.mock('@/shared/saveFile', () => ({ saveFile: jest.fn() }));

/**
 * The export saga with its slice and the session slice, against a fake server: the download
 * goes through the one authorized request path, progress and outcome arrive as plain actions,
 * the file is saved by the saga and never travels in an action.
 */
const storage = installMemoryStorage();
const saved = jest.mocked(saveFile);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PATH = '/api/followUpWorklist/excel';
const BYTES = new Uint8Array(64).fill(7);

const reply = (token: string, expiresIn = 7200): LoginResponse =>
  ({ token, token_type: 'Bearer', expires_in: expiresIn, UserAcc: 'xzys01' }) as LoginResponse;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Backend {
  valid: Set<string>;
  refreshWorks: boolean;
  refreshCalls: number;
  /** Authorization of every export request, in order. */
  exports: (string | undefined)[];
  /** Answers the export itself (a valid token was sent). */
  answer: () => Response;
}

const file = (chunks = 8) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks; i += 1)
          controller.enqueue(BYTES.slice(0, BYTES.length / chunks));
        controller.close();
      },
    }),
    {
      headers: {
        'Content-Type': XLSX,
        'Content-Length': String(BYTES.length),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('随访工作台.xlsx')}`,
      },
    },
  );

let backend: Backend;

const fakeFetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.includes('/api/tokens/RefreshToken')) {
    backend.refreshCalls += 1;
    await settle(5);
    if (!backend.refreshWorks) return json({ StatusCode: 401, Message: '', Success: false }, 401);
    const token = `renewed${backend.refreshCalls}`;
    backend.valid.add(token);
    return json({ StatusCode: 200, Message: '', Success: true, Response: reply(token) });
  }
  const authorization = (init.headers as Record<string, string> | undefined)?.Authorization;
  backend.exports.push(authorization);
  const token = authorization?.replace(/^Bearer /, '');
  if (!token || !backend.valid.has(token)) return json({ StatusCode: 401, Success: false }, 401);
  return backend.answer();
});

const reducer = combineSlices(sessionSlice, exportsSlice);

const startStore = () => {
  const log: UnknownAction[] = [];
  const recorder: Middleware<object, ReturnType<typeof reducer>> = () => (next) => (action) => {
    log.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(recorder).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(excelExportSaga);
  store.dispatch(sessionRestored({ session: { UserAcc: 'xzys01' } as PublicSession, at: 0 }));
  return { store, log, stop: () => task.cancel() };
};

const request: ExcelExportRequest = {
  id: 'followUpWorklist:r1',
  path: PATH,
  params: { disease: 'hypertension', view: 'overdue', hospitalId: undefined },
  title: '随访工作台',
};

let running: ReturnType<typeof startStore> | undefined;

beforeAll(() => setRuntimeConfig({ apiOrigin: 'http://api.test', regionCode: 'tc' }));
beforeEach(() => {
  storage.local.clear();
  saveSession(reply('t0'), { remember: false, timeOutMinutes: 30 });
  resetRefreshState();
  backend = {
    valid: new Set(['t0']),
    refreshWorks: true,
    refreshCalls: 0,
    exports: [],
    answer: file,
  };
  fakeFetch.mockClear();
  saved.mockReset();
  jest.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
});
afterEach(() => {
  running?.stop();
  running = undefined;
  jest.restoreAllMocks();
});

const exportOnce = async (req: ExcelExportRequest = request) => {
  running = startStore();
  running.store.dispatch(excelExportRequested(req));
  await eventually(() =>
    expect(selectExcelExport(running!.store.getState(), req.id)?.phase).not.toBe('running'),
  );
  return running;
};

const typesOf = (log: UnknownAction[]) => log.map((action) => action.type);

it('downloads with the filters and the token, saves the file and reports it by name', async () => {
  const { store, log } = await exportOnce();

  expect(backend.exports).toEqual(['Bearer t0']);
  const url = fakeFetch.mock.calls[0]![0] as string;
  expect(url).toBe(
    'http://api.test/GWEHR/api/followUpWorklist/excel?disease=hypertension&view=overdue',
  );
  expect(saved).toHaveBeenCalledTimes(1);
  const [blob, fileName] = saved.mock.calls[0]!;
  expect(fileName).toBe('随访工作台.xlsx');
  expect(new Uint8Array(await blob.arrayBuffer())).toEqual(BYTES);
  expect(selectExcelExport(store.getState(), request.id)).toEqual({
    run: 1,
    phase: 'succeeded',
    loaded: expect.any(Number) as number,
    total: 64,
    fileName: '随访工作台.xlsx',
  });
  // Eight chunks arrived at once: progress is throttled, and no action carries the file.
  const types = typesOf(log);
  expect(types.filter((type) => type === 'exports/excelExportProgressed').length).toBeLessThan(8);
  expect(types.filter((type) => type !== 'exports/excelExportProgressed')).toEqual([
    'session/restored',
    'exports/excelExportRequested',
    'exports/excelExportSucceeded',
  ]);
  expect(JSON.stringify(log)).not.toContain('t0');
  for (const action of log) expect(JSON.parse(JSON.stringify(action))).toEqual(action);
});

it("a refusal fails with the server's message, and nothing is saved", async () => {
  backend.answer = () => json({ StatusCode: 403, Message: '没有导出权限', Success: false }, 403);
  const { store } = await exportOnce();

  expect(saved).not.toHaveBeenCalled();
  expect(selectExcelExport(store.getState(), request.id)).toMatchObject({
    phase: 'failed',
    message: '没有导出权限',
    sessionEnded: false,
  });
});

it('a 401 during the export: one refresh, the download replays, session/tokenRefreshed is put', async () => {
  backend.valid.delete('t0');
  const { store, log } = await exportOnce();

  expect(backend.refreshCalls).toBe(1);
  expect(backend.exports).toEqual(['Bearer t0', 'Bearer renewed1']);
  expect(typesOf(log)).toContain('session/tokenRefreshed');
  expect(selectExcelExport(store.getState(), request.id)?.phase).toBe('succeeded');
  expect(JSON.stringify(log)).not.toContain('renewed1');
});

it('a refresh that fails puts session/expired and fails quietly (the expiry flow tells the user)', async () => {
  backend.valid.delete('t0');
  backend.refreshWorks = false;
  const { store, log } = await exportOnce();

  expect(log).toContainEqual({
    type: 'session/expired',
    payload: { reason: 'refreshFailed', message: '登录时间过长，将重新登录' },
  });
  expect(selectExcelExport(store.getState(), request.id)).toMatchObject({
    phase: 'failed',
    message: '登录时间过长，将重新登录',
    sessionEnded: true,
  });
  expect(saved).not.toHaveBeenCalled();
});

it('a second request of the same button while one runs is ignored', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  backend.answer = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          await gate;
          controller.enqueue(BYTES);
          controller.close();
        },
      }),
      { headers: { 'Content-Type': XLSX } },
    );
  running = startStore();
  running.store.dispatch(excelExportRequested(request));
  running.store.dispatch(excelExportRequested(request));
  await eventually(() => expect(backend.exports).toHaveLength(1));
  release();
  await eventually(() =>
    expect(selectExcelExport(running!.store.getState(), request.id)?.phase).toBe('succeeded'),
  );
  expect(backend.exports).toHaveLength(1);
  expect(saved).toHaveBeenCalledTimes(1);
  expect(selectExcelExport(running.store.getState(), request.id)?.run).toBe(1);
});

it('signing out aborts a running export: nothing is saved, nothing follows', async () => {
  let aborted = false;
  backend.answer = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(BYTES.slice(0, 8));
        },
        cancel() {
          aborted = true;
        },
      }),
      { headers: { 'Content-Type': XLSX } },
    );
  running = startStore();
  const { store, log } = running;
  store.dispatch(excelExportRequested(request));
  await eventually(() => expect(backend.exports).toHaveLength(1));
  await settle(10);
  store.dispatch(signedOut());
  await settle(20);

  expect(saved).not.toHaveBeenCalled();
  expect(selectExcelExport(store.getState(), request.id)).toBeUndefined();
  expect(typesOf(log).filter((type) => /Succeeded|Failed/.test(type))).toEqual([]);
  expect(aborted || fakeFetch.mock.calls[0]![1]?.signal?.aborted).toBe(true);
});
