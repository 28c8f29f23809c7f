/**
 * The chronic-disease feature's public surface: trend charts other pages show (the follow-up
 * dialog, the work list, the resident's health profile).
 */
export { BloodPressureTrend, type TrendProps } from './trends/BloodPressureTrend';
export { GlucoseTrend } from './trends/GlucoseTrend';

/* The pure parts of the charts, for pages that draw their own and for tests. */
export { trendPoints, type TrendPoint } from './trends/trendData';
export { bloodPressureOption, glucoseOption } from './trends/trendOptions';

/* The follow-up dialogs' rules, registered on the generic record dialog by the app. */
export { registerChronicForms } from './registerChronicForms';
