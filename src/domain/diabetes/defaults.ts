/** 2型糖尿病 thresholds (service-rules §2–§4, national-forms §5). */
export const DEFAULT_GLUCOSE_RULES = {
  /** Fasting glucose is controlled below this value (mmol/L). */
  targetFbg: 7.0,
  /** Emergency referral at ≥ dangerHigh or ≤ dangerLow (mmol/L). */
  dangerHigh: 16.7,
  dangerLow: 3.9,
};

/** [K] Danger sign: persistent tachycardia above this rate (beats/min). */
export const DEFAULT_DANGER_HEART_RATE = 100;

/** 糖尿病 follow-up form symptom codes that are danger signs: 2多饮, 4多尿 (ketoacidosis signs). */
export const DIABETES_DANGER_SYMPTOMS: readonly string[] = ['2', '4'];
