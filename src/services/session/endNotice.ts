import { STORAGE_KEYS } from './storageKeys';

/**
 * Why the last session ended (idle, expired, password changed), carried across the page reload
 * that ends a session, so the sign-in page can say it once. sessionStorage: this tab only.
 * A password change ends the session too, but as good news: the kind tells the page how to show it.
 */
const KEY = STORAGE_KEYS.endNotice;

export type EndNoticeKind = 'success' | 'warning';

export interface EndNotice {
  kind: EndNoticeKind;
  text: string;
}

const store = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export const saveEndNotice = (text: string, kind: EndNoticeKind = 'warning'): void => {
  store()?.setItem(KEY, JSON.stringify({ kind, text } satisfies EndNotice));
};

const parse = (raw: string): EndNotice => {
  try {
    const value = JSON.parse(raw) as Partial<EndNotice>;
    if (typeof value.text === 'string') {
      return { kind: value.kind === 'success' ? 'success' : 'warning', text: value.text };
    }
  } catch {
    // A plain string, as builds before the kind existed stored it.
  }
  return { kind: 'warning', text: raw };
};

/** The notice, once: reading it removes it. */
export const takeEndNotice = (): EndNotice | null => {
  const s = store();
  const raw = s?.getItem(KEY) ?? null;
  s?.removeItem(KEY);
  return raw === null ? null : parse(raw);
};
