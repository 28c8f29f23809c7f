import { STORAGE_KEYS } from '@/services/session/storageKeys';

import { type SettingsState } from './settingsSlice';
import { type TabView } from './tabsSlice';

/**
 * Where the shell's preferences live between visits. Only the persistence saga calls these, so
 * reducers stay pure and a replayed action log never touches storage.
 *   settings → localStorage (per browser), sidebar → cookie '1'/'0' (spec 4),
 *   open tabs → sessionStorage (per browser tab: a reload restores them, a new window does not).
 */

const local = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;
const session = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

const parse = (raw: string | null | undefined): unknown => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

export const readStoredSettings = (): unknown => parse(local()?.getItem(STORAGE_KEYS.settings));

export const writeStoredSettings = (settings: SettingsState): void => {
  local()?.setItem(STORAGE_KEYS.settings, JSON.stringify(settings));
};

/** The open tabs with the account they belong to: another user never gets them back. */
export interface StoredTabs {
  account: string;
  visited: unknown[];
}

export const readStoredTabs = (): StoredTabs | null => {
  const value = parse(session()?.getItem(STORAGE_KEYS.tabs));
  if (typeof value !== 'object' || value === null) return null;
  const { account, visited } = value as Partial<StoredTabs>;
  return typeof account === 'string' && Array.isArray(visited) ? { account, visited } : null;
};

export const writeStoredTabs = (account: string, tabs: readonly TabView[]): void => {
  // The generation is a refresh counter of this page load, and unsaved edits do not survive a
  // reload: neither means anything after one.
  const visited = tabs.map(({ generation: _generation, dirty: _dirty, ...tab }) => tab);
  session()?.setItem(STORAGE_KEYS.tabs, JSON.stringify({ account, visited } satisfies StoredTabs));
};

export const clearStoredTabs = (): void => {
  session()?.removeItem(STORAGE_KEYS.tabs);
};

/** The sidebar cookie: true open, false closed, null when never set (then the default, open). */
export const readSidebarCookie = (): boolean | null => {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${STORAGE_KEYS.sidebarStatus}=`));
  const value = entry?.slice(STORAGE_KEYS.sidebarStatus.length + 1);
  if (value === '1') return true;
  if (value === '0') return false;
  return null;
};

export const writeSidebarCookie = (opened: boolean): void => {
  if (typeof document === 'undefined') return;
  const oneYear = 365 * 24 * 3600;
  document.cookie = `${STORAGE_KEYS.sidebarStatus}=${opened ? '1' : '0'}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
};
