import { EXPIRY_WARNING_DAYS } from '../contract/period';
import { DEFAULT_FOLLOW_UP_RULES, type FollowUpRules } from '../followUp/deploymentRules';
import { type DueRuleConfig } from '../followUp/due';
import { DEFAULT_MENTAL_RULES, type MentalRuleConfig } from '../mental/visit';
import { DEFAULT_TUBERCULOSIS_RULES, type TuberculosisRuleConfig } from '../tuberculosis/visit';

/**
 * The [K] items of schedule B (national-forms-2.md §8) in one place, like FOLLOW_UP_RULES: the
 * chronic due rules are the deployment's (graceDays and dueSoonDays judge every programme's
 * states), the others are defaults a deployment may override.
 */
export interface ScheduleRuleConfig {
  /** Hypertension and diabetes (followUp/due.ts); graceDays and dueSoonDays for all. */
  due: DueRuleConfig;
  mental: MentalRuleConfig;
  tuberculosis: TuberculosisRuleConfig;
  /** [K] 肺结核 1st home visit within 72 h of the card: 3 days. */
  tuberculosisFirstVisitDays: number;
  /** 新生儿家庭访视 within 7 days of discharge (or birth). */
  newbornVisitDays: number;
  /** [K] children's checks end when the child turns this old (满7周岁). */
  childEndYears: number;
  /** [K] 产后访视: 3–7 days after discharge; the last day of the window. */
  postpartumVisitFirstDay: number;
  postpartumVisitLastDay: number;
  /** [K] 产后42天: from day 42, overdue after day 56. */
  postpartumCheckDay: number;
  postpartumCheckLastDay: number;
  /** 老年人: from this age (the calendar year of the 65th birthday). */
  elderlyAge: number;
  /** [K] vaccination doses are followed (catch-up: overdue until done) below this age. */
  vaccinationEndYears: number;
  /** 即将到期: the renewal reminder opens this many days before the end date. */
  contractWarningDays: number;
}

export const DEFAULT_SCHEDULE_RULES: ScheduleRuleConfig = {
  due: DEFAULT_FOLLOW_UP_RULES.due,
  mental: DEFAULT_MENTAL_RULES,
  tuberculosis: DEFAULT_TUBERCULOSIS_RULES,
  tuberculosisFirstVisitDays: 3,
  newbornVisitDays: 7,
  childEndYears: 7,
  postpartumVisitFirstDay: 3,
  postpartumVisitLastDay: 7,
  postpartumCheckDay: 42,
  postpartumCheckLastDay: 56,
  elderlyAge: 65,
  vaccinationEndYears: 7,
  contractWarningDays: EXPIRY_WARNING_DAYS,
};

/** The schedule rules of a deployment: its follow-up rules, the other items by default. */
export const scheduleRulesOf = (rules: FollowUpRules): ScheduleRuleConfig => ({
  ...DEFAULT_SCHEDULE_RULES,
  due: rules.due,
});
