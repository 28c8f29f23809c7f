/**
 * Every threshold of the chronic-disease follow-up rules (国家基本公共卫生服务规范 第三版,
 * service-rules §2–§3, national-forms §4.1/§5) in one object. Values the spec marks [K] are
 * sensible defaults rather than settled national rules, so a deployment can override any of them
 * with `withRuleOverrides` and the client, the server and the indicators all read the same copy.
 */
export interface ChronicRuleConfig {
  bloodPressure: {
    /** Controlled when SBP < targetSbp and DBP < targetDbp (mmHg). */
    targetSbp: number;
    targetDbp: number;
    /** [K] From this age on, the systolic target is relaxed to `elderlyTargetSbp`. */
    elderlyAge: number;
    elderlyTargetSbp: number;
    /** Emergency referral at SBP ≥ dangerSbp or DBP ≥ dangerDbp. */
    dangerSbp: number;
    dangerDbp: number;
  };
  glucose: {
    /** Fasting glucose is controlled below this value (mmol/L). */
    targetFbg: number;
    /** Emergency referral at ≥ dangerHigh or ≤ dangerLow (mmol/L). */
    dangerHigh: number;
    dangerLow: number;
  };
  /** [K] Diabetes danger sign: persistent tachycardia above this rate (beats/min). */
  dangerHeartRate: number;
  /** Follow-up form symptom codes that are danger signs (service-rules §2). */
  dangerSymptoms: { hypertension: readonly string[]; diabetes: readonly string[] };
  nextVisit: {
    /** [K] Routine interval after a 控制满意 visit. */
    controlledMonths: number;
    /** 控制不满意 / 不良反应 / referral: see the patient again within this many days. */
    uncontrolledDays: number;
    referralDays: number;
  };
}

export const DEFAULT_CHRONIC_RULES: ChronicRuleConfig = {
  bloodPressure: {
    targetSbp: 140,
    targetDbp: 90,
    elderlyAge: 65,
    elderlyTargetSbp: 150,
    dangerSbp: 180,
    dangerDbp: 110,
  },
  glucose: { targetFbg: 7.0, dangerHigh: 16.7, dangerLow: 3.9 },
  dangerHeartRate: 100,
  dangerSymptoms: {
    // 高血压 form codes: 3恶心呕吐, 5呼吸困难 (喘憋不能平卧), 6心悸胸闷. 2头痛头晕 is left out on
    // purpose: the rule names only 剧烈 headache, which the form cannot tell from an ordinary one.
    hypertension: ['3', '5', '6'],
    // 糖尿病 form codes: 2多饮, 4多尿 (the ketoacidosis signs the form can record).
    diabetes: ['2', '4'],
  },
  nextVisit: { controlledMonths: 3, uncontrolledDays: 14, referralDays: 14 },
};

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : DeepPartial<T[K]>;
};
export type ChronicRuleOverrides = DeepPartial<ChronicRuleConfig>;

/** The defaults with some thresholds replaced; lists (symptom codes) are replaced whole. */
export const withRuleOverrides = (
  overrides: ChronicRuleOverrides,
  base: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): ChronicRuleConfig => ({
  bloodPressure: { ...base.bloodPressure, ...overrides.bloodPressure },
  glucose: { ...base.glucose, ...overrides.glucose },
  dangerHeartRate: overrides.dangerHeartRate ?? base.dangerHeartRate,
  dangerSymptoms: { ...base.dangerSymptoms, ...overrides.dangerSymptoms },
  nextVisit: { ...base.nextVisit, ...overrides.nextVisit },
});
