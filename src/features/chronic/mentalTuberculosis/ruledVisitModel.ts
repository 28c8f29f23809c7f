import dayjs from 'dayjs';

import { type RulePrompt, type RuledVisitFamily } from '@/domain/followUp';
import { type PlausibilityIssue } from '@/domain/measures';
import {
  assessMentalVisit,
  MENTAL_CARRIED_OVER_FIELDS,
  MENTAL_CLASS_LABELS,
  type MentalClass,
  mentalVisitRulePrompts,
} from '@/domain/mental';
import {
  assessTuberculosisVisit,
  tuberculosisVisitRulePrompts,
  treatmentMonthOn,
  TUBERCULOSIS_CARRIED_OVER_FIELDS,
} from '@/domain/tuberculosis';

import { numberOf, textOf } from '../followUp/followUpValues';

/**
 * What the severe-mental-disorder and TB visit forms show and fill, from the shared rules: one
 * shape for both, so the dialog hook and the prompts need not know which form they serve.
 */
export interface RuledVisitSummary {
  /** 本次随访分类 the findings call for (mental only), with its label and reasons. */
  proposedClassification?: MentalClass;
  classificationLabel?: string;
  reasons: string[];
  referralAdvised: boolean;
  /** What the referral prompt says, and what 填写转诊信息 writes as the reason. */
  referralReason?: string;
  proposedNextVisitDate?: string;
  /** 治疗阶段 (TB follow-up). */
  proposedPhase?: string;
  doseRate?: number;
  irregularDosing: boolean;
  missedDosesReport: boolean;
  closing: boolean;
  issues: PlausibilityIssue[];
  /** What the rules point out, each under its field and in the summary beside 保存. */
  prompts: RulePrompt[];
}

/** The fields the rules read, as plain values (dates as 'YYYY-MM-DD'). */
export const RULED_FIELDS = [
  'personNum',
  'visitDate',
  'riskLevel',
  'currentSymptoms',
  'insight',
  'selfCare',
  'housework',
  'productiveWork',
  'learningAbility',
  'socialInteraction',
  'severeCondition',
  'visitClassification',
  'classificationReason',
  'referral',
  'referralReason',
  'referralHospital',
  'referralDepartment',
  'noReferralReason',
  'nextVisitDate',
  'treatmentMonth',
  'treatmentPhase',
  'supervisor',
  'usage',
  'missedDoses',
  'adverseReaction',
  'complication',
  'stopDate',
  'stopReason',
  'plannedVisits',
  'actualVisits',
  'plannedDoses',
  'actualDoses',
] as const;

export const ruledSnapshot = (
  values: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> => {
  const snapshot: Record<string, unknown> = {};
  for (const name of RULED_FIELDS) {
    const raw = values?.[name];
    const value = dayjs.isDayjs(raw) ? raw.format('YYYY-MM-DD') : raw;
    if (value !== undefined && value !== null && value !== '') snapshot[name] = value;
  }
  return snapshot;
};

export interface RuledVisitContext {
  today: string;
  /** The TB card's 强化期疗程 (months), when it gives one. */
  intensiveMonths?: number;
}

export const summarizeRuledVisit = (
  family: RuledVisitFamily,
  values: Readonly<Record<string, unknown>>,
  context: RuledVisitContext,
): RuledVisitSummary => {
  if (family.kind === 'mental') {
    const result = assessMentalVisit(values, context.today);
    const risk = numberOf(values.riskLevel);
    return {
      proposedClassification: result.proposedClassification,
      classificationLabel: result.proposedClassification
        ? MENTAL_CLASS_LABELS[result.proposedClassification]
        : undefined,
      reasons: result.reasons,
      referralAdvised: result.referralAdvised,
      referralReason:
        risk !== undefined && risk >= 3
          ? `危险性评估${risk}级，病情不稳定`
          : result.referralAdvised
            ? `病情不稳定（${result.reasons.join('、')}）`
            : undefined,
      proposedNextVisitDate: result.proposedNextVisitDate,
      irregularDosing: false,
      missedDosesReport: false,
      closing: false,
      issues: result.issues,
      prompts: mentalVisitRulePrompts(values, result),
    };
  }
  // A first home visit is at the start of treatment: month 1, intensive phase.
  const tbValues = family.firstVisit ? { ...values, treatmentMonth: 1 } : values;
  const result = assessTuberculosisVisit(tbValues, context);
  const reasons = [
    values.adverseReaction === '2' ? '药物不良反应' : '',
    values.complication === '2' ? '并发症或合并症' : '',
  ].filter(Boolean);
  return {
    reasons,
    referralAdvised: result.referralAdvised,
    referralReason: reasons.length ? reasons.join('、') : undefined,
    proposedNextVisitDate: result.proposedNextVisitDate,
    proposedPhase: family.firstVisit ? undefined : result.phase,
    doseRate: result.doseRate,
    irregularDosing: result.irregularDosing,
    missedDosesReport: result.missedDosesReport,
    closing: result.closing,
    issues: result.issues,
    prompts: tuberculosisVisitRulePrompts(tbValues, result),
  };
};

/**
 * What a new visit starts from: the plan of the patient's last visit of this form (medications
 * and rehabilitation; the TB regimen, supervision, smoking and drinking), else for TB the card's
 * regimen, and for a TB follow-up the 治疗月序 of the visit date counted from the card's start.
 */
export const visitSeed = (
  family: RuledVisitFamily,
  input: {
    lastVisit: Readonly<Record<string, unknown>> | undefined;
    card: Readonly<Record<string, unknown>> | undefined;
    visitDate: string | undefined;
  },
): Record<string, unknown> => {
  const fields: readonly string[] =
    family.kind === 'mental' ? MENTAL_CARRIED_OVER_FIELDS : TUBERCULOSIS_CARRIED_OVER_FIELDS;
  const seed: Record<string, unknown> = {};
  const source = input.lastVisit ?? (family.kind === 'tuberculosis' ? input.card : undefined);
  for (const name of fields) {
    const value = source?.[name];
    if (value !== undefined && value !== null && value !== '') seed[name] = value;
  }
  if (family.kind === 'tuberculosis') {
    for (const name of ['patientType', 'sputumResult', 'drugResistance'] as const) {
      if (family.firstVisit && input.card?.[name] !== undefined) seed[name] = input.card[name];
    }
    const start = textOf(input.card?.treatmentStartDate);
    if (!family.firstVisit && start && input.visitDate) {
      const month = treatmentMonthOn(start, input.visitDate);
      if (month !== undefined) seed.treatmentMonth = month;
    }
  }
  return seed;
};
