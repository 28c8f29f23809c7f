/** The chronic programmes the work list and indicators cover, by their catalogue families. */
export const DISEASES = {
  hypertension: { label: '高血压', card: 'hypertensionCard', visit: 'hypertensionFollowUp' },
  diabetes: { label: '2型糖尿病', card: 'diabetesManager', visit: 'diabetesFollowUP' },
} as const;

export type Disease = keyof typeof DISEASES;

export const isDisease = (value: unknown): value is Disease =>
  value === 'hypertension' || value === 'diabetes';

/** The hospitals of a scope as one JSON parameter (`IN (SELECT value FROM json_each(?))`). */
export const hospitalsParam = (ids: readonly string[]): string => JSON.stringify(ids);
