/**
 * The chronic-disease feature's public surface: trend charts other pages show (the follow-up
 * dialog, the work list, the resident's health profile).
 */
export { BloodPressureTrend, type TrendProps } from './trends/BloodPressureTrend';
export { GlucoseTrend } from './trends/GlucoseTrend';
