import { isDateText } from '../calendar/dates';
import {
  ADVERSE_REACTION_PRESENT,
  isComplicationChange,
  type VisitClass,
} from '../codes/visitClass';
import {
  breaksPressurePair,
  checkPlausibility,
  isOutsideBounds,
  type PlausibilityIssue,
} from '../measures/plausibility';
import { classificationContradicts, isSecondConsecutiveUncontrolled } from './classification';
import { classifyVisit } from './classifyVisit';
import {
  type ChronicDisease,
  complicationReferralReason,
  consecutiveUncontrolledReason,
  type DangerSign,
  dangerSigns,
  UNCONTROLLED_REACTION_REASON,
} from './dangerSigns';
import {
  isNextVisitDateBeyondRule,
  NEXT_VISIT_REASON_MESSAGE,
  proposeNextVisitDate,
} from './nextVisit';
import { isReferred, unconfirmedReferralIssue } from './referralConfirmation';
import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';

/** The follow-up record's fields the rules read (names as in the catalogue). */
export interface FollowUpValues {
  visitDate?: unknown;
  sbp?: unknown;
  dbp?: unknown;
  fastingBloodGlucose?: unknown;
  heartRate?: unknown;
  /** 慢阻肺: CAT 评分, 急性加重次数 since the last visit, 指脉氧饱和度. */
  catScore?: unknown;
  exacerbations?: unknown;
  spo2?: unknown;
  /** 肿瘤: 疼痛评分 (NRS 0–10). */
  painScore?: unknown;
  weight?: unknown;
  targetWeight?: unknown;
  height?: unknown;
  symptoms?: unknown;
  adverseReaction?: unknown;
  /** 不良反应难以控制 (true): implies a reaction and calls for a referral. */
  adverseReactionUncontrolled?: unknown;
  /** 并发症 `1无 2出现新的并发症 3原有并发症加重`. */
  complication?: unknown;
  visitClassification?: unknown;
  classificationReason?: unknown;
  nextVisitDate?: unknown;
  /** Why 下次随访日期 is later than the rule allows (推迟随访说明). */
  nextVisitDateReason?: unknown;
  valuesConfirmed?: unknown;
  /** The 转诊 block, and 未转诊原因 when the rules call for referral and none is made. */
  referralReason?: unknown;
  referralHospital?: unknown;
  noReferralReason?: unknown;
}

export interface FollowUpContext {
  /** The resident's age on the visit date, when known (65+ target). */
  age?: number;
  /** 此次随访分类 of this patient's previous visit of the same disease. */
  previousClassification?: string;
  today: string;
  symptomLabels?: Readonly<Record<string, string>>;
}

export interface FollowUpAssessment {
  proposedClassification?: VisitClass;
  dangerSigns: DangerSign[];
  /** Second 控制不满意 in a row: routine referral. */
  secondUncontrolled: boolean;
  /**
   * The routine referral reasons that apply, in [B]'s words and order (service-rules §2):
   * 连续两次控制不满意, 药物不良反应难以控制, 出现新的并发症 / 原有并发症加重.
   */
  routineReferralReasons: string[];
  referralAdvised: boolean;
  proposedNextVisitDate?: string;
  /** Refusals ('error') and values to confirm ('confirm'), each named by field. */
  issues: PlausibilityIssue[];
}

/** Numbers typed as text ('186') count; blanks and junk are unknown. */
const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
};

const toText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const toCodes = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return value.split(/[,，]/);
  return [];
};

/**
 * Everything the rules say about one chronic-disease follow-up (hypertension, diabetes, stroke,
 * COPD, tumour, high-risk): the class the values
 * call for, danger signs, whether to refer, the next visit date, and what must be fixed or
 * confirmed before saving. The client form and the server's save hook both call this.
 */
