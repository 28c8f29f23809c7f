import { FULFILMENT_FAMILIES } from '../../domain/contract';
import { SCHEDULE_PROGRAMMES, type ScheduleProgramme } from '../../domain/schedule';
import { type ServiceDueState } from '../../domain/schedule/dueStates';
import { api } from '../api';
import { isConcreteFamilyId } from '../contract';
import {
  PROGRAMME_PAGES,
  SERVICE_DUE_PATHS,
  type ServiceDueReply,
  type ServiceDueSummaryReply,
} from '../contract/serviceDuePaths';

/**
 * The due services derive from every programme's records (the forms that close a service, the
 * cards and agreements that start or end a schedule, the archive's birth dates, and every family
 * whose records deliver a 签约履约 item: a 个体化健康教育 closes the agreement's 健康教育 row),
 * so the reads carry those families' LIST tags: saving any of them refreshes the list and the
 * home counts.
 */
export const SERVICE_DUE_SOURCES: readonly string[] = [
  ...new Set([
    'persons',
    'hypertensionCard',
    'diabetesManager',
    'mentalcard',
    'pulmonarycard',
    'signRegistes',
    ...SCHEDULE_PROGRAMMES.flatMap((programme) => PROGRAMME_PAGES[programme]),
    ...FULFILMENT_FAMILIES,
  ]),
];

const DERIVED_FROM = SERVICE_DUE_SOURCES.filter(isConcreteFamilyId).map((type) => ({
  type,
  id: 'LIST' as const,
}));

export interface ServiceDueArgs {
  programme?: ScheduleProgramme;
  state: ServiceDueState;
  hospitalId?: string;
  doctor?: string;
  PageNumber: number;
  PageSize: number;
}

const defined = (params: object) =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );

export const serviceDueApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    serviceDueList: build.query<ServiceDueReply, ServiceDueArgs>({
      query: (args) => ({ url: SERVICE_DUE_PATHS.list, params: defined(args) }),
      providesTags: DERIVED_FROM,
    }),
    serviceDueSummary: build.query<ServiceDueSummaryReply, void>({
      query: () => ({ url: SERVICE_DUE_PATHS.summary }),
      providesTags: DERIVED_FROM,
    }),
  }),
});

export const { useServiceDueListQuery, useServiceDueSummaryQuery } = serviceDueApi;
