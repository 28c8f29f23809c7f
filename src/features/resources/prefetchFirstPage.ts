import { type Dispatch, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';

import { isConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints } from '@/services/resources';

import { INITIAL_LIST_STATE, LIST_STALE_SECONDS, toListParams } from './model/listQuery';

/**
 * Asks for the first page of a family's list, unfiltered, as the generic page shows it when it
 * opens afresh: the menu route starts it on the click, while the page's code loads and renders,
 * so the page's first render already has its rows. The answer waits in RTK Query's cache for the
 * page's own query (the same parameters); a list under LIST_STALE_SECONDS old is not asked again.
 * Resolves once the answer is in the cache.
 */
export const prefetchFirstPage = async (
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction> & Dispatch,
  familyId: string,
): Promise<void> => {
  if (!isConcreteFamilyId(familyId)) return;
  const { list } = getResourceEndpoints(familyId);
  if (!list) return;
  // Settles with the answer, a refusal included: the page shows a failed list itself.
  await dispatch(
    list.initiate(toListParams(INITIAL_LIST_STATE), {
      subscribe: false,
      forceRefetch: LIST_STALE_SECONDS,
    }),
  );
};
