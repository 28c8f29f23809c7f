import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { writeLastingDraft } from './lastingDrafts';
import { readTabDraft, saveTabDraft, type TabDraftScope, withoutSecrets } from './tabDraftCache';

/** The tab a page is rendered for; provided by the tab strip's page area around each page. */
export const TabDraftScopeContext = createContext<TabDraftScope | null>(null);

/**
 * What this page (or form) left under `name` before its tab's page was unmounted, read once
 * when it mounts: undefined on a first visit, outside a tab, or after a refresh. Use it for
 * initial state, so a page rebuilt from its draft renders (and queries) once, as it was left.
 */
export const useRestoredTabDraft = <T>(name: string): T | undefined => {
  const scope = useContext(TabDraftScopeContext);
  const [draft] = useState(() =>
    scope ? (readTabDraft(scope, name) as T | undefined) : undefined,
  );
  return draft;
};

/**
 * Registers a piece of unsaved input with the page's tab. `capture` is asked for it when the
 * page unmounts (its tab is closed, or its page is unmounted over the kept-pages limit), so the
 * draft is the input as last seen; a hidden kept page stays mounted with its input in the DOM.
 * `capture` returns undefined when there is nothing worth keeping (the previous draft then stays). `restore`, if given, is called once after the first
 * mount with the draft left under the same name (for input that cannot be initial state, such
 * as an antd form's values, whose initial values 重置 must not bring back).
 * Outside a tab (a dialog of the shell, a test without the page area) nothing is kept.
 */
export const useKeepTabDraft = <T>(
  name: string,
  capture: () => T | undefined,
  restore?: (draft: T) => void,
): void => {
  const scope = useContext(TabDraftScopeContext);
  const handlers = useRef({ capture, restore });
  const restored = useRef(false);
  // The latest handlers, for the effect below (refs are not written during render).
  useLayoutEffect(() => {
    handlers.current = { capture, restore };
  });
  useEffect(() => {
    if (!scope) return;
    if (!restored.current) {
      // Once per mount: should this effect run again (a changed scope), the page's own state
      // is newer than the draft.
      restored.current = true;
      const draft = readTabDraft(scope, name) as T | undefined;
      if (draft !== undefined) handlers.current.restore?.(draft);
    }
    return () => {
      const value = handlers.current.capture();
      if (value !== undefined) saveTabDraft(scope, name, value);
    };
  }, [scope, name]);
};

/**
 * A writer of a lasting draft of this page's tab under `name` (lastingDrafts.ts): called with
 * plain JSON data as it changes, it keeps that through a reload; called with undefined, it drops
 * it (saved, or given up). Outside a tab it does nothing.
 */
export const useLastingTabDraft = (name: string): ((value: unknown) => void) => {
  const scope = useContext(TabDraftScopeContext);
  return useCallback(
    (value: unknown) => {
      if (scope)
        writeLastingDraft(scope, name, value === undefined ? undefined : withoutSecrets(value));
    },
    [scope, name],
  );
};
