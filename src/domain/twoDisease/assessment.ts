import { addMonths, isDateText } from '../calendar/dates';
import { isGlucoseControlled } from '../diabetes/control';
import { type ChronicFollowUpFamily } from '../followUp/families';
import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from '../followUp/ruleConfig';
import { isBloodPressureControlled } from '../hypertension/control';

/**
 * 两病综合评估 (spec §1 两病管理: residents with both hypertension and type 2 diabetes). Each
 * disease is judged with the follow-up rules' own targets (control.ts: 血压 <140/90, from 65 on
 * <150/90; 空腹血糖 <7.0 mmol/L), and the two results combine into one assessment that sets the
 * next one. The form, the server and the seed all compute it here.
 */

/** 血压控制 / 血糖控制 codes, in the order the form lists them. */
export const CONTROL_CODE = { met: '1', unmet: '2' } as const;
export type ControlCode = (typeof CONTROL_CODE)[keyof typeof CONTROL_CODE];

/** 两病综合评估 codes, in the order the form lists them. */
export const TWO_DISEASE_RESULT = {
  bothMet: '1',
  bloodPressureUnmet: '2',
  glucoseUnmet: '3',
  bothUnmet: '4',
} as const;
export type TwoDiseaseResult = (typeof TWO_DISEASE_RESULT)[keyof typeof TWO_DISEASE_RESULT];

/**
 * [K] Months to the next assessment: a patient with both diseases on target is seen again each
 * quarter (the follow-up rhythm of 规范 第三版); anyone off target within a month, as after a
 * 控制不满意 follow-up.
 */
export const TWO_DISEASE_INTERVAL_MONTHS = { bothMet: 3, otherwise: 1 } as const;

/**
 * The management cards a 两病 patient holds, both active (not 已终止管理): an assessment of a
 * resident who lacks one is refused, naming it.
 */
export const TWO_DISEASE_CARDS = {
  hypertension: { cardFamilyId: 'hypertensionCard', cardTitle: '高血压患者管理卡' },
  diabetes: { cardFamilyId: 'diabetesManager', cardTitle: '糖尿病患者管理卡' },
} as const satisfies Record<string, Pick<ChronicFollowUpFamily, 'cardFamilyId' | 'cardTitle'>>;

/** The refusal for a resident without the cards named (their titles). */
export const missingCardsMessage = (missingTitles: readonly string[]): string =>
  `该居民尚无有效的${missingTitles.join('和')}，请先建立管理卡`;

/** 靶器官损害 code 1 is 无, which excludes every organ. */
export const NO_ORGAN_DAMAGE = '1';

export interface TwoDiseaseInput {
  sbp?: number;
  dbp?: number;
  /** 空腹血糖, mmol/L. */
  fbg?: number;
  /** Age on the assessment date; unknown uses the stricter general blood-pressure target. */
  age?: number;
}

export interface TwoDiseaseAssessment {
  /** Undefined until both pressures are known. */
  bloodPressureControl?: ControlCode;
  /** Undefined until the fasting glucose is known. */
  glucoseControl?: ControlCode;
  /** Undefined until both controls are known. */
  result?: TwoDiseaseResult;
}

const controlCode = (met: boolean): ControlCode => (met ? CONTROL_CODE.met : CONTROL_CODE.unmet);

const combine = (bloodPressureMet: boolean, glucoseMet: boolean): TwoDiseaseResult => {
  if (bloodPressureMet && glucoseMet) return TWO_DISEASE_RESULT.bothMet;
  if (glucoseMet) return TWO_DISEASE_RESULT.bloodPressureUnmet;
  if (bloodPressureMet) return TWO_DISEASE_RESULT.glucoseUnmet;
  return TWO_DISEASE_RESULT.bothUnmet;
};

export const assessTwoDisease = (
  input: TwoDiseaseInput,
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): TwoDiseaseAssessment => {
  const { sbp, dbp, fbg, age } = input;
  const bloodPressureMet =
    sbp === undefined || dbp === undefined
      ? undefined
      : isBloodPressureControlled(sbp, dbp, age, rules);
  const glucoseMet = fbg === undefined ? undefined : isGlucoseControlled(fbg, rules);
  return {
    bloodPressureControl:
      bloodPressureMet === undefined ? undefined : controlCode(bloodPressureMet),
    glucoseControl: glucoseMet === undefined ? undefined : controlCode(glucoseMet),
    result:
      bloodPressureMet === undefined || glucoseMet === undefined
        ? undefined
        : combine(bloodPressureMet, glucoseMet),
  };
};

/** 下次评估日期: three months after an assessment with both on target, otherwise one. */
export const proposeNextAssessmentDate = (
  assessDate: string,
  result: TwoDiseaseResult | undefined,
): string | undefined => {
  if (!isDateText(assessDate) || result === undefined) return undefined;
  const months =
    result === TWO_DISEASE_RESULT.bothMet
      ? TWO_DISEASE_INTERVAL_MONTHS.bothMet
      : TWO_DISEASE_INTERVAL_MONTHS.otherwise;
  return addMonths(assessDate, months);
};

export interface TwoDiseaseIssue {
  field: string;
  message: string;
}

/** What the form cannot hold together: 无 beside an organ, a next date not after this one. */
export const twoDiseaseIssues = (values: {
  checkDate?: unknown;
  nextAssessDate?: unknown;
  targetOrganDamage?: unknown;
}): TwoDiseaseIssue[] => {
  const issues: TwoDiseaseIssue[] = [];
  const organs = Array.isArray(values.targetOrganDamage) ? values.targetOrganDamage : [];
  if (organs.includes(NO_ORGAN_DAMAGE) && organs.length > 1) {
    issues.push({ field: 'targetOrganDamage', message: '选择“无”时不能同时选择受损器官' });
  }
  const { checkDate, nextAssessDate } = values;
  if (isDateText(checkDate) && isDateText(nextAssessDate) && nextAssessDate <= checkDate) {
    issues.push({ field: 'nextAssessDate', message: '下次评估日期须晚于评估日期' });
  }
  return issues;
};
