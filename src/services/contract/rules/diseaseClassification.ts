import {
  classifyDiabetesVisit,
  classifierOf,
  classifyHypertensionVisit,
  known,
  type VisitFindings,
} from './classification';
import { type ChronicDisease } from './dangerSigns';
import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';
import { type VisitClass } from './visitClass';

/**
 * 慢阻肺 (platform rule; the third edition has no COPD form): 控制不满意 after any acute
 * exacerbation since the last visit, or with a CAT score at or above the target (10, where GOLD
 * separates "more symptoms"); 控制满意 only when both are known and fine. Either bad value is
 * enough to judge; otherwise the class waits for both.
 */
export const classifyCopdVisit = classifierOf(({ catScore, exacerbations }, rules) => {
  const exacerbated = known(exacerbations) && exacerbations > 0;
  const symptomatic = known(catScore) && catScore >= rules.copd.targetCat;
  if (exacerbated || symptomatic) return false;
  return known(catScore) && known(exacerbations) ? true : undefined;
});

/**
 * 肿瘤 (platform rule): the follow-up's aim in primary care is symptom control, so the class
 * follows pain on the 0–10 scale: 控制满意 at or below the target (3, mild pain), else 控制不满意.
 */
export const classifyTumourVisit = classifierOf(({ painScore }, rules) =>
  known(painScore) ? painScore <= rules.tumour.targetPain : undefined,
);

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
