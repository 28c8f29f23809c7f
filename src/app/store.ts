import {
  combineSlices,
  configureStore,
  type Dispatch,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware from 'redux-saga';

import { assistantSlice } from '@/features/assistant';
import { sessionSlice } from '@/features/auth';
import { devicesSlice } from '@/features/devices';
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
);

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  /** Record sanitised actions for QA replay (on in the browser, optional in tests). */
  recorder?: ActionRecorder;
}

/** A fresh store with its own saga middleware, so every test gets a real, isolated store. */
export const makeStore = (preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) => {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga]', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: true, serializableCheck: true, immutableCheck: true })
        .concat(api.middleware)
        .concat(sagaMiddleware);
      return options.recorder ? middleware.prepend(options.recorder.middleware) : middleware;
    },
    devTools: {
      name: '基本公共卫生服务信息平台',
      actionSanitizer: (action) => sanitizeForTrace(action),
      stateSanitizer: (state) => sanitizeForTrace(state),
    },
  });
  const task = sagaMiddleware.run(rootSaga);
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
