import { call, fork, put, select, takeEvery, takeLatest } from 'typed-redux-saga';

import { selectSessionUser, signedOut } from '@/features/auth';
import {
  allClosed,
  clearStoredTabs,
  fixedHeaderChanged,
  othersClosed,
  readSidebarCookie,
  readStoredSettings,
  readStoredTabs,
  selectSettings,
  selectSidebar,
  selectVisitedTabs,
  settingsReset,
  settingsRestored,
  sidebarLogoChanged,
  sidebarRestored,
  sidebarToggled,
  tabClosed,
  tabOpened,
  tabRefreshed,
  tabsRestored,
  tagsViewChanged,
  themeColorChanged,
  writeSidebarCookie,
  writeStoredSettings,
  writeStoredTabs,
} from '@/features/layout';

import { whileSignedIn } from './sessionLifecycle';

/**
 * The shell's memory between page loads, kept out of the reducers (they stay pure, and a replayed
 * action log never touches storage). At start-up it reads what was stored and puts it back as
 * `*Restored` events; afterwards it writes on the events that change it:
 *   settings → localStorage, per browser; the sidebar → cookie '1'/'0' on the user's own toggle
 *   (a phone closing it for room does not decide for the desktop); the open tabs →
 *   sessionStorage, per browser tab and per account, so a reload brings them back.
 */
const SETTINGS_EVENTS = [
  themeColorChanged.type,
  tagsViewChanged.type,
  fixedHeaderChanged.type,
  sidebarLogoChanged.type,
  settingsReset.type,
];
const TAB_EVENTS = [
  tabOpened.type,
  tabClosed.type,
  othersClosed.type,
  allClosed.type,
  tabRefreshed.type,
  tabsRestored.type,
];

function* persistSettings() {
  const settings = yield* select(selectSettings);
  yield* call(writeStoredSettings, settings);
}

function* persistSidebar() {
  const { opened } = yield* select(selectSidebar);
  yield* call(writeSidebarCookie, opened);
}

function* persistTabs(account: string) {
  const tabs = yield* select(selectVisitedTabs);
  yield* call(writeStoredTabs, account, tabs);
}

/** One session: bring back this account's tabs, then keep them written. */
function* tabsOfSession() {
  const user = yield* select(selectSessionUser);
  if (!user) return;
  const stored = yield* call(readStoredTabs);
  if (stored && stored.account === user.UserAcc)
    yield* put(tabsRestored({ visited: stored.visited }));
  else if (stored) yield* call(clearStoredTabs);
  yield* takeLatest(TAB_EVENTS, persistTabs, user.UserAcc);
}

export function* layoutPersistenceSaga() {
  const settings = yield* call(readStoredSettings);
  if (settings) yield* put(settingsRestored({ settings }));
  const sidebar = yield* call(readSidebarCookie);
  if (sidebar !== null) yield* put(sidebarRestored({ opened: sidebar }));

  yield* takeLatest(SETTINGS_EVENTS, persistSettings);
  yield* takeEvery(sidebarToggled, persistSidebar);
  // Logout closes every tab (spec 4); the stored copy goes with them.
  yield* takeEvery(signedOut, function* forgetTabs() {
    yield* call(clearStoredTabs);
  });
  yield* fork(whileSignedIn, tabsOfSession);
}
