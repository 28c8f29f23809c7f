import { STORAGE_KEYS } from './storageKeys';

/**
 * Why the last session ended (idle, expired, password changed), carried across the page reload
 * that ends a session, so the sign-in page can say it once. sessionStorage: this tab only.
 */
const KEY = STORAGE_KEYS.endNotice;

const store = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export const saveEndNotice = (message: string): void => {
  store()?.setItem(KEY, message);
};

/** The notice, once: reading it removes it. */
export const takeEndNotice = (): string | null => {
  const s = store();
  const message = s?.getItem(KEY) ?? null;
  s?.removeItem(KEY);
  return message;
};
