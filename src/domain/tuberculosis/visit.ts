import { addDays, addMonths, daysBetween, isDateText } from '../calendar/dates';
import { isReferred, unconfirmedReferralIssue } from '../followUp/referralConfirmation';
import { nextVisitDateIssues, ruleNumber, ruleText } from '../followUp/visitDateChecks';
import { type PlausibilityIssue } from '../measures/plausibility';

/**
 * 肺结核患者随访 (national-forms §8–§9, service-rules §1–§4): the treatment phase of a visit,
 * the next visit it implies, the 结案 block's 服药率, and the prompts for missed doses and
 * reactions. Pure: the forms propose with it, the server computes and validates with it.
 */

export interface TuberculosisRuleConfig {
  /** [K] service-rules §1: family-supervised patients every 10 days in the intensive phase. */
  intensiveDays: number;
  /** [K] continuation phase, and doctor-supervised patients: at least monthly. */
  continuationMonths: number;
  /** [K] §2: a reaction or complication is referred, and followed up within 2 weeks. */
  referralDays: number;
  /** [K] intensive phase length when the card gives none (2 months 初治 2HRZE/4HR). */
  defaultIntensiveMonths: number;
  /** [K] §4: 规则服药 = actual doses ≥ 90% of prescribed doses. */
  regularDoseRate: number;
  /** [K] §1: more than 1 week of missed doses is reported upward (7 daily / 3 intermittent). */
  missedDosesDaily: number;
  missedDosesIntermittent: number;
}

export const DEFAULT_TUBERCULOSIS_RULES: TuberculosisRuleConfig = {
  intensiveDays: 10,
  continuationMonths: 1,
  referralDays: 14,
  defaultIntensiveMonths: 2,
  regularDoseRate: 90,
  missedDosesDaily: 7,
  missedDosesIntermittent: 3,
};

/** 治疗阶段 `1强化期 2继续期`; 督导人员 `1医生 2家属 3自服药 4其他`; 用法 `1每日 2间歇`. */
export const TB_PHASE = { intensive: '1', continuation: '2' } as const;
const SUPERVISED_BY_DOCTOR = '1';
const INTERMITTENT = '2';
const PRESENT = '2';

/** 治疗月序 on a day: the month of treatment it falls in (第1月 = the first 30 days). */
export const treatmentMonthOn = (startDate: string, day: string): number | undefined => {
  if (!isDateText(startDate) || !isDateText(day) || day < startDate) return undefined;
  const days = daysBetween(startDate, day);
  return Math.floor(days / 30) + 1;
};

/** The phase of a treatment month, given the intensive phase's length in months. */
export const phaseOfMonth = (
  month: number | undefined,
  intensiveMonths: number | undefined,
  rules: TuberculosisRuleConfig = DEFAULT_TUBERCULOSIS_RULES,
): string | undefined =>
  month === undefined
    ? undefined
    : month <= (intensiveMonths ?? rules.defaultIntensiveMonths)
      ? TB_PHASE.intensive
      : TB_PHASE.continuation;

/** 服药率 = 实际服药 / 应服药 × 100%, two decimals; undefined until both are known. */
export const doseRate = (plannedDoses: unknown, actualDoses: unknown): number | undefined => {
  const planned = ruleNumber(plannedDoses);
  const actual = ruleNumber(actualDoses);
  if (planned === undefined || actual === undefined || planned <= 0 || actual < 0) return undefined;
  return Math.round((actual / planned) * 10_000) / 100;
};

export interface TuberculosisVisitValues {
  visitDate?: unknown;
  treatmentMonth?: unknown;
  treatmentPhase?: unknown;
  supervisor?: unknown;
  usage?: unknown;
  missedDoses?: unknown;
  adverseReaction?: unknown;
  complication?: unknown;
  referralReason?: unknown;
  referralDepartment?: unknown;
  /** Why the patient is not referred although the rules call for it (未转诊原因). */
  noReferralReason?: unknown;
  nextVisitDate?: unknown;
  stopDate?: unknown;
  stopReason?: unknown;
  plannedVisits?: unknown;
  actualVisits?: unknown;
  plannedDoses?: unknown;
  actualDoses?: unknown;
}

export interface TuberculosisVisitAssessment {
  /** The phase the visit is in: as chosen, else from 治疗月序 and the intensive length. */
  phase?: string;
  /** A reaction or complication: refer at once, follow up within 2 weeks. */
  referralAdvised: boolean;
  /** More than a week of missed doses: report to the higher institution. */
  missedDosesReport: boolean;
  /** The case is being closed (结案): no next visit is planned. */
  closing: boolean;
  proposedNextVisitDate?: string;
  doseRate?: number;
  /** 服药率 below the 规则服药 line (90%). */
  irregularDosing: boolean;
  issues: PlausibilityIssue[];
}

/**
 * 下次随访时间: 14 days to follow a referral; monthly for a doctor-supervised patient or in the
 * continuation phase; every 10 days otherwise (family-supervised, intensive). Never before today.
 */
