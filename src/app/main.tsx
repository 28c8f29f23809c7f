import 'dayjs/locale/zh-cn';

import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from './AppProviders';
import { createRoutes } from './routes';
import { makeStore } from './store';
import { installTestHooks } from './testHooks';
import { createActionRecorder } from './trace/actionRecorder';
import { installTraceShortcut } from './trace/installTraceShortcut';
import { createTraceExportSaga } from './trace/traceExportSaga';

dayjs.locale('zh-cn');

const recorder = createActionRecorder();
const store = makeStore(undefined, {
  recorder,
  extraSagas: [createTraceExportSaga(recorder)],
});
const router = createBrowserRouter(createRoutes(store));

declare global {
  interface Window {
    /** QA: the sanitised action log of this page, for replay. */
    __GW_ACTION_LOG__?: () => unknown;
  }
}
window.__GW_ACTION_LOG__ = () => recorder.entries();
installTraceShortcut(store);
installTestHooks(store);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
