import { type DuplicateRuleCode, type QualityRuleCode } from '@/domain/archives';
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

/**
 * The quality lists depend on the archive and on the records the rules read (cards, checks,
 * follow-ups): any of their lists' saves asks again.
 */
const QUALITY_FAMILIES = [
  'persons',
  'healthCheckTables',
  'hypertensionCard',
  'diabetesManager',
  'hypertensionFollowUp',
  'diabetesFollowUP',
  'mentalcard',
  'pulmonarycard',
  'tumourcards',
  'copdcards',
  'cerebralapoplexycards',
] as const;
const QUALITY_TAGS = QUALITY_FAMILIES.map((type) => ({ type, id: 'LIST' as const }));

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
  /** Why (kept in the audit trail with who merged). */
  reason?: string;
}

/** One archive of a suspected pair as the 重复档案 list shows it (persons/duplicatePairs). */
export type PairArchive = ResourceRow & { personNum: string };

export interface DuplicatePair {
  pairKey: string;
  rules: DuplicateRuleCode[];
  archives: [PairArchive, PairArchive];
}

export interface DuplicatePairsArgs {
  rule?: DuplicateRuleCode;
  PageNumber: number;
  PageSize: number;
}

export interface DuplicatePairsPage {
  items: DuplicatePair[];
  total: number;
}

/** One family's records of an archive (count and latest date). */
export interface ArchiveServiceCount {
  family: string;
  title: string;
  count: number;
  latestDate: string | null;
}

/** persons/duplicateCompare: both archives whole, their records per family, what differs. */
export interface DuplicateComparison {
  archives: [ResourceRow, ResourceRow];
  services: [ArchiveServiceCount[], ArchiveServiceCount[]];
  differences: string[];
  rules: DuplicateRuleCode[];
  dismissal: { reason: string; dismissedBy: string; dismissedAt: string } | null;
}

export interface DismissArgs {
  personNum: string;
  otherPersonNum: string;
  reason: string;
}

/** 已合并 or 已撤销 (persons/mergeHistory's state). */
export type MergeState = 'merged' | 'undone';

/** One merged archive as the 合并记录 list shows it (persons/mergeHistory). */
export interface MergeEntry {
  mergeId: number;
  kept: string;
  merged: string;
  movedCount: number;
  reason: string;
  mergedBy: string;
  mergedAt: string;
  undoneBy: string | null;
  undoneAt: string | null;
  undoReason: string | null;
  /** The archive kept, then the archive merged away. */
  archives: [PairArchive, PairArchive];
}

export interface MergeHistoryArgs {
  state?: MergeState;
  PageNumber: number;
  PageSize: number;
}

export interface MergeHistoryPage {
  items: MergeEntry[];
  total: number;
}

export interface UndoMergeArgs {
  mergeId: number;
  reason: string;
  /** Both archives, whose views ask again. */
  personNums: [string, string];
}

/** The pairs' export path, for the export saga. */
export const duplicateExportPath = () => extraPath('duplicateexcel');

/** One failed quality rule of an archive (kernel QualityFailure) as the list carries it. */
export interface ArchiveQualityFailure {
  code: QualityRuleCode;
  fields: string[];
  detail?: string;
}

export type NonStandardArchive = ResourceRow & { qualityFailures: ArchiveQualityFailure[] };

export interface NonStandardArgs {
  rule?: QualityRuleCode;
  hospitalId?: string;
  name?: string;
  /** 责任医生 as written on the cover. */
  responsibleDoctor?: string;
  PageNumber: number;
  PageSize: number;
}

export interface NonStandardPage {
  items: NonStandardArchive[];
  total: number;
}

export interface QualityFigure {
  numerator: number;
  denominator: number | null;
  rate: number | null;
}

/** One institution's row of persons/nostandSummary (its subtree's counts and figures). */
export interface QualitySummaryRow {
  hospitalId: string;
  hospitalName: string;
  parentId: string | null;
  depth: number;
  counts: Record<string, number>;
  figures: Record<string, QualityFigure>;
}

/** The list's query: empty filters left out, so the server sees only what was chosen. */
export const nonStandardParams = <Args extends object>(args: Args): Record<string, string> =>
  Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );

