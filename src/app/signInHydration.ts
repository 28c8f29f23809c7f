import { hasHandedOffCaptcha, type LoginLoaderData, readLoginData } from '@/features/auth';
import {
  appSlice,
  readStoredSettings,
  selectComponentSize,
  selectSettings,
  settingsRestored,
  settingsSlice,
} from '@/features/layout';
import { getRuntimeConfig } from '@/services/config/runtimeConfig';

import { type CoreStore } from './configureAppStore';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_SIGN_IN } from './signInPrerenderMarkers';

/** The id of /login in the route table: its data is the sign-in page's when the app takes over. */
export const LOGIN_ROUTE_ID = 'login';

/** Put on <html> by the page's inline script when a session is stored: the card stays hidden. */
export const HAS_SESSION_CLASS = 'gw-has-session';

/**
 * The sign-in page's data when this visit may hydrate the page the build rendered into #root
 * (SignInRoot, no router), else null (main.tsx renders the app afresh). Hydration needs the
 * browser's first render to give the build's markup, so only a visit that looks like the
 * build's render qualifies: /login, no session (that visit goes to the shell), the default theme
 * colour and component size (they change antd's class names) and no ismbShow (it changes the
 * title). The page's own differences (remembered account, end notice, support phone) wait for
 * hydration inside LoginPage.
 */
export const signInHydrationData = (
  container: HTMLElement,
  store: CoreStore,
): LoginLoaderData | null => {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) !== PRERENDERED_SIGN_IN) return null;
  if (window.location.pathname !== '/login') return null;
  if (document.documentElement.classList.contains(HAS_SESSION_CLASS)) return null;
  if (getRuntimeConfig().ismbShow) return null;
  // The build's picture has no address; the page's script gave it one and handed its guid over.
  if (!hasHandedOffCaptcha()) return null;
  const state = store.getState();
  // The stored settings come back when the flows start (layoutPersistenceSaga), after hydration
  // in the browser: the colour they will bring is the one that must be the build's.
  const settings = settingsSlice.reducer(
    selectSettings(state),
    settingsRestored({ settings: readStoredSettings() }),
  );
  if (settings.themeColor !== settingsSlice.getInitialState().themeColor) return null;
  if (selectComponentSize(state) !== appSlice.getInitialState().size) return null;
  // Signed out: the store restores no session before the flows run, and none is stored.
  return readLoginData();
};
