import { type UnknownAction } from '@reduxjs/toolkit';
import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { END, runSaga } from 'redux-saga';

import { makeStore, type AppStore } from '@/app/store';
import { assistantActions } from '@/features/assistant';
import {
  excelExportFailed,
  excelExportSucceeded,
  type ExcelExportRequest,
} from '@/features/exports';
import { createAiStreamChannel } from '@/sagas/aiStreamChannel';
import { runExcelExport } from '@/sagas/excelExportSaga';
import { type StreamRequest } from '@/services/assistant';
import { baseQuery } from '@/services/baseQuery';
import { readStoredSession } from '@/services/session/sessionStore';
import { STORAGE_KEYS } from '@/services/session/storageKeys';
import { saveFile } from '@/shared/saveFile';

import { ASSISTANT_PATHS } from '../../../server/assistant/contract';
import { moveClockBy } from '../../utils/moveClock';
import { type TestServer } from '../../utils/startTestServer';
import { authorized, signInAs } from '../server/helpers';
import {
  closeServer,
  type DemoAccount,
  disposeStore,
  readStats,
  resetStats,
  signInThroughStore,
  startClientServer,
} from './clientTestEnv';
import { installMemoryStorage } from './memoryStorage';

jest.mock('@/shared/saveFile', () => ({ saveFile: jest.fn() }));

/**
 * The re-auth mutex against the real server, through each caller of the one authorized request
 * path (the baseQuery, the assistant's stream channel, the Excel export saga): however many
 * requests find the token due (or get a 401), exactly one refresh call goes out; the others wait
 * and replay with the new token, or all fail together when the refresh fails.
 */
const storage = installMemoryStorage();
let server: TestServer;
let store: AppStore;

const PARALLEL = 20;
const PROTECTED = '/api/systemParams/IsAllowInputCOPD';
const REFRESH_FAILED = '登录时间过长，将重新登录';

/** What one call came to, in the caller's own terms, plus the actions it raised. */
interface Outcome {
  ok: boolean;
  /** The caller's failure, as it reports it (ApiError, streamFailed's payload, the slice's). */
  failure?: Record<string, unknown>;
}

interface Caller {
  name: string;
  /** Village doctors may not export: the download runs as a township doctor. */
  account?: DemoAccount;
  call: (dispatched: UnknownAction[]) => Promise<Outcome>;
  /** How this caller reports an ended session. */
  sessionEnded: Record<string, unknown>;
  /** What else a success leaves behind. */
  afterSuccess?: () => void;
}

const fakeApi = (dispatched: UnknownAction[]): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: ((action: UnknownAction) => {
    dispatched.push(action);
    return action;
  }) as BaseQueryApi['dispatch'],
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
});

/** A short answer of the test build's synthetic stream (a protected route like the chat's). */
const STREAM: StreamRequest = {
  method: 'GET',
  path: ASSISTANT_PATHS.benchStream,
  params: { chars: 40, chunksPerSecond: 1000, chunkChars: 20 },
};

/**
 * The export saga's download of a stored attachment: the same path as an Excel export (saga,
 * channel, downloadExcelAt, authorizedFetch) with a file the server need not build, since twenty
 * workbooks built in the server's worker thread take most of a minute on a loaded machine. A
 * real workbook is exported once below.
 */
let storedFileId = '';
const DOWNLOAD = (): Omit<ExcelExportRequest, 'id'> => ({
  path: `/api/fileStorageInfos/downloadFile/${storedFileId}`,
  title: '随访记录',
});

/** Stores a small file as the township doctor, for the download caller. */
const storeFile = async (on: TestServer): Promise<void> => {
  const session = await signInAs(on.app, 'xzys01');
  const reply = await on.app.inject({
    method: 'POST',
    url: '/api/fileStorageInfos/base64Files',
    headers: authorized(session),
    payload: [{ Name: '随访记录.xlsx', ImageBase64: Buffer.from('PK随访记录').toString('base64') }],
  });
  storedFileId = String(reply.json<{ Response: { Id: string }[] }>().Response[0]!.Id);
};

