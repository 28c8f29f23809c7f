import { FULFILMENT_FAMILIES } from '../../domain/contract';
import { api } from '../api';
import { type FamilyId, isConcreteFamilyId } from '../contract';
import {
  type ChronicDisease,
  CHRONIC_PATHS,
  type ContractIndicatorsReply,
  type IndicatorDetailsReply,
  type IndicatorsReply,
  type WorklistReply,
  type WorklistSummaryReply,
  type WorklistViewName,
} from '../contract/chronicPaths';

/**
 * Work-list and indicator reads. They derive from the chronic families' records, so they carry
 * those families' LIST tags: saving a follow-up (or a card) refreshes the lists and counts.
 */
const DERIVED_FROM_FAMILIES: readonly FamilyId[] = [
  'hypertensionFollowUp',
  'diabetesFollowUP',
  'hypertensionCard',
  'diabetesManager',
];
const DERIVED_FROM = DERIVED_FROM_FAMILIES.map((type) => ({ type, id: 'LIST' }));

/**
 * The signing indicators derive from the agreements, the archive, the cards that place a
 * resident in a crowd and every family an item counts records of.
 */
const CONTRACT_DERIVED_FROM = [
  ...new Set([
    'signRegistes',
    'persons',
    'mentalcard',
    'pulmonarycard',
    'prenatalFirstChecks',
    ...DERIVED_FROM_FAMILIES,
    ...FULFILMENT_FAMILIES,
  ]),
]
  .filter(isConcreteFamilyId)
  .map((type) => ({ type, id: 'LIST' }));

export interface WorklistArgs {
  disease: ChronicDisease;
  view: WorklistViewName;
  hospitalId?: string;
  doctor?: string;
  SortField?: string;
  SortOrder?: 'asc' | 'desc';
  PageNumber: number;
  PageSize: number;
}

export interface IndicatorArgs {
  year: number;
  hospitalId?: string;
}

export interface IndicatorDetailsArgs {
  hospId: string;
  columnName: string;
  year: number;
  /** `own`: the institution's own records (the township view). */
  scope?: 'own';
  /** A 按医生 row's residents: its 责任医生, '' for the archives naming none (sent as such). */
  doctor?: string;
  PageNumber: number;
  PageSize: number;
}

const defined = (params: object) =>
  Object.fromEntries(
    Object.entries(params).filter(
      // An empty doctor is a choice (the residents whose archive names none), not a blank filter.
      ([key, value]) => value !== undefined && (value !== '' || key === 'doctor'),
    ),
  );

export const chronicApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    followUpWorklist: build.query<WorklistReply, WorklistArgs>({
      query: (args) => ({ url: CHRONIC_PATHS.worklist, params: defined(args) }),
      providesTags: DERIVED_FROM,
    }),
    followUpSummary: build.query<WorklistSummaryReply, void>({
      query: () => ({ url: CHRONIC_PATHS.worklistSummary }),
      providesTags: DERIVED_FROM,
    }),
    chronicIndicators: build.query<IndicatorsReply, IndicatorArgs>({
      query: (args) => ({ url: CHRONIC_PATHS.indicators, params: defined(args) }),
      providesTags: DERIVED_FROM,
    }),
    indicatorDetails: build.query<IndicatorDetailsReply, IndicatorDetailsArgs>({
      query: (args) => ({ url: CHRONIC_PATHS.indicatorDetails, params: defined(args) }),
      providesTags: DERIVED_FROM,
    }),
    contractIndicators: build.query<ContractIndicatorsReply, IndicatorArgs>({
      query: (args) => ({ url: CHRONIC_PATHS.contractIndicators, params: defined(args) }),
      providesTags: CONTRACT_DERIVED_FROM,
    }),
    contractIndicatorDetails: build.query<IndicatorDetailsReply, IndicatorDetailsArgs>({
      query: (args) => ({ url: CHRONIC_PATHS.contractIndicatorDetails, params: defined(args) }),
      providesTags: CONTRACT_DERIVED_FROM,
    }),
  }),
});

export const {
  useFollowUpWorklistQuery,
  useFollowUpSummaryQuery,
  useChronicIndicatorsQuery,
  useIndicatorDetailsQuery,
  useContractIndicatorsQuery,
  useContractIndicatorDetailsQuery,
} = chronicApi;
