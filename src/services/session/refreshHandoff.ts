import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What a tab's token refresh hands to the other tabs of the browser, written before it releases
 * the refresh lock (tokenRefresh.ts).
 *
 * localStorage alone cannot carry it: each tab's process keeps its own copy of localStorage and
 * learns of another tab's write some time later (whatwg/html#403). A tab that takes the lock
 * right after another tab refreshed may still read the replaced token there, and refreshing a
 * replaced token is a replay: the server ends the whole session. IndexedDB is one store for all
 * tabs, and a write that completed before the lock was released is what the next holder reads.
 */
export interface RefreshHandoff {
  /** The token that was replaced. */
  replaced: string;
  token: string;
  tokenType: string;
  /** Epoch ms when the new token expires. */
  expiredTime: number;
}

const KEY = 'lastRefresh';
/** IndexedDB can stall (a blocked upgrade, a busy disk): the refresh then goes on without it. */
const STORE_TIMEOUT_MS = 2_000;

let store: UseStore | undefined;
const handoffStore = (): UseStore | undefined => {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('gwphis-session', 'refresh');
  return store;
};

const withinTime = <T>(work: Promise<T>, fallback: T): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), STORE_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
};

/**
 * The handoff of another tab's refresh of the token held, if one replaced it with a token this
 * tab does not hold yet. A refresh may return the very bytes it was given (same claims within
 * the same second) with a new expiry: a tab already holding that expiry holds the successor.
 */
export const handoffFor = async (held: {
  token: string;
  expiredTime: number;
}): Promise<RefreshHandoff | null> => {
  const target = handoffStore();
  if (!target) return null;
  const record = await withinTime(get<RefreshHandoff>(KEY, target), undefined);
  if (!record || record.replaced !== held.token) return null;
  const holdsSuccessor = record.token === held.token && record.expiredTime === held.expiredTime;
  return holdsSuccessor ? null : record;
};

/** Records this tab's refresh for the next holder of the lock. */
export const recordHandoff = async (handoff: RefreshHandoff): Promise<void> => {
  const target = handoffStore();
  if (target) await withinTime(set(KEY, handoff, target), undefined);
};

/** A failed refresh, a sign-in or a logout: no token is left here for anybody. */
export const forgetHandoff = async (): Promise<void> => {
  const target = handoffStore();
  if (target) await withinTime(del(KEY, target), undefined);
};
