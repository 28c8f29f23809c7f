export {
  clearTabDrafts,
  hasTabDraft,
  pruneTabDrafts,
  readTabDraft,
  saveTabDraft,
  tabDraftCount,
  type TabDraftScope,
  withoutSecrets,
} from './tabDraftCache';
export {
  TabDraftScopeContext,
  useKeepTabDraft,
  useLastingTabDraft,
  useRestoredTabDraft,
} from './useTabDraft';