/** Runs one export through the saga; its outcome action, by the id it was given. */
const exportThroughSaga = async (
  request: Omit<ExcelExportRequest, 'id'>,
  dispatched: UnknownAction[],
): Promise<Outcome> => {
  const id = `export-${dispatched.length}-${Math.random()}`;
  await runSaga(
    { dispatch: (action: UnknownAction) => void dispatched.push(action) },
    runExcelExport,
    { ...request, id },
  ).toPromise();
  const outcome = dispatched.find(
    (action) =>
      (excelExportSucceeded.match(action) || excelExportFailed.match(action)) &&
      action.payload.id === id,
  );
  if (outcome && excelExportSucceeded.match(outcome)) return { ok: true };
  return {
    ok: false,
    failure: outcome && excelExportFailed.match(outcome) ? { ...outcome.payload } : {},
  };
};

const callers: Caller[] = [
  {
    name: 'the baseQuery',
    call: async (dispatched) => {
      const result = await baseQuery({ url: PROTECTED }, fakeApi(dispatched), {});
      return 'data' in result && result.data
        ? { ok: true }
        : { ok: false, failure: { ...result.error } };
    },
    sessionEnded: { status: 'SESSION_EXPIRED', message: REFRESH_FAILED },
  },
  {
    name: 'the assistant stream channel',
    call: (dispatched) =>
      new Promise((resolve) => {
        const channel = createAiStreamChannel(STREAM, 'chat');
        const next = () =>
          channel.take((item) => {
            if (item === END) return;
            dispatched.push(item);
            if (assistantActions.streamEnded.match(item)) resolve({ ok: true });
            else if (assistantActions.streamFailed.match(item))
              resolve({ ok: false, failure: { ...item.payload } });
            else next();
          });
        next();
      }),
    sessionEnded: { slot: 'chat', message: REFRESH_FAILED },
  },
  {
    name: 'the export saga',
    account: 'xzys01',
    call: (dispatched) => exportThroughSaga(DOWNLOAD(), dispatched),
    sessionEnded: { message: REFRESH_FAILED, sessionEnded: true },
    afterSuccess: () => {
      // The saga saved each file (saveFile is mocked: node has no document); no action held one.
      const saves = jest.mocked(saveFile).mock.calls;
      expect(saves).toHaveLength(PARALLEL);
      for (const [blob, fileName] of saves) {
        expect(blob).toBeInstanceOf(Blob);
        expect(fileName).toBe('随访记录.xlsx');
      }
    },
  },
];

/** Edits the stored session as time passing (or a server-side change) would. */
const patchStoredSession = (patch: Record<string, unknown>) => {
  const current = readStoredSession();
  storage.local.setItem(STORAGE_KEYS.login, JSON.stringify({ ...current, ...patch }));
};

const fireParallel = (caller: Caller, dispatched: UnknownAction[]) =>
  Promise.all(Array.from({ length: PARALLEL }, () => caller.call(dispatched)));

const count = (dispatched: UnknownAction[], type: string) =>
  dispatched.filter((action) => action.type === type).length;

/** The action log is exported for QA: no token (a JWT) may be in it. */
const expectNoToken = (dispatched: UnknownAction[]) => {
  expect(dispatched.length).toBeGreaterThan(0);
  expect(JSON.stringify(dispatched)).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
};

beforeEach(() => jest.mocked(saveFile).mockClear());