export const assessFollowUp = (
  disease: ChronicDisease,
  values: FollowUpValues,
  context: FollowUpContext,
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): FollowUpAssessment => {
  const sbp = toNumber(values.sbp);
  const dbp = toNumber(values.dbp);
  const fbg = toNumber(values.fastingBloodGlucose);
  const reactionUncontrolled = values.adverseReactionUncontrolled === true;
  const complicationCode = toText(values.complication);
  const complication = isComplicationChange(complicationCode);
  const findings = {
    sbp,
    dbp,
    fbg,
    age: context.age,
    adverseReaction: reactionUncontrolled
      ? ADVERSE_REACTION_PRESENT
      : toText(values.adverseReaction),
    complication,
    catScore: toNumber(values.catScore),
    exacerbations: toNumber(values.exacerbations),
    painScore: toNumber(values.painScore),
  };
  const proposedClassification = classifyVisit(disease, findings, rules);
  const signs = dangerSigns(
    disease,
    {
      sbp,
      dbp,
      fbg,
      heartRate: toNumber(values.heartRate),
      spo2: toNumber(values.spo2),
      painScore: findings.painScore,
      symptoms: toCodes(values.symptoms),
    },
    context.symptomLabels,
    rules,
  );
  const chosen = toText(values.visitClassification);
  const effective = chosen ?? proposedClassification;
  const secondUncontrolled = isSecondConsecutiveUncontrolled(
    effective,
    context.previousClassification,
  );
  const routineReferralReasons = [
    ...(secondUncontrolled ? [consecutiveUncontrolledReason(disease)] : []),
    ...(reactionUncontrolled ? [UNCONTROLLED_REACTION_REASON] : []),
    ...(complication && complicationCode ? [complicationReferralReason(complicationCode)] : []),
  ];
  const referralAdvised = signs.length > 0 || routineReferralReasons.length > 0;
  const visitDate = toText(values.visitDate);
  const proposedNextVisitDate =
    visitDate && isDateText(visitDate)
      ? proposeNextVisitDate(
          { visitDate, classification: effective, referred: referralAdvised, today: context.today },
          rules,
        )
      : undefined;

  const measured = {
    sbp,
    dbp,
    fastingBloodGlucose: fbg,
    heartRate: toNumber(values.heartRate),
    weight: toNumber(values.weight),
    targetWeight: toNumber(values.targetWeight),
    height: toNumber(values.height),
  };
  const issues = checkPlausibility(measured);
  // A class is judged against values only once the values themselves are acceptable: each in
  // its bounds, and 舒张压 below 收缩压 as the fields declare (the form and the server refuse it).
  const valuesRefused = isOutsideBounds(measured) || breaksPressurePair(sbp, dbp);
  if (
    !valuesRefused &&
    classificationContradicts(chosen, proposedClassification) &&
    !toText(values.classificationReason)
  ) {
    issues.push({
      field: 'classificationReason',
      severity: 'error',
      message: '所选随访分类与本次测量值不符，请填写分类说明',
    });
  }
  // Like the class, the referral is asked about once the values themselves are acceptable.
  if (!valuesRefused) {
    issues.push(
      ...unconfirmedReferralIssue(referralAdvised, isReferred(values), values.noReferralReason),
    );
  }
  const next = toText(values.nextVisitDate);
  if (next && isDateText(next)) {
    if (next < context.today) {
      issues.push({
        field: 'nextVisitDate',
        severity: 'error',
        message: '下次随访日期不能早于今天',
      });
    } else if (visitDate && next <= visitDate) {
      issues.push({
        field: 'nextVisitDate',
        severity: 'error',
        message: '下次随访日期应晚于随访日期',
      });
    } else if (
      proposedNextVisitDate &&
      isNextVisitDateBeyondRule(next, proposedNextVisitDate) &&
      !toText(values.nextVisitDateReason)
    ) {
      issues.push({
        field: 'nextVisitDateReason',
        severity: 'error',
        message: NEXT_VISIT_REASON_MESSAGE(proposedNextVisitDate),
      });
    }
  }
  return {
    proposedClassification,
    dangerSigns: signs,
    secondUncontrolled,
    routineReferralReasons,
    referralAdvised,
    proposedNextVisitDate,
    issues,
  };
};

/** The issues that stop a save: errors always, values to confirm until the doctor confirms. */
export const blockingIssues = (
  assessment: FollowUpAssessment,
  valuesConfirmed: boolean,
): PlausibilityIssue[] =>
  assessment.issues.filter((issue) => issue.severity === 'error' || !valuesConfirmed);
