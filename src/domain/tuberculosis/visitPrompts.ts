import { type RulePrompt } from '../followUp/rulePrompts';
import {
  DEFAULT_TUBERCULOSIS_RULES,
  referralFindings,
  type TuberculosisRuleConfig,
  type TuberculosisVisitAssessment,
  type TuberculosisVisitValues,
} from './visit';

/**
 * The prompts of a tuberculosis follow-up (service-rules §1–§4), each under the field that
 * triggers it and in the summary beside 保存: a reaction or complication calls for referral;
 * more than a week of missed doses is reported upward (under 漏服药次数); a case closed below
 * 规则服药 says so under 实际服药次数.
 */
export const tuberculosisVisitRulePrompts = (
  values: TuberculosisVisitValues,
  assessment: Pick<
    TuberculosisVisitAssessment,
    'missedDosesReport' | 'closing' | 'irregularDosing' | 'doseRate'
  >,
  rules: TuberculosisRuleConfig = DEFAULT_TUBERCULOSIS_RULES,
): RulePrompt[] => {
  const prompts: RulePrompt[] = referralFindings(values).map(({ field, finding }) => ({
    field,
    message: `出现${finding}，建议立即转诊`,
    referral: true,
  }));
  if (assessment.missedDosesReport) {
    prompts.push({ field: 'missedDoses', message: '漏服药超过1周，请报告上级专业机构' });
  }
  if (assessment.closing && assessment.irregularDosing && assessment.doseRate !== undefined) {
    prompts.push({
      field: 'actualDoses',
      message: `全程服药率 ${assessment.doseRate}%，低于规则服药标准（${rules.regularDoseRate}%）`,
    });
  }
  return prompts;
};
