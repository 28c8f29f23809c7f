/**
 * 高血压 thresholds (service-rules §2–§4, national-forms §4): the control target, the relaxed
 * target from 65 on [K], and the danger values that call for an emergency referral.
 */
export const DEFAULT_BLOOD_PRESSURE_RULES = {
  /** Controlled when SBP < targetSbp and DBP < targetDbp (mmHg). */
  targetSbp: 140,
  targetDbp: 90,
  /** [K] From this age on, the systolic target is relaxed to `elderlyTargetSbp`. */
  elderlyAge: 65,
  elderlyTargetSbp: 150,
  /** Emergency referral at SBP ≥ dangerSbp or DBP ≥ dangerDbp. */
  dangerSbp: 180,
  dangerDbp: 110,
};

/**
 * 高血压 follow-up form symptom codes that are danger signs: 3恶心呕吐, 5呼吸困难 (喘憋不能平卧),
 * 6心悸胸闷. 2头痛头晕 is left out on purpose: the rule names only 剧烈 headache, which the form
 * cannot tell from an ordinary one.
 */
export const HYPERTENSION_DANGER_SYMPTOMS: readonly string[] = ['3', '5', '6'];