export const proposeTuberculosisNextVisit = (
  input: { visitDate: string; phase?: string; supervisor?: string; referred: boolean },
  today: string | undefined,
  rules: TuberculosisRuleConfig = DEFAULT_TUBERCULOSIS_RULES,
): string | undefined => {
  if (!isDateText(input.visitDate)) return undefined;
  const proposed = input.referred
    ? addDays(input.visitDate, rules.referralDays)
    : input.supervisor === SUPERVISED_BY_DOCTOR || input.phase === TB_PHASE.continuation
      ? addMonths(input.visitDate, rules.continuationMonths)
      : addDays(input.visitDate, rules.intensiveDays);
  return today && isDateText(today) && proposed < today ? today : proposed;
};

/** Everything the rules say about one TB visit (first home visit or follow-up). */
/** A finding that calls for referral (§2), with the field that records it. */
export interface TuberculosisReferralFinding {
  field: 'adverseReaction' | 'complication';
  finding: string;
}

/** §2: 药物不良反应 or 并发症/合并症 recorded 有: refer, and follow up within 2 weeks. */
export const referralFindings = (values: TuberculosisVisitValues): TuberculosisReferralFinding[] =>
  [
    ruleText(values.adverseReaction) === PRESENT && {
      field: 'adverseReaction' as const,
      finding: '药物不良反应',
    },
    ruleText(values.complication) === PRESENT && {
      field: 'complication' as const,
      finding: '并发症或合并症',
    },
  ].filter((item): item is TuberculosisReferralFinding => item !== false);

export const assessTuberculosisVisit = (
  values: TuberculosisVisitValues,
  context: { today: string; intensiveMonths?: number },
  rules: TuberculosisRuleConfig = DEFAULT_TUBERCULOSIS_RULES,
): TuberculosisVisitAssessment => {
  const phase =
    ruleText(values.treatmentPhase) ??
    phaseOfMonth(ruleNumber(values.treatmentMonth), context.intensiveMonths, rules);
  const referralAdvised = referralFindings(values).length > 0;
  const missed = ruleNumber(values.missedDoses) ?? 0;
  const missedLimit =
    ruleText(values.usage) === INTERMITTENT
      ? rules.missedDosesIntermittent
      : rules.missedDosesDaily;
  const closing = Boolean(ruleText(values.stopDate) ?? ruleText(values.stopReason));
  const visitDate = ruleText(values.visitDate);
  const rate = doseRate(values.plannedDoses, values.actualDoses);
  const issues: PlausibilityIssue[] = [];
  const exceeds = (actual: string, planned: string, message: string) => {
    const a = ruleNumber(values[actual as keyof TuberculosisVisitValues]);
    const p = ruleNumber(values[planned as keyof TuberculosisVisitValues]);
    if (a !== undefined && p !== undefined && a > p) {
      issues.push({ field: actual, severity: 'error', message });
    }
  };
  exceeds('actualDoses', 'plannedDoses', '实际服药次数不能多于应服药次数');
  exceeds('actualVisits', 'plannedVisits', '实际访视次数不能多于应访视次数');
  if (closing) {
    if (!ruleText(values.stopDate)) {
      issues.push({ field: 'stopDate', severity: 'error', message: '结案请填写停止治疗时间' });
    }
    if (!ruleText(values.stopReason)) {
      issues.push({ field: 'stopReason', severity: 'error', message: '结案请填写停止治疗原因' });
    }
    if (ruleNumber(values.plannedDoses) === undefined) {
      issues.push({ field: 'plannedDoses', severity: 'error', message: '结案请填写应服药次数' });
    }
    if (ruleNumber(values.actualDoses) === undefined) {
      issues.push({ field: 'actualDoses', severity: 'error', message: '结案请填写实际服药次数' });
    }
  } else if (!ruleText(values.nextVisitDate) && visitDate) {
    // 下次随访时间 is required on every visit but the one that closes the case.
    issues.push({ field: 'nextVisitDate', severity: 'error', message: '请填写下次随访时间' });
  }
  // 转诊: 科别 or 原因 written, else 未转诊原因 when the rules call for referral.
  issues.push(
    ...unconfirmedReferralIssue(
      referralAdvised,
      isReferred({
        referralReason: values.referralReason,
        referralHospital: values.referralDepartment,
      }),
      values.noReferralReason,
    ),
  );
  issues.push(...nextVisitDateIssues(ruleText(values.nextVisitDate), visitDate, context.today));
  return {
    phase,
    referralAdvised,
    missedDosesReport: missed > missedLimit,
    closing,
    proposedNextVisitDate:
      visitDate && !closing
        ? proposeTuberculosisNextVisit(
            {
              visitDate,
              phase,
              supervisor: ruleText(values.supervisor),
              referred: referralAdvised,
            },
            context.today,
            rules,
          )
        : undefined,
    doseRate: rate,
    irregularDosing: rate !== undefined && rate < rules.regularDoseRate,
    issues,
  };
};

/** What a new TB follow-up copies from the patient's last visit (or the card): the regimen. */
export const TUBERCULOSIS_CARRIED_OVER_FIELDS = [
  'chemotherapy',
  'usage',
  'dosageForm',
  'supervisor',
  'smokingPerDay',
  'targetSmokingPerDay',
  'drinkingPerDay',
  'targetDrinkingPerDay',
] as const;
