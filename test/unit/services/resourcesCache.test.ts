import { configureStore } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';

import { api } from '@/services/api';
import { getResourceEndpoints, resourceApi } from '@/services/resources';

/**
 * A real store and the real baseQuery against a mocked fetch: which calls go out, and which
 * cached queries a mutation makes refetch.
 */

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const envelope = (response: unknown): Response =>
  new Response(
    JSON.stringify({ StatusCode: 200, Success: true, Message: '', Response: response }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );

/** A list reply with one row per id, keyed by the family's id field. */
const listOf = (idField: string, ids: readonly string[]) => ({
  items: ids.map((id) => ({ [idField]: id })),
  total: ids.length,
  PageNumber: 1,
  PageSize: 20,
});

let calls: Call[] = [];

const reply = (call: Call): Response => {
  if (call.path.endsWith('/version.json')) return new Response('{}', { status: 404 });
  if (call.method === 'GET' && call.path.endsWith('/api/persons')) {
    return envelope(listOf('personNum', ['P1', 'P2']));
  }
  if (call.method === 'GET' && call.path.endsWith('/api/hypertensionCard')) {
    return envelope(listOf('ID', ['7', '8']));
  }
  if (call.method === 'GET' && /\/api\/\w+\/\w+$/.test(call.path)) {
    return envelope({ ok: call.path });
  }
  return envelope(null);
};

const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://client.test');
  const call: Call = {
    method: init?.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
  calls.push(call);
  return Promise.resolve(reply(call));
});

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

type Store = ReturnType<typeof makeStore>;

const apiCalls = (method: string, suffix: string): Call[] =>
  calls.filter((call) => call.method === method && call.path.endsWith(suffix));

/** How many calls of each `METHOD /path-suffix` were sent, compared at once so a miss names its call. */
const expectCallCounts = (expected: Record<string, number>) => {
  const sent = Object.keys(expected).map((key) => {
    const [method = '', suffix = ''] = key.split(' ');
    return [key, apiCalls(method, suffix).length] as const;
  });
  expect(Object.fromEntries(sent)).toEqual(expected);
};

/** Waits until RTK Query has sent everything an invalidation started. */
const settle = async (store: Store): Promise<void> => {
  for (let round = 0; round < 50; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const queries = Object.values(store.getState().api.queries);
    if (queries.every((entry) => entry?.status !== QueryStatus.pending)) return;
  }
  throw new Error('queries still pending');
};

let store: Store;
const persons = getResourceEndpoints('persons');
const cards = getResourceEndpoints('hypertensionCard');
const familys = getResourceEndpoints('familys');
const realFetch = global.fetch;

afterAll(() => {
  global.fetch = realFetch;
});

beforeEach(async () => {
  calls = [];
  fetchMock.mockClear();
  global.fetch = fetchMock;
  store = makeStore();
  // Cached queries of two families, subscribed so that invalidation refetches them.
  await store.dispatch(persons.list.initiate({ name: '张' }));
  await store.dispatch(persons.get.initiate('P1'));
  await store.dispatch(persons.get.initiate('P2'));
  await store.dispatch(cards.list.initiate());
  await store.dispatch(cards.get.initiate(7));
  calls = [];
});

afterEach(() => {
  store.dispatch(api.util.resetApiState());
});

describe('generated queries', () => {
  it('lists with paging and filters as GET parameters', async () => {
    calls = [];
    await store.dispatch(persons.list.initiate({ PageNumber: 2, PageSize: 10, sex: '1' }));
    const [call] = apiCalls('GET', '/api/persons');
    expect(call?.query.get('PageNumber')).toBe('2');
    expect(call?.query.get('PageSize')).toBe('10');
    expect(call?.query.get('sex')).toBe('1');
  });

  it('tags a list with LIST and each row id', () => {
    const state = store.getState();
    const byRow = resourceApi.util.selectInvalidatedBy(state, [{ type: 'persons', id: 'P2' }]);
    expect(byRow.map((entry) => entry.endpointName).sort()).toEqual(['personsGet', 'personsList']);
    const byList = resourceApi.util.selectInvalidatedBy(state, [{ type: 'persons', id: 'LIST' }]);
    expect(byList.map((entry) => entry.endpointName)).toEqual(['personsList']);
  });
});

describe('generated mutations invalidate exactly their family', () => {
  it('create refetches the family’s lists only', async () => {
    await store.dispatch(persons.create.initiate({ name: '王五' }));
    await settle(store);
    expectCallCounts({
      'POST /api/persons': 1,
      'GET /api/persons': 1,
      'GET /api/persons/P1': 0,
      'GET /api/hypertensionCard': 0,
    });
  });

  it('update refetches the lists and that record', async () => {
    await store.dispatch(persons.update.initiate({ id: 'P1', body: { name: '李四' } }));
    await settle(store);
    expect(apiCalls('PUT', '/api/persons/P1')[0]?.body).toEqual({ name: '李四' });
    expectCallCounts({
      'GET /api/persons': 1,
      'GET /api/persons/P1': 1,
      'GET /api/persons/P2': 0,
      'GET /api/hypertensionCard/7': 0,
    });
  });

  it('deletes posts the ids and refetches the lists and those records', async () => {
    await store.dispatch(persons.deletes.initiate(['P2']));
    await settle(store);
    expect(apiCalls('POST', '/api/persons/deletes')[0]?.body).toEqual(['P2']);
    expectCallCounts({ 'GET /api/persons/P2': 1, 'GET /api/persons/P1': 0 });
  });

  it('a lifecycle verb posts to {verb}/{id} and refetches its family only', async () => {
    await store.dispatch(cards.mutations.terminal.initiate({ id: 7 }));
    await settle(store);
    expectCallCounts({
      'POST /api/hypertensionCard/terminal/7': 1,
      'GET /api/hypertensionCard': 1,
      'GET /api/hypertensionCard/7': 1,
      'GET /api/persons': 0,
    });
  });

  it('an extra mutation of another family leaves these caches alone', async () => {
    await store.dispatch(
      familys.mutations.addperson.initiate({ id: 'F1', body: { personNum: 'P1' } }),
    );
    await settle(store);
    expect(apiCalls('POST', '/api/familys/addperson/F1')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'GET' && call.path.includes('/api/'))).toEqual(
      [],
    );
  });
});
