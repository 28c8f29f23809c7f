import { useCallback } from 'react';

import { isConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints, isResourceRow, type ResourceRow } from '@/services/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';
import { type AppDispatch } from '@/shared/hooks/storeTypes';

/**
 * A new record's starting values for one resident: the family's formInit with `?personNum=`
 * (the resident's header, the last visit's carried values, 身高 from the newest 健康体检表: one
 * read on the server, one rule there). Fetched ahead when the resident is shown (a work-list
 * row, an option of 个人编号), so the form opens filled. A reply is taken as current for this
 * long; saving a record of the family drops it at once (its LIST tag), so only a change made
 * elsewhere in the meantime (the archive's header) can be this old.
 */
export const RESIDENT_DEFAULTS_FRESH_SECONDS = 60;

export const residentDefaultsArgs = (personNum: string) => ({ params: { personNum } });

const formInitOf = (familyId: string) =>
  isConcreteFamilyId(familyId) ? getResourceEndpoints(familyId).queries.formInit : undefined;

/** Starts (or reuses, when current) the read of a resident's defaults; resolves to them. */
export const requestResidentDefaults = (
  dispatch: AppDispatch,
  familyId: string,
  personNum: string,
): Promise<ResourceRow | undefined> => {
  const endpoint = formInitOf(familyId);
  if (!endpoint) return Promise.resolve(undefined);
  const request = dispatch(
    endpoint.initiate(residentDefaultsArgs(personNum), {
      subscribe: false,
      forceRefetch: RESIDENT_DEFAULTS_FRESH_SECONDS,
    }),
  );
  return request.unwrap().then((reply) => (isResourceRow(reply) ? reply : undefined));
};

/**
 * The resident's defaults when a current reply is already held (fetched ahead), read at once:
 * the form is then written once, header and carried values together.
 */
export const heldResidentDefaults = (
  dispatch: AppDispatch,
  familyId: string,
  personNum: string,
): ResourceRow | undefined => {
  const endpoint = formInitOf(familyId);
  if (!endpoint) return undefined;
  const entry = dispatch((_, getState) =>
    endpoint.select(residentDefaultsArgs(personNum))(getState()),
  );
  const age = (Date.now() - (entry.fulfilledTimeStamp ?? 0)) / 1000;
  return entry.isSuccess && age < RESIDENT_DEFAULTS_FRESH_SECONDS && isResourceRow(entry.data)
    ? entry.data
    : undefined;
};

/** Fetches a resident's defaults ahead of the click that needs them (errors are ignored). */
export const usePrefetchResidentDefaults = (familyId: string | undefined) => {
  const dispatch = useAppDispatch();
  return useCallback(
    (personNum: string) => {
      if (familyId && personNum) {
        requestResidentDefaults(dispatch, familyId, personNum).catch(() => undefined);
      }
    },
    [dispatch, familyId],
  );
};
