import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from '../followUp/ruleConfig';

/** 空腹血糖达标: FBG < 7.0 mmol/L. */
export const isGlucoseControlled = (
  fbg: number,
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): boolean => fbg < rules.glucose.targetFbg;
