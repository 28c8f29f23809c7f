import { type ConcreteFamilyId } from '../catalogue';
import { type ChronicDisease } from './dangerSigns';

/** A follow-up family the rules apply to, and the management card a patient needs first. */
export interface ChronicFollowUpFamily {
  disease: ChronicDisease;
  cardFamilyId: ConcreteFamilyId;
  cardTitle: string;
}

export const CHRONIC_FOLLOW_UP_FAMILIES: Readonly<Record<string, ChronicFollowUpFamily>> = {
  hypertensionFollowUp: {
    disease: 'hypertension',
    cardFamilyId: 'hypertensionCard',
    cardTitle: '高血压患者管理卡',
  },
  diabetesFollowUP: {
    disease: 'diabetes',
    cardFamilyId: 'diabetesManager',
    cardTitle: '糖尿病患者管理卡',
  },
  // The follow-ups without a national form share the parts and the rules (issue 12 item 1).
  cerebralapoplexyfollowUps: {
    disease: 'stroke',
    cardFamilyId: 'cerebralapoplexycards',
    cardTitle: '脑卒中患者管理卡',
  },
  copdfollowups: {
    disease: 'copd',
    cardFamilyId: 'copdcards',
    cardTitle: '慢阻肺患者管理卡',
  },
  tumourfollowUps: {
    disease: 'tumour',
    cardFamilyId: 'tumourcards',
    cardTitle: '肿瘤患者管理卡',
  },
  chronicDiseaseHighFollowUp: {
    disease: 'highRisk',
    cardFamilyId: 'chronicDiseaseHighCard',
    cardTitle: '慢病高危人群管理卡',
  },
};

/**
 * What a new follow-up copies from the same patient's last visit: the plan (medications,
 * targets) and the lifestyle, which change slowly; never the measurements or the classification.
 */
export const CARRIED_OVER_FIELDS = [
  'height',
  'targetWeight',
  'targetBmi',
  'smokingPerDay',
  'targetSmokingPerDay',
  'drinkingPerDay',
  'targetDrinkingPerDay',
  'exerciseTimesPerWeek',
  'exerciseMinutesPerTime',
  'targetExerciseTimesPerWeek',
  'targetExerciseMinutesPerTime',
  'saltIntake',
  'targetSaltIntake',
  'stapleFood',
  'targetStapleFood',
  'psychologicalAdjustment',
  'complianceBehavior',
  'medicationCompliance',
  'medications',
  'insulinType',
  'insulinUsage',
  // Stroke, COPD and tumour plans that hold from one visit to the next.
  'rehabilitation',
  'rehabilitationContent',
  'inhalerUse',
  'oxygenTherapy',
  'smokingCessation',
  'treatmentStatus',
  'painTreatment',
] as const;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** The carried-over values of the last visit for the fields still blank in the new one. */
export const carryOverFromLastVisit = (
  lastVisit: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
  fields: readonly string[] = CARRIED_OVER_FIELDS,
): Record<string, unknown> => {
  const patch: Record<string, unknown> = {};
  for (const name of fields) {
    if (isBlank(current[name]) && !isBlank(lastVisit[name])) patch[name] = lastVisit[name];
  }
  return patch;
};
