import { addDays, addMonths, isDateText } from '../calendar/dates';
import { isReferred, unconfirmedReferralIssue } from '../followUp/referralConfirmation';
import { nextVisitDateIssues, ruleCodes, ruleNumber, ruleText } from '../followUp/visitDateChecks';
import { type PlausibilityIssue } from '../measures/plausibility';

/**
 * 严重精神障碍患者随访 (national-forms §7.1, service-rules §2–§3): the 本次随访分类 the findings
 * call for, the next visit it implies, and the referral 危险性 3–5级 calls for. Pure: the form
 * proposes with it, the server computes and validates with it.
 */

/** 本次随访分类 codes (§7): 1不稳定 2基本稳定 3稳定. */
export const MENTAL_CLASS = { unstable: '1', basicallyStable: '2', stable: '3' } as const;
export type MentalClass = (typeof MENTAL_CLASS)[keyof typeof MENTAL_CLASS];

export const MENTAL_CLASS_LABELS: Readonly<Record<MentalClass, string>> = {
  '1': '不稳定',
  '2': '基本稳定',
  '3': '稳定',
};

export const isMentalClass = (value: unknown): value is MentalClass =>
  typeof value === 'string' && value in MENTAL_CLASS_LABELS;

export interface MentalRuleConfig {
  /** 危险性 from this level on: 不稳定, refer at once (3–5级). */
  unstableRiskLevel: number;
  /**
   * [K] 目前症状 codes that count as "明显精神病性症状" (§7.1): the paper cannot grade severity,
   * so the positive psychotic symptoms stand for it: 1幻觉 3猜疑 5行为怪异 7伤人毁物.
   */
  markedSymptoms: readonly string[];
  /** [K] service-rules §3: 稳定 → 3 months; 基本稳定 → reassess after 2 weeks; 不稳定 → ≤2 weeks. */
  stableMonths: number;
  basicallyStableDays: number;
  unstableDays: number;
}

export const DEFAULT_MENTAL_RULES: MentalRuleConfig = {
  unstableRiskLevel: 3,
  markedSymptoms: ['1', '3', '5', '7'],
  stableMonths: 3,
  basicallyStableDays: 14,
  unstableDays: 14,
};

/** 自知力 `1完全 2不全 3缺失`; 社会功能 `1良好 2一般 3较差` (生产劳动 adds 9不适用). */
const INSIGHT_INCOMPLETE = '2';
const INSIGHT_LACKING = '3';
const POORER = '3';
const PRESENT = '2';
export const SOCIAL_FUNCTION_FIELDS = [
  'selfCare',
  'housework',
  'productiveWork',
  'learningAbility',
  'socialInteraction',
] as const;

/** The follow-up's fields the rules read (names as in the catalogue). */
export interface MentalVisitValues {
  visitDate?: unknown;
  riskLevel?: unknown;
  currentSymptoms?: unknown;
  insight?: unknown;
  selfCare?: unknown;
  housework?: unknown;
  productiveWork?: unknown;
  learningAbility?: unknown;
  socialInteraction?: unknown;
  /** 严重药物不良反应或躯体疾病 `1无 2有`. */
  severeCondition?: unknown;
  visitClassification?: unknown;
  classificationReason?: unknown;
  referral?: unknown;
  referralReason?: unknown;
  referralHospital?: unknown;
  /** Why the patient is not referred although the rules call for it (未转诊原因). */
  noReferralReason?: unknown;
  nextVisitDate?: unknown;
}

export interface MentalVisitAssessment {
  proposedClassification?: MentalClass;
  /** Why the proposal is what it is, in the doctor's words (for the prompt). */
  reasons: string[];
  /** 危险性 3–5级 or 不稳定: refer at once and follow up within 2 weeks. */
  referralAdvised: boolean;
  proposedNextVisitDate?: string;
  issues: PlausibilityIssue[];
}

/** A finding of the visit that makes the patient 不稳定 (§7.1), with the field that records it. */
export interface UnstableFinding {
  field: 'riskLevel' | 'currentSymptoms' | 'insight' | 'severeCondition';
  finding: string;
}

/**
 * The findings that make a visit 不稳定 (§7.1): 危险性 3–5级, 明显精神病性症状, 自知力缺失,
 * 严重药物不良反应或躯体疾病. The class and the referral prompts under each field read them.
 */
export const unstableFindings = (
  values: MentalVisitValues,
  rules: MentalRuleConfig = DEFAULT_MENTAL_RULES,
): UnstableFinding[] => {
  const risk = ruleNumber(values.riskLevel);
  const symptoms = ruleCodes(values.currentSymptoms);
  const found: (UnstableFinding | false)[] = [
    risk !== undefined &&
      risk >= rules.unstableRiskLevel && {
        field: 'riskLevel',
        finding: `危险性${risk}级`,
      },
    symptoms.some((code) => rules.markedSymptoms.includes(code)) && {
      field: 'currentSymptoms',
      finding: '明显精神病性症状',
    },
    ruleText(values.insight) === INSIGHT_LACKING && { field: 'insight', finding: '自知力缺失' },
    ruleText(values.severeCondition) === PRESENT && {
      field: 'severeCondition',
      finding: '严重药物不良反应或躯体疾病',
    },
  ];
  return found.filter((item): item is UnstableFinding => item !== false);
};

