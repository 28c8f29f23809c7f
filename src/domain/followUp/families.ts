import { DIABETES_PROGRAMME } from '../diabetes/programme';
import { HYPERTENSION_PROGRAMME } from '../hypertension/programme';
import { type ChronicDisease } from './dangerSigns';

/** A catalogue family id (spec 7.3); test/unit/domain checks that each one exists. */
type FamilyId = string;

/** A follow-up family the rules apply to, and the management card a patient needs first. */
export interface ChronicFollowUpFamily {
  disease: ChronicDisease;
  cardFamilyId: FamilyId;
  cardTitle: string;
}

export const CHRONIC_FOLLOW_UP_FAMILIES: Readonly<Record<string, ChronicFollowUpFamily>> = {
  [HYPERTENSION_PROGRAMME.visitFamily]: {
    disease: 'hypertension',
    cardFamilyId: HYPERTENSION_PROGRAMME.cardFamily,
    cardTitle: HYPERTENSION_PROGRAMME.cardTitle,
  },
  [DIABETES_PROGRAMME.visitFamily]: {
    disease: 'diabetes',
    cardFamilyId: DIABETES_PROGRAMME.cardFamily,
    cardTitle: DIABETES_PROGRAMME.cardTitle,
  },
  // Follow-ups without a national form: they share the hypertension form's parts and rules.
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
 * targets) and the lifestyle, which change slowly; 身高 (national-forms §4 填表说明: taken from
 * the last record) and 体重 as a starting value the doctor weighs again, so 体质指数 is computed
 * at once; never the other measurements or the classification.
 */
export const CARRIED_OVER_FIELDS = [
  'height',
  'weight',
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

/**
 * 身高 of a new follow-up when the last visit has none (national-forms §4 填表说明: 身高 is taken
 * from the last 体检 or the archive): the newest 健康体检表's, so 体质指数 is computed as soon as
 * the visit's 体重 is typed. Undefined when neither holds a height or the form has one already.
 */
export const heightFromLastCheck = (
  lastVisit: Readonly<Record<string, unknown>> | undefined,
  latestCheck: Readonly<Record<string, unknown>> | undefined,
  current: Readonly<Record<string, unknown>>,
): Record<string, unknown> =>
  isBlank(current.height) && isBlank(lastVisit?.height) && !isBlank(latestCheck?.height)
    ? { height: latestCheck?.height }
    : {};

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
