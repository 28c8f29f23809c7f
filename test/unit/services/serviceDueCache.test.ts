import { configureStore } from '@reduxjs/toolkit';

import { FULFILMENT_FAMILIES } from '@/domain/contract';
import { SCHEDULE_PROGRAMMES } from '@/domain/schedule';
import { api } from '@/services/api';
import { PROGRAMME_PAGES } from '@/services/contract/serviceDuePaths';
import { serviceDueApi } from '@/services/serviceDue/serviceDueApi';

/**
 * 工作提醒/待办 and the home counts refetch when a record that can close a due service is saved
 * (service-rules §6): the forms of every programme's rows and every family whose records deliver
 * a 签约履约 item (a 个体化健康教育 closes the agreement's 健康教育 row).
 */

const envelope = (response: unknown): Response =>
  new Response(
    JSON.stringify({ StatusCode: 200, Success: true, Message: '', Response: response }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

describe('serviceDue reads are refreshed by the saves that close their rows', () => {
  it.each([
    ...new Set([
      ...FULFILMENT_FAMILIES,
      ...SCHEDULE_PROGRAMMES.flatMap((programme) => PROGRAMME_PAGES[programme]),
    ]),
  ])('a save of %s refetches the list and the summary', async (family) => {
    global.fetch = jest.fn(() => Promise.resolve(envelope({ items: [], total: 0 })));
    const store = makeStore();
    await store.dispatch(
      serviceDueApi.endpoints.serviceDueList.initiate({
        state: 'dueToday',
        PageNumber: 1,
        PageSize: 20,
      }),
    );
    await store.dispatch(serviceDueApi.endpoints.serviceDueSummary.initiate());
    const refreshed = serviceDueApi.util
      .selectInvalidatedBy(store.getState(), [{ type: family as never, id: 'LIST' }])
      .map((entry) => entry.endpointName)
      .sort();
    expect([family, refreshed]).toEqual([family, ['serviceDueList', 'serviceDueSummary']]);
    store.dispatch(api.util.resetApiState());
  });
});
