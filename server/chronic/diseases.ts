/**
 * The chronic programmes the work list and indicators cover, by their catalogue families. Kept to
 * hypertension and type 2 diabetes on purpose, though CHRONIC_FOLLOW_UP_FAMILIES (the form and
 * save rules) also holds stroke, COPD, tumour and high-risk: the work list's due/overdue and
 * quota definitions (service-rules §6: four face-to-face visits a year) and the indicators
 * (service-rules §4) are the national rules of these two programmes only; the others have no
 * national visit quota to be overdue against.
 */
export const DISEASES = {
  hypertension: { label: '高血压', card: 'hypertensionCard', visit: 'hypertensionFollowUp' },
  diabetes: { label: '2型糖尿病', card: 'diabetesManager', visit: 'diabetesFollowUP' },
} as const;

export type Disease = keyof typeof DISEASES;

export const isDisease = (value: unknown): value is Disease =>
  value === 'hypertension' || value === 'diabetes';

/** The hospitals of a scope as one JSON parameter (`IN (SELECT value FROM json_each(?))`). */
export const hospitalsParam = (ids: readonly string[]): string => JSON.stringify(ids);
