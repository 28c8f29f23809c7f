import {
  type ConcreteFamilySpec,
  getFamily,
  isConcreteFamilyId,
  routePath,
} from '@/services/contract';
import {
  listTag,
  type RecordId,
  recordTags,
  resourceApi,
  type ResourceRow,
  type ResourceTag,
} from '@/services/resources';

/**
 * Hand-written additions to the catalogue's endpoints (DESIGN.md: additions are injected, the
 * endpoints built from the catalogue are never edited). The dialog shows a failed save itself, next to the input it
 * keeps, so these calls are `silent`: the general error toast would say the same thing twice.
 */

/** A family with a collection path, by id; the page only holds ids the catalogue has. */
const concreteFamily = (familyId: string): ConcreteFamilySpec => {
  const family = getFamily(familyId);
  if (!family || family.wildcard) throw new Error(`${familyId} is not a concrete family`);
  return family;
};

export interface SaveRecordArgs {
  familyId: string;
  /** The record's id: an update (PUT collection/{id}); without it, a create (POST). */
  id?: RecordId;
  body: ResourceRow;
}

/** The path of an extra route of the residents' family (the picker's search, the ID lookup). */
const personsExtraPath = (extra: string): string => {
  const family = concreteFamily('persons');
  const route = family.extras[extra];
  if (!route) throw new Error(`persons has no ${extra}`);
  return routePath(family, route);
};

const saveRequest = ({ familyId, id, body }: SaveRecordArgs) => {
  const family = concreteFamily(familyId);
  const route = id === undefined ? family.verbs.create : family.verbs.update;
  if (!route) throw new Error(`${familyId} cannot ${id === undefined ? 'create' : 'update'}`);
  const path = routePath(family, route);
  return {
    url: id === undefined ? path : `${path}/${encodeURIComponent(String(id))}`,
    method: route.method,
    body,
    errorDisplay: 'silent' as const,
  };
};

/**
 * The tags of a family's records. The ids come from the catalogue (a lookup's family, a
 * family's page); an unknown one never reaches the server (the query throws), so it has none.
 */
const familyTags = (familyId: string, ids: readonly RecordId[] = []): ResourceTag[] =>
  isConcreteFamilyId(familyId) ? [listTag(familyId), ...recordTags(familyId, ids)] : [];

/** Choices the resident picker offers at once; more means the keyword should be longer. */
const PICKER_PAGE_SIZE = 20;

/** Enough for every hospital, region or user group a user manages, in one page. */
export const LOOKUP_PAGE_SIZE = 500;

const isRow = (value: unknown): value is ResourceRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const resourcePageApi = resourceApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The records a lookup field chooses from (hospitals, regions…). Silent: a user who may not
     * list that family still works with the page, the field then shows the stored codes.
     */
    lookupRecords: build.query<ResourceRow[], string>({
      query: (familyId) => {
        const family = concreteFamily(familyId);
        const route = family.verbs.list;
        if (!route) throw new Error(`${familyId} has no list`);
        return {
          url: routePath(family, route),
          params: { PageNumber: 1, PageSize: LOOKUP_PAGE_SIZE },
          errorDisplay: 'silent' as const,
        };
      },
      transformResponse: (response: unknown): ResourceRow[] => {
        const items = isRow(response) ? response.items : undefined;
        return Array.isArray(items) ? items.filter(isRow) : [];
      },
      providesTags: (_result, _error, familyId) => familyTags(familyId),
    }),
    saveResourceRecord: build.mutation<unknown, SaveRecordArgs>({
      query: saveRequest,
      // Like the catalogue's create/update: the family's lists, and the record itself.
      invalidatesTags: (_result, error, { familyId, id }) =>
        error ? [] : familyTags(familyId, id === undefined ? [] : [id]),
    }),
    /** Residents matching a name, 个人编号 or ID number, for the picker of service forms. */
    pickResidents: build.query<ResourceRow[], string>({
      query: (keyword) => {
        return {
          url: personsExtraPath('select'),
          params: { keyword, PageNumber: 1, PageSize: PICKER_PAGE_SIZE },
          errorDisplay: 'silent' as const,
        };
      },
      transformResponse: (response: unknown): ResourceRow[] => {
        const items = isRow(response) ? response.items : undefined;
        return Array.isArray(items) ? items.filter(isRow) : [];
      },
    }),
    /**
     * The resident already on file with this ID number, or null. A miss is an ordinary answer
     * while typing, never an error to toast.
     */
    findPersonByIdCard: build.query<ResourceRow | null, string>({
      query: (idCardNo) => {
        return {
          url: personsExtraPath('GetPersonByIDCardNo'),
          params: { IDCardNo: idCardNo },
          errorDisplay: 'silent' as const,
        };
      },
      transformResponse: (response: unknown): ResourceRow | null =>
        isRow(response) ? response : null,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useSaveResourceRecordMutation,
  useLazyFindPersonByIdCardQuery,
  useLookupRecordsQuery,
  usePickResidentsQuery,
} = resourcePageApi;
