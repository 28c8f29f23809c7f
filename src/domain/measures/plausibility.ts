import { type CheckedField, type FieldPairing, pairProblem } from '../fields/fieldChecks';

/**
 * Physiological plausibility of an adult's measurements. `hard` is the field's bounds (the
 * catalogue takes them with measureBounds, so the field checks refuse 300/20 as a slip, not a
 * patient); inside `hard` but outside `usual` a value is extreme but possible and needs the
 * doctor's explicit confirmation. Both sides run the same table.
 */
export interface PlausibleRange {
  label: string;
  unit: string;
  hard: readonly [number, number];
  usual: readonly [number, number];
}

export const PLAUSIBLE_RANGES = {
  sbp: { label: '收缩压', unit: 'mmHg', hard: [60, 300], usual: [80, 240] },
  dbp: { label: '舒张压', unit: 'mmHg', hard: [30, 200], usual: [45, 140] },
  heartRate: { label: '心率', unit: '次/分钟', hard: [30, 200], usual: [45, 140] },
  fastingBloodGlucose: { label: '空腹血糖值', unit: 'mmol/L', hard: [1, 35], usual: [2.8, 25] },
  weight: { label: '体重', unit: 'kg', hard: [20, 300], usual: [35, 150] },
  targetWeight: { label: '目标体重', unit: 'kg', hard: [20, 300], usual: [35, 150] },
  height: { label: '身高', unit: 'cm', hard: [100, 250], usual: [140, 200] },
} as const satisfies Record<string, PlausibleRange>;

export type PlausibleField = keyof typeof PLAUSIBLE_RANGES;

/**
 * An adult measurement's field bounds (min, max, unit) for the catalogue: the hard range above,
 * so a value the form lets through is one the follow-up rules accept, with one wording.
 */
export const measureBounds = (field: PlausibleField) => {
  const range: PlausibleRange = PLAUSIBLE_RANGES[field];
  return { min: range.hard[0], max: range.hard[1], unit: range.unit };
};

/** Smallest gap between systolic and diastolic pressure that still reads as a measurement. */
export const MIN_PULSE_PRESSURE = 10;

/**
 * How every 舒张压 is declared against its 收缩压 (the catalogue's bloodPressurePair): the
 * field checks both sides run compare the two (src/domain/fields/fieldChecks.ts pairProblem).
 */
export const diastolicPairing = (systolicField: string): FieldPairing => ({
  field: systolicField,
  relation: 'lessThan',
  minGap: MIN_PULSE_PRESSURE,
});

const SYSTOLIC: CheckedField = { name: 'sbp', label: '收缩压', kind: 'integer' };
const DIASTOLIC: CheckedField = {
  name: 'dbp',
  label: '舒张压',
  kind: 'integer',
  pairedWith: diastolicPairing('sbp'),
};

/** Whether a reading breaks the declared pair: rules that judge a reading leave such alone. */
export const breaksPressurePair = (sbp: unknown, dbp: unknown): boolean =>
  // Numbers need no date: the context's today is never read.
  pairProblem(DIASTOLIC, SYSTOLIC, dbp, sbp, { today: '' }) !== undefined;

export interface PlausibilityIssue {
  field: string;
  message: string;
  /** 'error' refuses the save; 'confirm' asks the doctor to confirm the value. */
  severity: 'error' | 'confirm';
}

const num = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Whether a value lies outside its field bounds: the field checks refuse it. */
const outsideBounds = (field: PlausibleField, value: number): boolean => {
  const [min, max] = PLAUSIBLE_RANGES[field].hard;
  return value < min || value > max;
};

/** A value inside its bounds but outside the usual range: the doctor confirms it. */
const unusual = (field: PlausibleField, value: number): PlausibilityIssue | undefined => {
  const range: PlausibleRange = PLAUSIBLE_RANGES[field];
  const [low, high] = range.usual;
  if (outsideBounds(field, value) || (value >= low && value <= high)) return undefined;
  return {
    field,
    severity: 'confirm',
    message: `${range.label} ${value} ${range.unit} 超出常见范围（${low}–${high}），请确认`,
  };
};

/**
 * Whether any value lies outside its field bounds (measureBounds): the field checks refuse it
 * with their own message, and the rules that judge a reading leave such a reading alone.
 */
export const isOutsideBounds = (
  values: Partial<Record<PlausibleField, number | null | undefined>>,
): boolean =>
  (Object.keys(PLAUSIBLE_RANGES) as PlausibleField[]).some((field) => {
    const value = values[field];
    return num(value) && outsideBounds(field, value);
  });

/**
 * The values to confirm: inside their bounds but outside the usual range (a value outside the
 * bounds is the field checks' to refuse). Unknown fields and blanks are skipped. Each value is
 * judged alone: 舒张压 against 收缩压 is the pair the fields declare.
 */
export const checkPlausibility = (
  values: Partial<Record<PlausibleField, number | null | undefined>>,
): PlausibilityIssue[] => {
  const issues: PlausibilityIssue[] = [];
  for (const field of Object.keys(PLAUSIBLE_RANGES) as PlausibleField[]) {
    const value = values[field];
    if (!num(value)) continue;
    const issue = unusual(field, value);
    if (issue) issues.push(issue);
  }
  return issues;
};
