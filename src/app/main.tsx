import 'dayjs/locale/zh-cn';

import dayjs from 'dayjs';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';

import { AppRoot } from './AppRoot';
import { createNavigationGuard } from './navigationGuard';
import { createRoutes } from './routes';
import { HAS_SESSION_CLASS, signInHydrationData } from './signInHydration';
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
  const hydrationData = signInHydrationData(
    container,
    store,
    createNavigationGuard(store).loginLoader,
  );
  const router = createBrowserRouter(createRoutes(store), {
    hydrationData: hydrationData ?? undefined,
  });
  if (hydrationData) {
    // The build rendered this very page into #root: React adopts its markup (the inputs the
    // user may already be typing into included) instead of replacing it. As a transition, so
    // the work is sliced into short tasks and the user's keys and clicks go first (a click on
    // a field hydrates that part at once).
    startTransition(() => {
      hydrateRoot(container, <AppRoot store={store} router={router} />);
    });
  } else {
    // Another page, or a visit the build's markup does not fit: React renders from scratch and
    // its first commit replaces the markup. With a stored session that markup is hidden (the
    // page's inline script); drop it now, so the class can go without it ever showing.
    const root = document.documentElement;
    if (root.classList.contains(HAS_SESSION_CLASS)) {
      container.replaceChildren();
      root.classList.remove(HAS_SESSION_CLASS);
    }
    createRoot(container).render(<AppRoot store={store} router={router} />);
  }
}
