import { useEffect } from 'react';

import { requestResidentDefaults } from '@/features/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

/**
 * The work list's shown patients' new-visit defaults (formInit for each, residentDefaults),
 * fetched one after another once the rows are shown, top row first: 录入随访 then opens a
 * filled form. One page of rows at a time, so the cost follows the page, not the county; a new
 * page (or leaving the list) stops the rest.
 */
export const usePrefetchVisitDefaults = (familyId: string, personNums: readonly string[]) => {
  const dispatch = useAppDispatch();
  const key = personNums.join(',');
  useEffect(() => {
    let stopped = false;
    const queue = key ? key.split(',') : [];
    const next = (): void => {
      const personNum = queue.shift();
      if (stopped || !personNum) return;
      requestResidentDefaults(dispatch, familyId, personNum).then(next, next);
    };
    next();
    return () => {
      stopped = true;
    };
  }, [dispatch, familyId, key]);
};
