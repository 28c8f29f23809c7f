import dayjs from 'dayjs';

import { type FollowUpValues } from '@/domain/followUp';

/** The fields the rules read, as plain values: dates as 'YYYY-MM-DD', everything else as typed. */
export const RULE_FIELDS = [
  'personNum',
  'visitDate',
  'sbp',
  'dbp',
  'fastingBloodGlucose',
  'heartRate',
  'catScore',
  'exacerbations',
  'spo2',
  'painScore',
  'weight',
  'targetWeight',
  'height',
  'symptoms',
  'adverseReaction',
  'adverseReactionUncontrolled',
  'complication',
  'visitClassification',
  'classificationReason',
  'nextVisitDate',
  'nextVisitDateReason',
  'valuesConfirmed',
  'referralReason',
  'referralHospital',
  'noReferralReason',
] as const;

export type RuleSnapshot = FollowUpValues & { personNum?: unknown; referralReason?: unknown };

const plain = (value: unknown): unknown =>
  dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value;

/** The rule fields of the form's values, comparable by value (no dayjs objects). */
export const ruleSnapshot = (
  values: Readonly<Record<string, unknown>> | undefined,
): RuleSnapshot => {
  const snapshot: Record<string, unknown> = {};
  for (const name of RULE_FIELDS) {
    const value = plain(values?.[name]);
    if (value !== undefined && value !== null && value !== '') snapshot[name] = value;
  }
  return snapshot;
};

export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