/**
 * 本次随访分类 from the findings (§7.1), with the reasons; undefined until 危险性 is known (the
 * one finding every class depends on).
 */
export const classifyMentalVisit = (
  values: MentalVisitValues,
  rules: MentalRuleConfig = DEFAULT_MENTAL_RULES,
): { classification?: MentalClass; reasons: string[] } => {
  const risk = ruleNumber(values.riskLevel);
  if (risk === undefined) return { reasons: [] };
  const symptoms = ruleCodes(values.currentSymptoms);
  const insight = ruleText(values.insight);
  const poorFunctions = SOCIAL_FUNCTION_FIELDS.filter((name) => ruleText(values[name]) === POORER);

  const unstable = unstableFindings(values, rules).map(({ finding }) => finding);
  if (unstable.length) return { classification: MENTAL_CLASS.unstable, reasons: unstable };

  const basicallyStable = [
    risk >= 1 ? `危险性${risk}级` : '',
    symptoms.length ? '仍有精神症状' : '',
    insight === INSIGHT_INCOMPLETE ? '自知力不全' : '',
    poorFunctions.length ? '社会功能较差' : '',
  ].filter(Boolean);
  if (basicallyStable.length) {
    return { classification: MENTAL_CLASS.basicallyStable, reasons: basicallyStable };
  }
  return { classification: MENTAL_CLASS.stable, reasons: ['危险性0级，症状消失，社会功能良好'] };
};

/**
 * 下次随访日期 from the class (service-rules §3): 稳定 3 months, 基本稳定 2 weeks (reassess),
 * 不稳定 2 weeks (follow the referral). Never before today.
 */
export const proposeMentalNextVisit = (
  visitDate: string,
  classification: string | undefined,
  today: string | undefined,
  rules: MentalRuleConfig = DEFAULT_MENTAL_RULES,
): string | undefined => {
  if (!isDateText(visitDate) || !isMentalClass(classification)) return undefined;
  const proposed =
    classification === MENTAL_CLASS.stable
      ? addMonths(visitDate, rules.stableMonths)
      : addDays(
          visitDate,
          classification === MENTAL_CLASS.unstable ? rules.unstableDays : rules.basicallyStableDays,
        );
  return today && isDateText(today) && proposed < today ? today : proposed;
};

/** A chosen class milder than the findings call for (稳定 where they say 不稳定). */
export const mentalClassContradicts = (
  chosen: string | undefined,
  proposed: MentalClass | undefined,
): boolean => isMentalClass(chosen) && proposed !== undefined && Number(chosen) > Number(proposed);

/** Everything the rules say about one severe-mental-disorder follow-up. */
export const assessMentalVisit = (
  values: MentalVisitValues,
  today: string,
  rules: MentalRuleConfig = DEFAULT_MENTAL_RULES,
): MentalVisitAssessment => {
  const { classification, reasons } = classifyMentalVisit(values, rules);
  const chosen = ruleText(values.visitClassification);
  const effective = isMentalClass(chosen) ? chosen : classification;
  const risk = ruleNumber(values.riskLevel);
  const referralAdvised =
    (risk !== undefined && risk >= rules.unstableRiskLevel) || effective === MENTAL_CLASS.unstable;
  const visitDate = ruleText(values.visitDate);
  const issues: PlausibilityIssue[] = [];
  if (mentalClassContradicts(chosen, classification) && !ruleText(values.classificationReason)) {
    issues.push({
      field: 'classificationReason',
      severity: 'error',
      message: `所选随访分类与本次评估（${reasons.join('、')}）不符，请填写分类说明`,
    });
  }
  if (ruleText(values.referral) === PRESENT && !ruleText(values.referralHospital)) {
    issues.push({
      field: 'referralHospital',
      severity: 'error',
      message: '已选择转诊，请填写转诊至机构及科室',
    });
  }
  issues.push(
    ...unconfirmedReferralIssue(
      referralAdvised,
      ruleText(values.referral) === PRESENT || isReferred(values),
      values.noReferralReason,
    ),
  );
  issues.push(...nextVisitDateIssues(ruleText(values.nextVisitDate), visitDate, today));
  return {
    proposedClassification: classification,
    reasons,
    referralAdvised,
    proposedNextVisitDate: visitDate
      ? proposeMentalNextVisit(visitDate, effective, today, rules)
      : undefined,
    issues,
  };
};

/** What a new follow-up copies from the same patient's last visit: the treatment plan. */
export const MENTAL_CARRIED_OVER_FIELDS = [
  'medications',
  'medicationGuidance',
  'rehabilitation',
  'rehabilitationOther',
  'medicationCompliance',
] as const;
