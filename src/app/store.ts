import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware, { type Saga } from 'redux-saga';

import { type AppDispatch, configureAppStore, type RootState } from './configureAppStore';
import { rootSaga } from './rootSaga';
import { type ActionRecorder } from './trace/actionRecorder';

export { rootReducer } from './configureAppStore';
export type { AppDispatch, CoreStore, RootState } from './configureAppStore';

export interface MakeStoreOptions {
  /** Record sanitised actions for QA replay (on in the browser, optional in tests). */
  recorder?: ActionRecorder;
  /** App-level flows that need more than the root saga has (the trace export needs the recorder). */
  extraSagas?: Saga[];
  /**
   * QA replay (scripts/replay.ts): reducers only. No sagas, no RTK Query middleware (so no
   * request, timer or refetch), no listeners, no dev checks; the log already holds every action
   * those produced.
   */
  replay?: boolean;
  /**
   * The build's render of the sign-in page (scripts/prerender/signInMarkup.tsx): reducers and
   * RTK Query's middleware (its hooks insist on it; nothing is requested, a server render runs
   * no effect), but no flow: it is a render, not a session.
   */
  prerender?: boolean;
}

/** The replay and prerender stores run no saga; this one ends at once. */
function* noFlows(): Generator<never, void> {}

/**
 * A fresh store with its own saga middleware and every flow running, so every test gets a real,
 * isolated store. (The browser starts its flows later: main.tsx, startFlows.ts.)
 */
export const makeStore = (preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) => {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga]', error),
  });
  const replay = options.replay === true;
  const store = configureAppStore(preloadedState, {
    recorder: options.recorder,
    flowMiddleware: sagaMiddleware,
    replay,
  });
  if (replay || options.prerender === true) {
    return Object.assign(store, { sagaTask: sagaMiddleware.run(noFlows) });
  }
  const task = sagaMiddleware.run(rootSaga);
  for (const saga of options.extraSagas ?? []) sagaMiddleware.run(saga);
  setupListeners(store.dispatch);
  return Object.assign(store, { sagaTask: task });
};

export type AppStore = ReturnType<typeof makeStore>;

// Local aliases: inside the module block the names AppDispatch/AppRootState mean that module's own.
type StoreState = RootState;
type StoreDispatch = AppDispatch;

declare module '@/shared/hooks/storeTypes' {
  interface StoreTypes {
    state: StoreState;
    dispatch: StoreDispatch;
  }
}
