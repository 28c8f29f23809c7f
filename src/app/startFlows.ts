import { type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';

import { type CoreStore } from './configureAppStore';
import { rootSaga } from './rootSaga';
import { type ActionRecorder } from './trace/actionRecorder';
import { installTraceShortcut } from './trace/installTraceShortcut';
import { createTraceExportSaga } from './trace/traceExportSaga';

/**
 * The browser's flows, a chunk of their own (main.tsx loads it after the sign-in page has
 * hydrated, or before anything renders on any other visit): redux-saga, every long-lived saga
 * and the trace export with its shortcut. `addMiddleware` puts the saga middleware into the
 * store's slot for it (configureAppStore's `flowMiddleware`).
 */
export const startFlows = (
  store: CoreStore,
  addMiddleware: (middleware: Middleware) => void,
  recorder: ActionRecorder,
): void => {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga]', error),
  });
  addMiddleware(sagaMiddleware);
  sagaMiddleware.run(rootSaga);
  sagaMiddleware.run(createTraceExportSaga(recorder));
  installTraceShortcut(store);
};
