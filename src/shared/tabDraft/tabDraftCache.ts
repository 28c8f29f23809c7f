/**
 * What a tab's page asked to keep when its DOM goes: the user's unsaved input (form values, the
 * list's page and filters, which record dialog was open) and the page's scroll position, as
 * plain data in a module-level map keyed by the tab's full path. The tab strip unmounts the
 * least recently shown pages over its limit (the tabs' memory budget, DESIGN.md); when such a tab
 * is shown again its page mounts afresh and reads back what it left here, so nothing typed is lost.
 *
 * In memory; only what a page marks as lasting (an open record form, lastingDrafts.ts) is also
 * kept in sessionStorage through a reload. Never a password, token or secret: keys that look
 * like one are dropped on the way in.
 */

import {
  clearLastingDrafts,
  hasLastingDraft,
  pruneLastingDrafts,
  readLastingDraft,
} from './lastingDrafts';

/** Which tab a draft belongs to: its full path (path + search) and its refresh generation. */
export interface TabDraftScope {
  fullPath: string;
  generation: number;
}

interface TabDrafts {
  generation: number;
  values: Map<string, unknown>;
}

const drafts = new Map<string, TabDrafts>();

/** Field names that hold credentials: never kept, whatever form they come from. */
const SECRET_KEY = /pass(word)?|pwd|token|secret|captcha|验证码|密码/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A copy of plain objects and arrays without credential-like keys; other values (strings,
 * numbers, dayjs dates, which are immutable) are kept as they are. Copying also means later
 * edits of the form's own objects do not change the saved draft.
 */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) copy[key] = withoutSecrets(item);
  }
  return copy;
};

export const saveTabDraft = (scope: TabDraftScope, name: string, value: unknown): void => {
  let entry = drafts.get(scope.fullPath);
  if (!entry || entry.generation !== scope.generation) {
    // A refreshed tab starts clean: drafts of the older generation go.
    entry = { generation: scope.generation, values: new Map() };
    drafts.set(scope.fullPath, entry);
  }
  entry.values.set(name, withoutSecrets(value));
};

/**
 * The draft a page left under `name`, only for the same generation of the same tab: the one
 * kept in memory, else a lasting one (what was open before a reload).
 */
export const readTabDraft = (scope: TabDraftScope, name: string): unknown => {
  const entry = drafts.get(scope.fullPath);
  const kept = entry?.generation === scope.generation ? entry.values.get(name) : undefined;
  return kept ?? readLastingDraft(scope, name);
};

/** Whether a tab's page left anything to bring back (in memory, or from before a reload). */
export const hasTabDraft = (fullPath: string): boolean =>
  drafts.has(fullPath) || hasLastingDraft(fullPath);

/** Drops the drafts of tabs no longer open, or refreshed since (the tab strip calls it). */
export const pruneTabDrafts = (open: readonly TabDraftScope[]): void => {
  const generations = new Map(open.map((tab) => [tab.fullPath, tab.generation]));
  for (const [fullPath, entry] of drafts) {
    if (generations.get(fullPath) !== entry.generation) drafts.delete(fullPath);
  }
  pruneLastingDrafts(open);
};

/** Every draft goes (signing out, tests). */
export const clearTabDrafts = (): void => {
  drafts.clear();
  clearLastingDrafts();
};

/** How many tabs hold drafts (tests and the bench's memory check). */
export const tabDraftCount = (): number => drafts.size;
