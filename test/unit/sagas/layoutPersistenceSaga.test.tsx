import { makeStore } from '@/app/store';
import { sessionRestored, signedOut } from '@/features/auth';
import {
  selectSettings,
  selectSidebar,
  selectVisitedTabs,
  sidebarToggled,
  tabOpened,
  themeColorChanged,
} from '@/features/layout';
import { type PublicSession } from '@/services/session/sessionTypes';
import { STORAGE_KEYS } from '@/services/session/storageKeys';

const user = (account: string) => ({ UserName: '测试', UserAcc: account }) as PublicSession;
const tab = (fullPath: string) => ({
  fullPath,
  path: fullPath,
  title: fullPath,
  affix: false,
  noCache: false,
});

const clearCookie = () => {
  document.cookie = `${STORAGE_KEYS.sidebarStatus}=; Path=/; Max-Age=0`;
};

describe('layout persistence', () => {
  // The session's other flows ask the server for run parameters: answer at once, offline.
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('离线'));
    localStorage.clear();
    sessionStorage.clear();
    clearCookie();
  });
  afterEach(async () => {
    // Let the refused requests settle before jsdom goes away.
    await new Promise((resolve) => setTimeout(resolve, 20));
    jest.restoreAllMocks();
  });

  it('writes settings, the sidebar cookie (1/0) and the tabs, and a new page load restores them', () => {
    const first = makeStore();
    first.dispatch(sessionRestored({ session: user('xzys01'), at: 0 }));
    first.dispatch(themeColorChanged({ color: '#722ed1' }));
    first.dispatch(sidebarToggled());
    first.dispatch(tabOpened(tab('/archives/persons')));
    expect(document.cookie).toContain(`${STORAGE_KEYS.sidebarStatus}=0`);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.settings)!)).toMatchObject({
      themeColor: '#722ed1',
    });
    first.sagaTask.cancel();

    const second = makeStore();
    expect(selectSettings(second.getState()).themeColor).toBe('#722ed1');
    expect(selectSidebar(second.getState()).opened).toBe(false);
    second.dispatch(sessionRestored({ session: user('xzys01'), at: 0 }));
    expect(selectVisitedTabs(second.getState()).map((item) => item.fullPath)).toEqual([
      '/home',
      '/archives/persons',
    ]);
    second.sagaTask.cancel();
  });

  it('never gives one account the tabs of another, and forgets tabs on logout', () => {
    const first = makeStore();
    first.dispatch(sessionRestored({ session: user('xzys01'), at: 0 }));
    first.dispatch(tabOpened(tab('/archives/persons')));
    first.sagaTask.cancel();

    const other = makeStore();
    other.dispatch(sessionRestored({ session: user('cunyi01'), at: 0 }));
    expect(selectVisitedTabs(other.getState()).map((item) => item.fullPath)).toEqual(['/home']);
    other.dispatch(tabOpened(tab('/a')));
    other.dispatch(signedOut());
    expect(sessionStorage.getItem(STORAGE_KEYS.tabs)).toBeNull();
    other.sagaTask.cancel();
  });

  it('starts with the sidebar open when no cookie was set', () => {
    const store = makeStore();
    expect(selectSidebar(store.getState()).opened).toBe(true);
    store.sagaTask.cancel();
  });
});