describe('with the default server', () => {
  beforeAll(async () => {
    server = await startClientServer();
    await storeFile(server);
  }, 30_000);
  afterAll(async () => {
    await closeServer(server);
  });

  describe.each(callers)('through $name', (caller) => {
    beforeEach(async () => {
      storage.local.clear();
      store = makeStore();
      await signInThroughStore(store, server, caller.account ?? 'xzys01');
      await resetStats(server);
    });
    afterEach(() => disposeStore(store));

    it('a due token: 20 parallel requests cause exactly one refresh, and all succeed', async () => {
      patchStoredSession({ expiredTime: Date.now() - 1_000 });
      const dispatched: UnknownAction[] = [];

      const results = await fireParallel(caller, dispatched);

      expect(results.filter((result) => result.ok)).toHaveLength(PARALLEL);
      expect((await readStats(server)).refreshCount).toBe(1);
      const after = readStoredSession()!;
      expect(after.expiredTime).toBeGreaterThan(Date.now() + 60_000);
      expect(count(dispatched, 'session/tokenRefreshed')).toBe(1);
      expect(count(dispatched, 'session/expired')).toBe(0);
      caller.afterSuccess?.();
      expectNoToken(dispatched);
    });

    it('a failed refresh: all 20 fail at once with the session message, none left hanging', async () => {
      // Revoke every token of the user, as a password change elsewhere would.
      server.db
        .prepare('UPDATE users SET token_version = token_version + 1 WHERE account = ?')
        .run(caller.account ?? 'xzys01');
      patchStoredSession({ expiredTime: Date.now() - 1_000 });
      const dispatched: UnknownAction[] = [];

      const started = Date.now();
      const results = await fireParallel(caller, dispatched);

      expect(Date.now() - started).toBeLessThan(5_000);
      expect(results.every((result) => !result.ok)).toBe(true);
      for (const result of results) expect(result.failure).toMatchObject(caller.sessionEnded);
      expect((await readStats(server)).refreshCount).toBe(1);
      expect(readStoredSession()).toBeNull();
      expect(count(dispatched, 'session/expired')).toBeGreaterThan(0);
      expectNoToken(dispatched);
    });
  });

  it('the export saga saves a workbook the server built, refreshing a due token first', async () => {
    storage.local.clear();
    store = makeStore();
    await signInThroughStore(store, server, 'xzys01');
    await resetStats(server);
    patchStoredSession({ expiredTime: Date.now() - 1_000 });
    const dispatched: UnknownAction[] = [];

    const outcome = await exportThroughSaga(
      { path: '/api/persons/excel', params: { name: '张' }, title: '居民健康档案' },
      dispatched,
    );

    expect(outcome).toEqual({ ok: true });
    expect((await readStats(server)).refreshCount).toBe(1);
    expect(count(dispatched, 'session/tokenRefreshed')).toBe(1);
    const [blob, fileName] = jest.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toMatch(/\.xlsx$/);
    // An .xlsx is a zip: it starts with PK.
    expect(new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 2))).toBe(
      'PK',
    );
    expectNoToken(dispatched);
    disposeStore(store);
  });
});

describe('with a server whose tokens live 61 seconds', () => {
  let shortServer: TestServer;
  let shortStore: AppStore;

  beforeAll(async () => {
    shortServer = await startClientServer({ tokenTtlSeconds: 61 });
    await storeFile(shortServer);
  }, 30_000);
  afterAll(async () => {
    await closeServer(shortServer);
  });
  afterEach(() => {
    jest.useRealTimers();
    disposeStore(shortStore);
  });

  describe.each(callers)('through $name', (caller) => {
    it('a token the server rejects (401) during use: one refresh, then all 20 replay and succeed', async () => {
      storage.local.clear();
      shortStore = makeStore();
      await signInThroughStore(shortStore, shortServer, caller.account ?? 'cunyi01');
      // The client believes the token has an hour left, so only the server's 401 says otherwise.
      patchStoredSession({ expiredTime: Date.now() + 3_600_000 });
      await resetStats(shortServer);
      // Move the clock (of client and in-process server alike) past the token's lifetime; the
      // timers stay real so the server keeps answering.
      moveClockBy(120_000);
      const dispatched: UnknownAction[] = [];

      const results = await fireParallel(caller, dispatched);

      expect(results.filter((result) => result.ok)).toHaveLength(PARALLEL);
      expect((await readStats(shortServer)).refreshCount).toBe(1);
      expect(count(dispatched, 'session/tokenRefreshed')).toBe(1);
      caller.afterSuccess?.();
      expectNoToken(dispatched);
    });
  });
});
