import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from '../followUp/ruleConfig';

/**
 * 血压达标 (service-rules §4): SBP < 140 and DBP < 90; from 65 on, SBP < 150 and DBP < 90.
 * An unknown age uses the general target, the stricter one. The indicators reuse this.
 */
export const isBloodPressureControlled = (
  sbp: number,
  dbp: number,
  age?: number | null,
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): boolean => {
  const bp = rules.bloodPressure;
  const elderly = age != null && age >= bp.elderlyAge;
  return sbp < (elderly ? bp.elderlyTargetSbp : bp.targetSbp) && dbp < bp.targetDbp;
};
