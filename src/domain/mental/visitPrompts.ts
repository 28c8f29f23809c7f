import { type RulePrompt } from '../followUp/rulePrompts';
import {
  DEFAULT_MENTAL_RULES,
  MENTAL_CLASS,
  type MentalRuleConfig,
  type MentalVisitAssessment,
  type MentalVisitValues,
  unstableFindings,
} from './visit';

/**
 * The prompts of a severe-mental-disorder follow-up (service-rules §2), each under the field
 * that triggers it and in the summary beside 保存: every finding that makes the patient 不稳定
 * calls for referral at once; a 不稳定 class chosen without such a finding, under 本次随访分类.
 */
export const mentalVisitRulePrompts = (
  values: MentalVisitValues,
  assessment: Pick<MentalVisitAssessment, 'referralAdvised'>,
  rules: MentalRuleConfig = DEFAULT_MENTAL_RULES,
): RulePrompt[] => {
  if (!assessment.referralAdvised) return [];
  const prompts = unstableFindings(values, rules).map(({ field, finding }) => ({
    field,
    message: `${finding}，病情不稳定，建议立即转诊`,
    referral: true,
  }));
  if (prompts.length > 0) return prompts;
  return values.visitClassification === MENTAL_CLASS.unstable
    ? [{ field: 'visitClassification', message: '病情不稳定，建议立即转诊', referral: true }]
    : [];
};
