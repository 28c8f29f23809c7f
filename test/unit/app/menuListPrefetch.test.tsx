import '../../utils/messageChannelStub';

import { act, waitFor } from '@testing-library/react';
import { type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';

import { menuListShouldRun, prefetchMenuList } from '@/app/menuPages';
import { makeStore } from '@/app/store';
import { sessionRestored } from '@/features/auth';
import { tabOpened } from '@/features/layout';
import { menuLoaded } from '@/features/permission';
import { GROUPS_PAGE_COMPONENT } from '@/services/contract';
import { resetVersionCheck } from '@/services/http/versionCheck';

import { townshipDoctorSession } from '../../utils/townshipDoctorSession';
import { installFakeApi, paged } from '../features/resources/fakeApi';
import { menuFor } from '../features/resources/renderResourcePage';

/**
 * The menu route's loader asks for a generic list page's first page as the click navigates, so
 * the page's first render has its rows; a page that may bring back a list of its own is left.
 */
describe('the first page of a list asked for on the menu click', () => {
  const signedIn = () => {
    resetVersionCheck();
    const store = makeStore();
    act(() => {
      store.dispatch(sessionRestored({ session: townshipDoctorSession, at: 0 }));
      store.dispatch(
        menuLoaded({
          menus: [
            ...menuFor('hypertensionFollowUp', ['view']),
            ...menuFor('chronicDiseaseHighFollowUp', ['view']),
            ...menuFor(GROUPS_PAGE_COMPONENT, ['view']),
          ],
          copdEnabled: true,
        }),
      );
    });
    return store;
  };
  const navigate = async (store: ReturnType<typeof makeStore>, path: string) => {
    const url = new URL(`http://localhost${path}`);
    const args = { request: new Request(url), url, params: {}, pattern: '/*', context: undefined };
    await prefetchMenuList(store)(args as LoaderFunctionArgs);
    // The loader's own work is the import of the page table and of the prefetch.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const listCalls = (calls: ReturnType<typeof installFakeApi>, path: string) =>
    calls.filter((call) => call.method === 'GET' && call.path === path);

  it('asks for the page the generic list shows first: page 1 of 20, unfiltered', async () => {
    const calls = installFakeApi(() => ({ response: paged([]) }));
    const store = signedIn();
    await navigate(store, '/test/hypertensionFollowUp');
    await waitFor(() => expect(listCalls(calls, '/api/hypertensionFollowUp')).toHaveLength(1));
    const [call] = listCalls(calls, '/api/hypertensionFollowUp');
    expect(Object.fromEntries(call!.query)).toEqual({ PageNumber: '1', PageSize: '20' });
  });

  it('leaves a tab shown since the app loaded: its kept page has its own list', async () => {
    // The first answer fails, so nothing fresh in the cache would spare a second question.
    const calls = installFakeApi(() => ({ status: 500 }));
    const store = signedIn();
    await navigate(store, '/test/chronicDiseaseHighFollowUp');
    await waitFor(() =>
      expect(listCalls(calls, '/api/chronicDiseaseHighFollowUp')).toHaveLength(1),
    );
    act(() => {
      store.dispatch(
        tabOpened({
          fullPath: '/test/chronicDiseaseHighFollowUp',
          path: '/test/chronicDiseaseHighFollowUp',
          title: '慢病高危人群随访记录',
          affix: false,
          noCache: false,
        }),
      );
    });
    await navigate(store, '/test/chronicDiseaseHighFollowUp');
    expect(listCalls(calls, '/api/chronicDiseaseHighFollowUp')).toHaveLength(1);
  });

  it('runs again on a move to a list that opens afresh, not to a kept tab: its page commits at once', async () => {
    installFakeApi(() => ({ response: paged([]) }));
    const store = signedIn();
    const shouldRun = (path: string, defaultShouldRevalidate = true) =>
      menuListShouldRun(store)({
        currentUrl: new URL('http://localhost/test/chronicDiseaseHighFollowUp'),
        nextUrl: new URL(`http://localhost${path}`),
        defaultShouldRevalidate,
      } as ShouldRevalidateFunctionArgs);
    expect(shouldRun('/test/hypertensionFollowUp')).toBe(true);
    // A path off the menu: the loader would ask for nothing.
    expect(shouldRun('/test/unknown')).toBe(false);
    // Shown once and its tab open: the kept page has its own list, as the loader decides.
    await navigate(store, '/test/hypertensionFollowUp');
    act(() => {
      store.dispatch(
        tabOpened({
          fullPath: '/test/hypertensionFollowUp',
          path: '/test/hypertensionFollowUp',
          title: '高血压随访记录',
          affix: false,
          noCache: false,
        }),
      );
    });
    expect(shouldRun('/test/hypertensionFollowUp')).toBe(false);
    // What react-router would not revalidate stays so.
    expect(shouldRun('/test/chronicDiseaseHighFollowUp', false)).toBe(false);
  });

  it('leaves a family with a page of its own (用户组管理) and a path off the menu', async () => {
    const calls = installFakeApi(() => ({ response: paged([]) }));
    const store = signedIn();
    await navigate(store, `/test/${GROUPS_PAGE_COMPONENT}`);
    await navigate(store, '/test/unknown');
    // The session's own calls (/api/tokens/…) aside, nothing was asked.
    const asked = calls.filter((call) => !call.path.startsWith('/api/tokens/'));
    expect(asked.map((call) => call.path)).toEqual([]);
  });
});
