import {
  combineSlices,
  configureStore,
  Tuple,
  type Dispatch,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware, { type Saga } from 'redux-saga';

import { assistantSlice } from '@/features/assistant';
import { sessionSlice } from '@/features/auth';
import { devicesSlice } from '@/features/devices';
import { exportsSlice } from '@/features/exports';
import { appSlice, settingsSlice, tabsSlice } from '@/features/layout';
import { noticesSlice } from '@/features/notices';
import { permissionSlice } from '@/features/permission';
import { versionSlice } from '@/features/version';
import { api } from '@/services/api';

import { rootSaga } from './rootSaga';
import { type ActionRecorder } from './trace/actionRecorder';
import { sanitizeForTrace } from './trace/sanitizeForTrace';

export const rootReducer = combineSlices(
  api,
  sessionSlice,
  noticesSlice,
  permissionSlice,
  versionSlice,
  appSlice,
  settingsSlice,
  tabsSlice,
  assistantSlice,
  devicesSlice,
  exportsSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

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

/** A fresh store with its own saga middleware, so every test gets a real, isolated store. */
export const makeStore = (preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) => {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga]', error),
  });
  const replay = options.replay === true;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: true, serializableCheck: true, immutableCheck: true })
        .concat(api.middleware)
        .concat(sagaMiddleware);
      // Replay: the saga middleware stays mounted (the store keeps one shape) but runs no flow.
      if (replay) return new Tuple(sagaMiddleware) as unknown as typeof middleware;
      // Last, so the log's order is the order in which the reducers saw the actions.
      return options.recorder ? middleware.concat(options.recorder.middleware) : middleware;
    },
    devTools: replay
      ? false
      : {
          name: '基本公共卫生服务信息平台',
          actionSanitizer: (action) => sanitizeForTrace(action),
          stateSanitizer: (state) => sanitizeForTrace(state),
        },
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
/** Spelled out rather than inferred from makeStore so the typed hooks can name it without a cycle. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction> &
  Dispatch<UnknownAction>;

// Local aliases: inside the module block the names AppDispatch/AppRootState mean that module's own.
type StoreState = RootState;
type StoreDispatch = AppDispatch;

declare module '@/shared/hooks/storeTypes' {
  interface StoreTypes {
    state: StoreState;
    dispatch: StoreDispatch;
  }
}
