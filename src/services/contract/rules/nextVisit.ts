import { addDays, addMonths, isDateText } from './calendarDays';
import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';
import { VISIT_CLASS } from './visitClass';

export interface NextVisitInput {
  visitDate: string;
  classification: string | null | undefined;
  /** The patient was referred at this visit (danger sign or routine referral). */
  referred?: boolean;
  /** Today; the proposal is never before it (a late-recorded visit still plans ahead). */
  today?: string;
}

/**
 * 下次随访日期 (service-rules §3): 3 months after a 控制满意 visit, 14 days after 控制不满意 or
 * 不良反应, and 14 days to follow up a referral or a 并发症. Undefined without a visit date.
 */
export const proposeNextVisitDate = (
  input: NextVisitInput,
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): string | undefined => {
  if (!isDateText(input.visitDate)) return undefined;
  const { controlledMonths, uncontrolledDays, referralDays } = rules.nextVisit;
  let proposed: string;
  if (input.referred || input.classification === VISIT_CLASS.complication) {
    proposed = addDays(input.visitDate, referralDays);
  } else if (input.classification === VISIT_CLASS.controlled) {
    proposed = addMonths(input.visitDate, controlledMonths);
  } else if (input.classification) {
    proposed = addDays(input.visitDate, uncontrolledDays);
  } else {
    return undefined;
  }
  return input.today && isDateText(input.today) && proposed < input.today ? input.today : proposed;
};

/** The next visit may not be planned before today (nor before the visit itself). */
export const isNextVisitDateInPast = (nextVisitDate: string, today: string): boolean =>
  nextVisitDate < today;
