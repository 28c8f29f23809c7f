/**
 * Drafts that outlast a reload: an open record form's values and which form was open, mirrored
 * to sessionStorage as they change (a reload runs no unmount, so the in-memory drafts of
 * tabDraftCache never see it). sessionStorage is this browser tab's own and goes with it; signing
 * out clears it (clearTabDrafts). Values are plain JSON, never a credential (withoutSecrets).
 *
 * After a reload every tab starts at generation 0 (the tabs slice), so drafts read back are
 * taken as generation 0; a 刷新 of the tab (a newer generation) drops them, as it drops the
 * in-memory ones.
 */

import { type TabDraftScope } from './tabDraftCache';

const STORAGE_KEY = 'gw-lasting-drafts';

interface LastingEntry {
  generation: number;
  values: Record<string, unknown>;
}

type LastingDrafts = Record<string, LastingEntry>;

const storage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

const load = (): LastingDrafts => {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Drafts of the page load before this one: their tabs are generation 0 again.
    const drafts: LastingDrafts = {};
    for (const [fullPath, entry] of Object.entries(parsed as LastingDrafts)) {
      if (entry && typeof entry.values === 'object') {
        drafts[fullPath] = { generation: 0, values: entry.values };
      }
    }
    return drafts;
  } catch {
    return {};
  }
};

let lasting: LastingDrafts = load();

const store = (): void => {
  try {
    if (Object.keys(lasting).length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(lasting));
  } catch {
    // Storage full or refused (private mode): the in-memory drafts still work.
  }
};

/** Writes (or, given undefined, drops) a lasting draft of a tab. */
export const writeLastingDraft = (scope: TabDraftScope, name: string, value: unknown): void => {
  let entry = lasting[scope.fullPath];
  if (!entry || entry.generation !== scope.generation) {
    entry = { generation: scope.generation, values: {} };
  }
  const values = { ...entry.values };
  if (value === undefined) delete values[name];
  else values[name] = value;
  if (Object.keys(values).length === 0) {
    const { [scope.fullPath]: _dropped, ...rest } = lasting;
    lasting = rest;
  } else {
    lasting = { ...lasting, [scope.fullPath]: { generation: scope.generation, values } };
  }
  store();
};

/** The lasting draft of a tab under `name`, for the same generation. */
export const readLastingDraft = (scope: TabDraftScope, name: string): unknown => {
  const entry = lasting[scope.fullPath];
  return entry?.generation === scope.generation ? entry.values[name] : undefined;
};

/**
 * Drops the lasting drafts of tabs refreshed since. A tab not (yet) in the list keeps its
 * drafts: after a reload the tabs come back from storage a moment after the page area mounts.
 */
export const pruneLastingDrafts = (open: readonly TabDraftScope[]): void => {
  const generations = new Map(open.map((tab) => [tab.fullPath, tab.generation]));
  const kept = Object.entries(lasting).filter(([fullPath, entry]) => {
    const generation = generations.get(fullPath);
    return generation === undefined || generation === entry.generation;
  });
  if (kept.length === Object.keys(lasting).length) return;
  lasting = Object.fromEntries(kept);
  store();
};

/** Every lasting draft goes (signing out, tests). */
export const clearLastingDrafts = (): void => {
  lasting = {};
  store();
};

/** Whether a tab holds a lasting draft (what was open in it before a reload). */
export const hasLastingDraft = (fullPath: string): boolean => fullPath in lasting;
