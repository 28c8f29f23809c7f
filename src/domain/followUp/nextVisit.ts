import { addDays, addMonths, isDateText } from '../calendar/dates';
import { VISIT_CLASS } from '../codes/visitClass';
import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';

/** The intervals of service-rules §3 a deployment may change (`FOLLOW_UP_RULES.nextVisit`). */
export type NextVisitIntervals = ChronicRuleConfig['nextVisit'];

export interface NextVisitInput {
  visitDate: string;
  classification: string | null | undefined;
  /** The patient was referred at this visit (danger sign or routine referral). */
  referred?: boolean;
  /** Today; the proposal is never before it (a late-recorded visit still plans ahead). */
  today?: string;
}

/**
 * The latest day the next visit may be planned for (service-rules §3): 3 months after a 控制满意
 * visit, 14 days after 控制不满意 or 不良反应, 14 days to follow up a referral or a 并发症.
 * Undefined without a visit date or a classification.
 */
export const ruleNextVisitDate = (
  visitDate: string,
  classification: string | null | undefined,
  referred: boolean | undefined,
  intervals: NextVisitIntervals = DEFAULT_CHRONIC_RULES.nextVisit,
): string | undefined => {
  if (!isDateText(visitDate)) return undefined;
  if (referred || classification === VISIT_CLASS.complication) {
    return addDays(visitDate, intervals.referralDays);
  }
  if (classification === VISIT_CLASS.controlled) {
    return addMonths(visitDate, intervals.controlledMonths);
  }
  if (classification) return addDays(visitDate, intervals.uncontrolledDays);
  return undefined;
};

/**
 * 下次随访日期 the form proposes and the server stores when the field is left empty: the rule's
 * date, never before today (a visit recorded late still plans ahead).
 */
export const proposeNextVisitDate = (
  input: NextVisitInput,
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): string | undefined => {
  const proposed = ruleNextVisitDate(
    input.visitDate,
    input.classification,
    input.referred,
    rules.nextVisit,
  );
  if (proposed === undefined) return undefined;
  return input.today && isDateText(input.today) && proposed < input.today ? input.today : proposed;
};

/** The next visit may not be planned before today (nor before the visit itself). */
export const isNextVisitDateInPast = (nextVisitDate: string, today: string): boolean =>
  nextVisitDate < today;

/**
 * A hand-entered 下次随访日期 later than the rule allows (the proposal) needs a written reason
 * (下次随访日期说明): the work list plans the patient on the stored date, so a later date is a
 * decision someone takes responsibility for, never a slip.
 */
export const isNextVisitDateBeyondRule = (
  nextVisitDate: string | null | undefined,
  proposal: string | undefined,
): boolean => Boolean(nextVisitDate && proposal && nextVisitDate > proposal);

export const NEXT_VISIT_REASON_MESSAGE = (proposal: string): string =>
  `下次随访日期晚于规范要求的 ${proposal}，请填写推迟原因`;
