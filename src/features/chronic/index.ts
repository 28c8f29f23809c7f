/**
 * The chronic-disease feature's public surface: trend charts other pages show (the follow-up
 * dialog, the work list, the resident's health profile).
 */
import { registerPages } from '@/features/permission';

export { BloodPressureTrend, GlucoseTrend, type TrendProps } from './trends/ResidentTrend';
export { TrendCard, type TrendCardProps } from './trends/TrendCard';

/* The pure parts of the charts, for pages that draw their own and for tests. */
export { trendPoints, type TrendPoint } from './trends/trendData';
export { bloodPressureOption, glucoseOption } from './trends/trendOptions';

/* The follow-up dialogs' rules, registered on the generic record dialog by the app. */
export { registerChronicForms } from './registerChronicForms';

/*
 * The work list, the indicator report and its drill-down, and the clinicians' home overview
 * (issue 12): lazy pages, registered by component name when the first menu page loads.
 */
export const chronicPages = {
  worklist: () => import('./worklist/FollowUpWorklistPage'),
  indicators: () => import('./indicators/IndicatorReportPage'),
  reportDetails: () => import('./indicators/ReportDetailsPage'),
  clinicalOverview: () => import('./home/ClinicalOverview'),
};

/** Menu component names (server/seed/menus.ts) → these pages, in the permission registry. */
export const registerChronicPages = (): void => {
  registerPages({
    followUpWorklist: chronicPages.worklist,
    chronicIndicators: chronicPages.indicators,
  });
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
