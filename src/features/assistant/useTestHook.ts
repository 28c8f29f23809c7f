import { useEffect } from 'react';

import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { type OpenRequest } from './assistantModel';
import { assistantActions } from './assistantSlice';

declare global {
  interface Window {
    /** QA and browser tests: open the drawer in any mode, as the pages that own modes 2 and 3 will. */
    __GW_ASSISTANT__?: { open(request: OpenRequest): void };
  }
}

/** Installs window.__GW_ASSISTANT__ while the drawer is loaded; it only dispatches the open event. */
export const useTestHook = () => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    window.__GW_ASSISTANT__ = { open: (request) => dispatch(assistantActions.opened(request)) };
    return () => {
      delete window.__GW_ASSISTANT__;
    };
  }, [dispatch]);
};
