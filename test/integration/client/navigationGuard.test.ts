import { createMemoryRouter } from 'react-router-dom';

import { createRoutes } from '@/app/routes';
import { LOGIN_ROUTE_ID } from '@/app/signInHydration';
import { makeStore, type AppStore } from '@/app/store';
import { createActionRecorder } from '@/app/trace/actionRecorder';
import { selectIsSignedIn } from '@/features/auth';
import { tabOpened } from '@/features/layout';
import { selectMenuRoutes, selectPermissionStatus } from '@/features/permission';
import { readStoredSession } from '@/services/session/sessionStore';
import { STORAGE_KEYS } from '@/services/session/storageKeys';

import { disposeStore, signInThroughStore, setUpClientServer } from './clientTestEnv';
import { installMemoryStorage } from './memoryStorage';

/**
 * The route guard of spec 2.1 and 4 on a memory data router: the real loaders, the real store
 * and sagas, the real server.
 */
const storage = installMemoryStorage();
const env = setUpClientServer(storage);
let store: AppStore;
let recorder: ReturnType<typeof createActionRecorder>;

const routerAt = (path: string) => {
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  return router;
};

/** Resolves when the router has settled (loaders done, redirects followed). */
const settled = (router: ReturnType<typeof createMemoryRouter>) =>
  new Promise<string>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    const finish = () =>
      resolve(`${router.state.location.pathname}${router.state.location.search}`);
    if (done()) {
      finish();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      finish();
    });
  });

const types = (): string[] => recorder.entries().map((entry) => entry.action.type);

beforeEach(() => {
  recorder = createActionRecorder();
  store = makeStore(undefined, { recorder });
});
afterEach(() => disposeStore(store));

describe('signed out', () => {
  it.each([
    ['/home', '/login?redirect=/home'],
    // '/' is '/home' before the guard speaks.
    ['/', '/login?redirect=/home'],
    ['/archives/persons?page=2', '/login?redirect=/archives/persons%3Fpage%3D2'],
    ['/no/such/page', '/login?redirect=/no/such/page'],
    ['/404', '/login?redirect=/404'],
  ])('%s goes to %s', async (path, expected) => {
    const router = routerAt(path);
    expect(await settled(router)).toBe(expected);
    router.dispose();
  });

  it('/login is open', async () => {
    const router = routerAt('/login');
    expect(await settled(router)).toBe('/login');
    expect(router.state.loaderData).toMatchObject({
      [LOGIN_ROUTE_ID]: { rememberedAccount: '', endNotice: null },
    });
    router.dispose();
  });
});

