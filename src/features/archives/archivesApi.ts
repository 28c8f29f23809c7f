import { getFamily, type PersonProfile, routePath } from '@/services/contract';
import { recordTags, type ResourceRow, resourceApi } from '@/services/resources';

/**
 * The archive pages' calls. They are hand-written next to the catalogue's endpoints (DESIGN.md:
 * those are never edited per family) because their replies have a shape of their own: the profile
 * is assembled by the server (persons/homepage), and the archive view (persons/details) is
 * what the server writes to the access trail, so it is asked again on every opening.
 */

const persons = () => {
  const family = getFamily('persons');
  if (!family || family.wildcard) throw new Error('persons is not a concrete family');
  return family;
};

const extraPath = (name: string, id?: string): string => {
  const family = persons();
  const route = family.extras[name];
  if (!route) throw new Error(`persons has no ${name}`);
  const path = routePath(family, route);
  return id === undefined ? path : `${path}/${encodeURIComponent(id)}`;
};

const isRow = (value: unknown): value is ResourceRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export interface DuplicateArchive {
  personNum: string;
  name: string;
  sex: string;
  birthDate: string;
  IDCardNo: string;
  hospitalName: string;
  inScope: boolean;
  status: string;
  /** Why it is suspected: the same ID number, or the same name and birth date. */
  matchedBy: 'IDCardNo' | 'nameBirthDate';
}

export interface MergeArgs {
  keep: string;
  merge: string[];
}

export const archivesApi = resourceApi.injectEndpoints({
  endpoints: (build) => ({
    archiveProfile: build.query<PersonProfile, string>({
      query: (personNum) => ({ url: extraPath('homepage', personNum) }),
      providesTags: (_result, _error, personNum) => [{ type: 'persons', id: personNum }],
    }),
    archiveDetails: build.query<ResourceRow, string>({
      query: (personNum) => ({ url: extraPath('details', personNum) }),
      transformResponse: (response: unknown) => (isRow(response) ? response : {}),
      providesTags: (_result, _error, personNum) => [{ type: 'persons', id: personNum }],
    }),
    /**
     * The suspected duplicates of an archive in the user's hospitals: the same ID number, or
     * the same name and birth date under another number (persons/duplicate?personNum=).
     */
    archiveDuplicates: build.query<DuplicateArchive[], string>({
      query: (personNum) => ({
        url: extraPath('duplicate'),
        params: { personNum },
        errorDisplay: 'silent' as const,
      }),
      transformResponse: (response: unknown): DuplicateArchive[] => {
        const items = isRow(response) && Array.isArray(response.items) ? response.items : [];
        return items.filter(isRow).map((row) => ({
          personNum: textOf(row.personNum),
          name: textOf(row.name),
          sex: textOf(row.sex),
          birthDate: textOf(row.birthDate),
          IDCardNo: textOf(row.IDCardNo),
          hospitalName: textOf(row.hospitalName),
          inScope: row.inScope === true,
          status: textOf(row.status),
          matchedBy: row.matchedBy === 'IDCardNo' ? 'IDCardNo' : 'nameBirthDate',
        }));
      },
      providesTags: (_result, _error, personNum) => [
        { type: 'persons', id: 'LIST' },
        { type: 'persons', id: personNum },
      ],
    }),
    /** Saves the personal information form; silent, since the form shows the failure itself. */
    savePersonalInfo: build.mutation<unknown, { personNum: string; body: ResourceRow }>({
      query: ({ personNum, body }) => ({
        url: `${routePath(persons(), persons().verbs.update!)}/${encodeURIComponent(personNum)}`,
        method: 'PUT',
        body,
        errorDisplay: 'silent' as const,
      }),
      invalidatesTags: (_result, error, { personNum }) =>
        error
          ? []
          : [
              { type: 'persons', id: personNum },
              { type: 'persons', id: 'LIST' },
            ],
    }),
    mergeArchives: build.mutation<unknown, MergeArgs>({
      query: ({ keep, merge }) => ({
        url: extraPath('fileMerge'),
        method: 'POST',
        body: { personNum: keep, mergePersonNums: merge },
      }),
      invalidatesTags: (_result, error, { keep, merge }) =>
        error ? [] : [{ type: 'persons', id: 'LIST' }, ...recordTags('persons', [keep, ...merge])],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useArchiveProfileQuery,
  useArchiveDetailsQuery,
  useArchiveDuplicatesQuery,
  useSavePersonalInfoMutation,
  useMergeArchivesMutation,
} = archivesApi;