/** The list's export path and title, for the export saga. */
export const nonStandardExportPath = () => extraPath('nostandexcel');

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
    /**
     * 不规范档案 (persons/nostand): the archives failing a quality rule with their failures. A
     * save of the archive or of any record (the family lists' tags) asks again.
     */
    nonStandardArchives: build.query<NonStandardPage, NonStandardArgs>({
      query: (args) => ({ url: extraPath('nostand'), params: nonStandardParams(args) }),
      transformResponse: (response: unknown): NonStandardPage => {
        const items = isRow(response) && Array.isArray(response.items) ? response.items : [];
        return {
          items: items.filter(isRow).map((row) => ({
            ...row,
            qualityFailures: Array.isArray(row.qualityFailures)
              ? (row.qualityFailures as ArchiveQualityFailure[])
              : [],
          })),
          total: isRow(response) && typeof response.total === 'number' ? response.total : 0,
        };
      },
      providesTags: QUALITY_TAGS,
    }),
    /** Counts and figures per institution of the scope (persons/nostandSummary). */
    archiveQualitySummary: build.query<QualitySummaryRow[], string | undefined>({
      query: (hospitalId) => ({
        url: extraPath('nostandSummary'),
        params: hospitalId ? { hospitalId } : {},
      }),
      transformResponse: (response: unknown): QualitySummaryRow[] =>
        isRow(response) && Array.isArray(response.rows)
          ? (response.rows as QualitySummaryRow[])
          : [],
      providesTags: QUALITY_TAGS,
    }),
    mergeArchives: build.mutation<unknown, MergeArgs>({
      query: ({ keep, merge, reason }) => ({
        url: extraPath('fileMerge'),
        method: 'POST',
        body: { personNum: keep, mergePersonNums: merge, ...(reason ? { reason } : {}) },
      }),
      invalidatesTags: (_result, error, { keep, merge }) =>
        error ? [] : [{ type: 'persons', id: 'LIST' }, ...recordTags('persons', [keep, ...merge])],
    }),
    /** 重复档案 (persons/duplicatePairs): the suspected pairs of the scope; a merge asks again. */
    duplicatePairs: build.query<DuplicatePairsPage, DuplicatePairsArgs>({
      query: (args) => ({ url: extraPath('duplicatePairs'), params: nonStandardParams(args) }),
      transformResponse: (response: unknown): DuplicatePairsPage => ({
        items:
          isRow(response) && Array.isArray(response.items)
            ? (response.items as DuplicatePair[])
            : [],
        total: isRow(response) && typeof response.total === 'number' ? response.total : 0,
      }),
      providesTags: [{ type: 'persons', id: 'LIST' }],
    }),
    /** Both archives of a pair side by side (persons/duplicateCompare), asked on every opening. */
    duplicateComparison: build.query<
      DuplicateComparison,
      { personNum: string; otherPersonNum: string }
    >({
      query: (args) => ({ url: extraPath('duplicateCompare'), params: args }),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { personNum, otherPersonNum }) =>
        recordTags('persons', [personNum, otherPersonNum]),
    }),
    /** 合并记录 (persons/mergeHistory): the scope's merges, the latest first; a merge asks again. */
    mergeHistory: build.query<MergeHistoryPage, MergeHistoryArgs>({
      query: (args) => ({ url: extraPath('mergeHistory'), params: nonStandardParams(args) }),
      transformResponse: (response: unknown): MergeHistoryPage => ({
        items:
          isRow(response) && Array.isArray(response.items) ? (response.items as MergeEntry[]) : [],
        total: isRow(response) && typeof response.total === 'number' ? response.total : 0,
      }),
      providesTags: [{ type: 'persons', id: 'LIST' }],
    }),
    /** 撤销合并 (persons/fileMergeUndo): the archive is back with the records the merge moved. */
    undoMerge: build.mutation<unknown, UndoMergeArgs>({
      query: ({ mergeId, reason }) => ({
        url: extraPath('fileMergeUndo'),
        method: 'POST',
        body: { mergeId, reason },
      }),
      invalidatesTags: (_result, error, { personNums }) =>
        error ? [] : [{ type: 'persons', id: 'LIST' }, ...recordTags('persons', personNums)],
    }),
    /** 非重复 (persons/duplicateDismiss): the pair leaves the list for good. */
    dismissDuplicate: build.mutation<unknown, DismissArgs>({
      query: (body) => ({ url: extraPath('duplicateDismiss'), method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'persons', id: 'LIST' }]),
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
  useNonStandardArchivesQuery,
  useArchiveQualitySummaryQuery,
  useDuplicatePairsQuery,
  useDuplicateComparisonQuery,
  useDismissDuplicateMutation,
  useMergeHistoryQuery,
  useUndoMergeMutation,
} = archivesApi;