describe('signed in', () => {
  beforeEach(async () => {
    await signInThroughStore(store, env.server, 'xzys01');
  });

  it('the first navigation loads the COPD setting and the menu tree, then shows the page', async () => {
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/home');
    expect(selectPermissionStatus(store.getState())).toBe('ready');
    expect(selectMenuRoutes(store.getState()).length).toBeGreaterThan(0);
    expect(types()).toEqual(
      expect.arrayContaining(['permission/menuRequested', 'permission/menuLoaded']),
    );
    // Later navigations do not load them again.
    const before = types().filter((type) => type === 'permission/menuRequested').length;
    await router.navigate('/404');
    await settled(router);
    expect(types().filter((type) => type === 'permission/menuRequested')).toHaveLength(before);
    router.dispose();
  });

  it('/ goes to /home', async () => {
    const router = routerAt('/');
    expect(await settled(router)).toBe('/home');
    router.dispose();
  });

  it('/login goes to /', async () => {
    const router = routerAt('/login');
    expect(await settled(router)).toBe('/home');
    router.dispose();
  });

  it('a token due to expire is refreshed before the navigation', async () => {
    const stored = readStoredSession()!;
    storage.local.setItem(
      STORAGE_KEYS.login,
      JSON.stringify({ ...stored, expiredTime: Date.now() + 5_000 }),
    );
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/home');
    expect(types()).toContain('session/tokenRefreshed');
    expect(readStoredSession()!.expiredTime).toBeGreaterThan(Date.now() + 60_000);
    router.dispose();
  });

  it('with nothing to do, the guard is skipped: a later navigation ends in the same task', async () => {
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/home');
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => states.push(state.navigation.state));
    // The same route again (its code is loaded), as a switch between two tabs of one page.
    void router.navigate('/home?tab=2');
    // No loading state first, and nothing waits for a loader.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/home?tab=2');
    expect(states).toEqual(['idle']);
    unsubscribe();
    router.dispose();
  });

  it('a move back to a kept menu page ends in the same task; a list opened afresh waits for its loader', async () => {
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/home');
    const lists = [
      '/chronic/hypertension/hypertensionFollowUp',
      '/chronic/diabetes/diabetesFollowUP',
    ] as const;
    for (const path of lists) {
      // Opened afresh: the menu route's loader asks for the list's first page.
      void router.navigate(path);
      expect(router.state.navigation.state).toBe('loading');
      expect(await settled(router)).toBe(path);
      // The shell opens its tab as the page shows (useRouteTabs).
      store.dispatch(
        tabOpened({ fullPath: path, path, title: path, affix: false, noCache: false }),
      );
    }
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => states.push(state.navigation.state));
    // A tab switch: the kept page has its list, so no loader runs and nothing waits.
    void router.navigate(lists[0]);
    expect(router.state.location.pathname).toBe(lists[0]);
    expect(states).toEqual(['idle']);
    unsubscribe();
    router.dispose();
  });

  it('a token that falls due after the first navigation is refreshed before the next one', async () => {
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/home');
    const stored = readStoredSession()!;
    storage.local.setItem(
      STORAGE_KEYS.login,
      JSON.stringify({ ...stored, expiredTime: Date.now() + 5_000 }),
    );
    void router.navigate('/404');
    expect(router.state.navigation.state).toBe('loading');
    expect(await settled(router)).toBe('/404');
    expect(types()).toContain('session/tokenRefreshed');
    expect(readStoredSession()!.expiredTime).toBeGreaterThan(Date.now() + 60_000);
    router.dispose();
  });

  it('a session cleared in another tab after the first navigation ends at the next one', async () => {
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/home');
    storage.local.removeItem(STORAGE_KEYS.login);
    void router.navigate('/404');
    expect(await settled(router)).toBe('/login?redirect=/404');
    expect(selectIsSignedIn(store.getState())).toBe(false);
    router.dispose();
  });

  it('a session cleared in another tab counts as signed out', async () => {
    storage.local.removeItem(STORAGE_KEYS.login);
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/login?redirect=/home');
    expect(selectIsSignedIn(store.getState())).toBe(false);
    router.dispose();
  });

  it('a revoked session ends on navigation: session/expired, then to sign in', async () => {
    env.server.db
      .prepare('UPDATE users SET token_version = token_version + 1 WHERE account = ?')
      .run('xzys01');
    const stored = readStoredSession()!;
    storage.local.setItem(
      STORAGE_KEYS.login,
      JSON.stringify({ ...stored, expiredTime: Date.now() - 1 }),
    );
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/login?redirect=/home');
    expect(types()).toContain('session/expired');
    router.dispose();
  });
});

describe('a reload', () => {
  it('restores the stored session (without its token) and stays signed in', async () => {
    await signInThroughStore(store, env.server, 'cunyi01');
    disposeStore(store);
    // A new page load: a new store over the same storage.
    recorder = createActionRecorder();
    store = makeStore(undefined, { recorder });
    expect(types()).toContain('session/restored');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(JSON.stringify(store.getState())).not.toContain(readStoredSession()!.token);
    const router = routerAt('/home');
    expect(await settled(router)).toBe('/home');
    router.dispose();
  });
});
