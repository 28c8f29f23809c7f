import { type TrendPoint as ChartPoint } from '@/features/chronic';
import { type TrendPoint as ProfilePoint } from '@/services/contract';

const valueOf = (value: number | undefined): number | null => value ?? null;

/** The profile's blood-pressure readings as the chronic trend chart plots them. */
export const bloodPressurePoints = (points: readonly ProfilePoint[]): ChartPoint[] =>
  points.map((point) => ({
    visitDate: point.date,
    values: { sbp: valueOf(point.sbp), dbp: valueOf(point.dbp) },
  }));

/** The profile's fasting glucose readings as the chronic trend chart plots them. */
export const glucosePoints = (points: readonly ProfilePoint[]): ChartPoint[] =>
  points.map((point) => ({
    visitDate: point.date,
    values: { fastingBloodGlucose: valueOf(point.glucose) },
  }));
