export {
  clearTabDrafts,
  pruneTabDrafts,
  readTabDraft,
  saveTabDraft,
  tabDraftCount,
  type TabDraftScope,
  withoutSecrets,
} from './tabDraftCache';
export { TabDraftScopeContext, useKeepTabDraft, useRestoredTabDraft } from './useTabDraft';
