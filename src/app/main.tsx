import 'dayjs/locale/zh-cn';

import { setupListeners } from '@reduxjs/toolkit/query';
import dayjs from 'dayjs';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

import { type LoginPageProps } from '@/features/auth';

import { configureAppStore } from './configureAppStore';
import { createMiddlewareSlot } from './middlewareSlot';
import { HAS_SESSION_CLASS, signInHydrationData } from './signInHydration';
import { SignInRoot } from './SignInRoot';
import { installTestHooks } from './testHooks';
import { createActionRecorder } from './trace/actionRecorder';

dayjs.locale('zh-cn');

const recorder = createActionRecorder();
// The flows' middleware is added once their chunk has loaded (startFlows.ts): the sign-in page
// hydrates first, without redux-saga and the flows in its code.
const flowSlot = createMiddlewareSlot();
const store = configureAppStore(undefined, { recorder, flowMiddleware: flowSlot.middleware });
setupListeners(store.dispatch);

let flowsStarted: Promise<void> | undefined;
/** Loads and starts the flows, once; resolves when they run. */
const startFlows = (): Promise<void> =>
  (flowsStarted ??= import('./startFlows').then((flows) => {
    flows.startFlows(store, flowSlot.fill, recorder);
  }));

declare global {
  interface Window {
    /** QA: the sanitised action log of this page, for replay. */
    __GW_ACTION_LOG__?: () => unknown;
  }
}
window.__GW_ACTION_LOG__ = () => recorder.entries();
installTestHooks(store);

/** The app's tree and router (showApp.tsx): not in the hydrated sign-in page's code. */
const loadApp = () => import('./showApp');

/** After the hydrated page's first commit, when the browser is idle: the flows. */
const startFlowsWhenIdle = () => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void startFlows());
  else setTimeout(() => void startFlows(), 0);
};

const container = document.getElementById('root');
if (container) {
  const loginData = signInHydrationData(container, store);
  if (loginData) {
    let root: Root | undefined;
    const page: LoginPageProps = {
      data: loginData,
      redirect: new URLSearchParams(window.location.search).get('redirect'),
      // A sign-in waits for the flows: they start the session that the sign-in begins.
      beforeSignIn: startFlows,
      // Typing a password is the moment to fetch the app's code and the shell's.
      warmUp: () => void loadApp().then((app) => app.warmUpShell()),
      onSignedIn: async (path) => {
        const app = await loadApp();
        if (root) {
          await app.showAppAfterSignIn(root, store, { path, loginData, beforeSignIn: startFlows });
        }
      },
    };
    // The build rendered this very page into #root: React adopts its markup (the inputs the
    // user may already be typing into included) instead of replacing it. As a transition, so
    // the work is sliced into short tasks and the user's keys and clicks go first (a click on
    // a field hydrates that part at once).
    startTransition(() => {
      root = hydrateRoot(
        container,
        <SignInRoot store={store} page={page} onMounted={startFlowsWhenIdle} />,
      );
    });
  } else {
    // Another page, or a visit the build's markup does not fit. The flows run first (a stored
    // session is restored by one, and the router's first loader reads it), then React renders
    // from scratch and its first commit replaces the markup. With a stored session that markup
    // is hidden (the page's inline script); drop it now, so the class can go without it ever
    // showing.
    void Promise.all([loadApp(), startFlows()]).then(([app]) => {
      const root = document.documentElement;
      if (root.classList.contains(HAS_SESSION_CLASS)) {
        container.replaceChildren();
        root.classList.remove(HAS_SESSION_CLASS);
      }
      app.renderApp(createRoot(container), store, { beforeSignIn: startFlows });
    });
  }
}
