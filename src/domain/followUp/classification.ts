import { ADVERSE_REACTION_PRESENT, VISIT_CLASS, type VisitClass } from '../codes/visitClass';
import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';

/** What the classification reads from a follow-up; blanks are undefined or null. */
export interface VisitFindings {
  sbp?: number | null;
  dbp?: number | null;
  fbg?: number | null;
  age?: number | null;
  /** 药物不良反应 code (`2` = 有). */
  adverseReaction?: string | null;
  /** A new or worsened complication, which only the doctor can judge. */
  complication?: boolean;
  /** 慢阻肺: CAT score (0–40) and acute exacerbations since the last visit. */
  catScore?: number | null;
  exacerbations?: number | null;
  /** 肿瘤: pain on the 0–10 numeric rating scale. */
  painScore?: number | null;
}

/**
 * The most severe class that applies (national-forms §4.1: 并发症 > 不良反应 > 控制不满意 >
 * 控制满意), or undefined while the value the control depends on is still missing.
 */
export const mostSevere = (
  findings: VisitFindings,
  controlled: boolean | undefined,
): VisitClass | undefined => {
  if (findings.complication) return VISIT_CLASS.complication;
  if (findings.adverseReaction === ADVERSE_REACTION_PRESENT) return VISIT_CLASS.adverseReaction;
  if (controlled === undefined) return undefined;
  return controlled ? VISIT_CLASS.controlled : VISIT_CLASS.uncontrolled;
};

export const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Whether a disease's values meet its target: undefined while a value it needs is missing. */
export type ControlTest = (
  findings: VisitFindings,
  rules: ChronicRuleConfig,
) => boolean | undefined;

/** A disease's 此次随访分类 from its control test, under 并发症 and 不良反应 (see mostSevere). */
export const classifierOf =
  (isControlled: ControlTest) =>
  (
    findings: VisitFindings,
    rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
  ): VisitClass | undefined =>
    mostSevere(findings, isControlled(findings, rules));

/**
 * Whether the doctor's choice contradicts what the values say, so it needs a written reason.
 * 并发症 never does: complications are the doctor's judgement, not a value on the form.
 */
export const classificationContradicts = (
  chosen: string | null | undefined,
  proposed: VisitClass | undefined,
): boolean =>
  proposed !== undefined &&
  chosen != null &&
  chosen !== '' &&
  chosen !== proposed &&
  chosen !== VISIT_CLASS.complication;

/**
 * Routine referral (service-rules §2): this visit is the second 控制不满意 in a row.
 */
export const isSecondConsecutiveUncontrolled = (
  current: string | null | undefined,
  previous: string | null | undefined,
): boolean => current === VISIT_CLASS.uncontrolled && previous === VISIT_CLASS.uncontrolled;
