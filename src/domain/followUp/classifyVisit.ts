import { type VisitClass } from '../codes/visitClass';
import { classifyCopdVisit } from '../copd/classification';
import { classifyDiabetesVisit } from '../diabetes/classification';
import { classifyHypertensionVisit } from '../hypertension/classification';
import { classifyTumourVisit } from '../tumour/classification';
import { type VisitFindings } from './classification';
import { type ChronicDisease } from './dangerSigns';
import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';

/**
 * 此次随访分类 the values call for, per disease: blood pressure against the target (65+ relaxed)
 * for hypertension, stroke and the high-risk group (whose follow-up watches blood pressure
 * first); fasting glucose for diabetes; exacerbations and CAT for COPD; pain for tumour. A
 * complication or an adverse reaction outranks them all (national-forms §4.1).
 */
export const classifyVisit = (
  disease: ChronicDisease,
  findings: VisitFindings,
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): VisitClass | undefined => {
  switch (disease) {
    case 'hypertension':
    case 'stroke':
    case 'highRisk':
      return classifyHypertensionVisit(findings, rules);
    case 'diabetes':
      return classifyDiabetesVisit(findings, rules);
    case 'copd':
      return classifyCopdVisit(findings, rules);
    case 'tumour':
      return classifyTumourVisit(findings, rules);
  }
};
