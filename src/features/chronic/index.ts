/**
 * The chronic-disease feature's public surface: trend charts other pages show (the follow-up
 * dialog, the work list, the resident's health profile).
 */
export { BloodPressureTrend, GlucoseTrend, type TrendProps } from './trends/ResidentTrend';
export { TrendCard, type TrendCardProps } from './trends/TrendCard';

/* The pure parts of the charts, for pages that draw their own and for tests. */
export { trendPoints, type TrendPoint } from './trends/trendData';
export { bloodPressureOption, glucoseOption } from './trends/trendOptions';

/* 录入 for one resident of a work list: the family's create dialog seeded with formInit. */
export { RecordVisitDialog } from './worklist/RecordVisitDialog';
/* 续约 for one resident of a work list: their agreement with its 履约情况 and 续约. */
export { RenewalDialog } from './worklist/RenewalDialog';

/* The follow-up dialogs' rules, by family: the app's form extension table names them. */
export { chronicFormExtensions } from './chronicFormExtensions';

/*
 * The work list, the indicator report and its drill-down, and the clinicians' home overview:
 * lazy pages, which the app's page table opens by menu component name.
 */
export const chronicPages = {
  worklist: () => import('./worklist/FollowUpWorklistPage'),
  indicators: () => import('./indicators/IndicatorReportPage'),
  reportDetails: () => import('./indicators/ReportDetailsPage'),
  clinicalOverview: () => import('./home/ClinicalOverview'),
  serviceSummary: () => import('./reports/ServiceSummaryPage'),
  monthlyWork: () => import('./reports/MonthlyWorkPage'),
  teamSummary: () => import('./reports/TeamSummaryPage'),
  workScore: () => import('./reports/WorkScorePage'),
  conditionQuery: () => import('./conditionQuery/ConditionQueryPage'),
};

/* The pure models of the work list and the report, for tests. */
export {
  denominatorColumn,
  rateText,
  reportDetailsPath,
  toIndicatorTree,
} from './indicators/indicatorTree';
export { lastMeasure, sortOrderOf } from './worklist/worklistModel';
export { referralFill, type ReferralFill } from './followUp/referralFill';
export {
  ruledSnapshot,
  summarizeRuledVisit,
  visitSeed,
} from './mentalTuberculosis/ruledVisitModel';
