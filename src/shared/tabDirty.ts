import { createAction } from '@reduxjs/toolkit';

/**
 * A page reports that its tab holds unsaved changes (or no longer does). The tab strip (layout)
 * asks before closing or refreshing such a tab. The action lives here, below the features, so a
 * page of any feature can send it without importing the layout feature: the payload is only the
 * tab's full path (path + search, as the tab strip keys tabs) and the flag, never form values.
 */
export const tabDirtyChanged = createAction<{ fullPath: string; dirty: boolean }>(
  'tabs/dirtyChanged',
);
