import {
  combineSlices,
  configureStore,
  Tuple,
  type Dispatch,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';

import { assistantSlice } from '@/features/assistant';
import { sessionSlice } from '@/features/auth';
import { devicesSlice } from '@/features/devices';
import { exportsSlice } from '@/features/exports';
import { appSlice, settingsSlice, tabsSlice } from '@/features/layout';
import { noticesSlice } from '@/features/notices';
import { permissionSlice } from '@/features/permission';
import { versionSlice } from '@/features/version';
import { api } from '@/services/api';

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
/** Spelled out rather than inferred from the store so the typed hooks can name it without a cycle. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction> &
  Dispatch<UnknownAction>;

export interface StoreSetup {
  /** Record sanitised actions for QA replay (on in the browser, optional in tests). */
  recorder?: ActionRecorder;
  /** Where the flows run: redux-saga's middleware, or a slot it is added to later (main.tsx). */
  flowMiddleware: Middleware;
  /** QA replay: reducers and the flow middleware only (see makeStore). */
  replay?: boolean;
}

/**
 * The reducers and middleware of every store of the app, without redux-saga: the browser's entry
 * builds its store from this alone and adds the flows after the sign-in page has hydrated
 * (startFlows.ts), so redux-saga and the flows are not in the sign-in route's code.
 */
export const configureAppStore = (
  preloadedState: Partial<RootState> | undefined,
  { recorder, flowMiddleware, replay = false }: StoreSetup,
) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: true, serializableCheck: true, immutableCheck: true })
        .concat(api.middleware)
        .concat(flowMiddleware);
      // Replay: the flow middleware stays mounted (the store keeps one shape) but runs no flow.
      if (replay) return new Tuple(flowMiddleware) as unknown as typeof middleware;
      // Last, so the log's order is the order in which the reducers saw the actions.
      return recorder ? middleware.concat(recorder.middleware) : middleware;
    },
    devTools: replay
      ? false
      : {
          name: '基本公共卫生服务信息平台',
          actionSanitizer: (action) => sanitizeForTrace(action),
          stateSanitizer: (state) => sanitizeForTrace(state),
        },
  });

/** A store of the app, whether its flows run yet or not: what the router and the page need. */
export type CoreStore = ReturnType<typeof configureAppStore>;
