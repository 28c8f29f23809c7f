import { WORKLOAD_FAMILIES } from '../../domain/indicators';
import { api } from '../api';
import { isConcreteFamilyId } from '../contract';
import {
  type DoctorReportReply,
  type FigureReportReply,
  type PeriodParams,
  type RateTrendReply,
  REPORT_PATHS,
  type TeamDetailsReply,
  type TeamSummaryReply,
  WORK_SCORE_ENTRIES_PATH,
  WORK_SCORE_PATH,
  type WorkloadDetailsReply,
  type WorkScoreEntryReply,
  type WorkScoreEntryRequest,
  type WorkScoreReply,
} from '../contract/reportPaths';

/**
 * The live reports (公卫服务汇总表, 月度工作量统计, 签约团队统计) and their drill-downs. They derive from
 * the workload families' records and the indicator families', so a save of any of them refetches
 * the open report (the next request shows it).
 */
const DERIVED_FROM = [
  ...new Set([
    ...WORKLOAD_FAMILIES,
    'hypertensionCard',
    'diabetesManager',
    'signRegistes',
    'persons',
  ]),
]
  .filter(isConcreteFamilyId)
  .map((type) => ({ type, id: 'LIST' }));

export type ReportArgs = PeriodParams & { hospitalId?: string };

/** One page of the residents behind one count of one 家庭医生团队 (签约团队统计). */
export interface TeamDetailsArgs extends PeriodParams {
  teamId: string;
  column: string;
  PageNumber: number;
  PageSize: number;
}

/** A rate's trend on the page that shows it (each page's path needs that page). */
export interface RateTrendArgs {
  page: 'serviceSummary' | 'indicators';
  year: number;
  figure: string;
}

const TREND_PATHS: Readonly<Record<RateTrendArgs['page'], string>> = {
  serviceSummary: REPORT_PATHS.serviceSummaryTrend,
  indicators: REPORT_PATHS.indicatorsTrend,
};

export interface WorkloadDetailsArgs extends PeriodParams {
  hospId: string;
  figure: string;
  scope?: 'own';
  /** A doctor row's records: '' is the archives that name no 责任医生 (sent as such). */
  doctor?: string;
  PageNumber: number;
  PageSize: number;
}

/** The query string of a period: only the parts the chosen kind reads. */
export const periodQuery = (args: object): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(args).filter(
      (entry): entry is [string, string | number] =>
        entry[1] !== undefined && entry[1] !== '' && entry[1] !== null,
    ),
  );

/** The assessor's entries of 考核汇总: a save refetches the open score page. */
const WORK_SCORE_ENTRIES = 'WorkScoreEntries';

export const reportApi = api
  .enhanceEndpoints({ addTagTypes: [WORK_SCORE_ENTRIES] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      serviceSummaryReport: build.query<FigureReportReply, ReportArgs>({
        query: (args) => ({ url: REPORT_PATHS.serviceSummary, params: periodQuery(args) }),
        providesTags: DERIVED_FROM,
      }),
      monthlyWorkReport: build.query<FigureReportReply, ReportArgs>({
        query: (args) => ({ url: REPORT_PATHS.monthlyWork, params: periodQuery(args) }),
        providesTags: DERIVED_FROM,
      }),
      serviceSummaryByDoctor: build.query<DoctorReportReply, ReportArgs>({
        query: (args) => ({ url: REPORT_PATHS.serviceSummaryByDoctor, params: periodQuery(args) }),
        providesTags: DERIVED_FROM,
      }),
      indicatorsByDoctor: build.query<DoctorReportReply, ReportArgs>({
        query: (args) => ({ url: REPORT_PATHS.indicatorsByDoctor, params: periodQuery(args) }),
        providesTags: DERIVED_FROM,
      }),
      monthlyWorkByDoctor: build.query<DoctorReportReply, ReportArgs>({
        query: (args) => ({ url: REPORT_PATHS.monthlyWorkByDoctor, params: periodQuery(args) }),
        providesTags: DERIVED_FROM,
      }),
      rateTrend: build.query<RateTrendReply, RateTrendArgs>({
        query: ({ page, year, figure }) => ({ url: TREND_PATHS[page], params: { year, figure } }),
        providesTags: DERIVED_FROM,
      }),
      workScoreComputed: build.query<WorkScoreReply, ReportArgs>({
        query: (args) => ({ url: WORK_SCORE_PATH, params: periodQuery(args) }),
        providesTags: [...DERIVED_FROM, WORK_SCORE_ENTRIES],
      }),
      addWorkScoreEntry: build.mutation<WorkScoreEntryReply, WorkScoreEntryRequest>({
        query: (body) => ({ url: WORK_SCORE_ENTRIES_PATH, method: 'POST', body }),
        invalidatesTags: [WORK_SCORE_ENTRIES],
      }),
      teamSummaryReport: build.query<TeamSummaryReply, ReportArgs>({
        query: (args) => ({ url: REPORT_PATHS.teamSummary, params: periodQuery(args) }),
        providesTags: DERIVED_FROM,
      }),
      teamSummaryDetails: build.query<TeamDetailsReply, TeamDetailsArgs>({
        query: (args) => ({ url: REPORT_PATHS.teamSummaryDetails, params: periodQuery(args) }),
        providesTags: DERIVED_FROM,
      }),
      workloadDetails: build.query<WorkloadDetailsReply, WorkloadDetailsArgs>({
        query: ({ doctor, ...args }) => ({
          url: REPORT_PATHS.workloadDetails,
          params: { ...periodQuery(args), ...(doctor === undefined ? {} : { doctor }) },
        }),
        providesTags: DERIVED_FROM,
      }),
    }),
  });

export const {
  useServiceSummaryReportQuery,
  useMonthlyWorkReportQuery,
  useWorkloadDetailsQuery,
  useTeamSummaryReportQuery,
  useTeamSummaryDetailsQuery,
  useRateTrendQuery,
  useServiceSummaryByDoctorQuery,
  useMonthlyWorkByDoctorQuery,
  useIndicatorsByDoctorQuery,
  useWorkScoreComputedQuery,
  useAddWorkScoreEntryMutation,
} = reportApi;
