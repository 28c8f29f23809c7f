import {
  DEFAULT_DANGER_HEART_RATE,
  DEFAULT_GLUCOSE_RULES,
  DIABETES_DANGER_SYMPTOMS,
} from '../diabetes/defaults';
import {
  DEFAULT_BLOOD_PRESSURE_RULES,
  HYPERTENSION_DANGER_SYMPTOMS,
} from '../hypertension/defaults';

/**
 * Every threshold of the chronic-disease follow-up rules (国家基本公共卫生服务规范 第三版,
 * service-rules §2–§3, national-forms §4.1/§5) in one object. Values the spec marks [K] are
 * sensible defaults rather than settled national rules, so a deployment can override any of them
 * with `withRuleOverrides` and the client, the server and the indicators all read the same copy.
 */
/** The follow-up forms whose symptom list holds danger signs. */
export const DANGER_SYMPTOM_LISTS = ['hypertension', 'diabetes', 'stroke', 'copd'] as const;
export type DangerSymptomList = (typeof DANGER_SYMPTOM_LISTS)[number];

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
  /**
   * 慢阻肺 follow-ups (no national form; a platform rule, see diseaseClassification.ts): the
   * visit is 控制满意 with no acute exacerbation since the last visit and a CAT score below
   * `targetCat` (GOLD's line between few and many symptoms); SpO2 below `dangerSpo2` is a danger
   * sign.
   */
  copd: { targetCat: number; dangerSpo2: number };
  /**
   * 肿瘤 follow-ups (no national form; a platform rule): pain on the 0–10 numeric rating scale is
   * 控制满意 at or below `targetPain` (癌痛规范化治疗: mild pain), and severe pain from
   * `dangerPain` on calls for a referral.
   */
  tumour: { targetPain: number; dangerPain: number };
  /** Follow-up form symptom codes that are danger signs (service-rules §2), per disease. */
  dangerSymptoms: Readonly<Record<DangerSymptomList, readonly string[]>>;
  nextVisit: {
    /** [K] Routine interval after a 控制满意 visit. */
    controlledMonths: number;
    /** 控制不满意 / 不良反应 / referral: see the patient again within this many days. */
    uncontrolledDays: number;
    referralDays: number;
  };
}

export const DEFAULT_CHRONIC_RULES: ChronicRuleConfig = {
  bloodPressure: DEFAULT_BLOOD_PRESSURE_RULES,
  glucose: DEFAULT_GLUCOSE_RULES,
  dangerHeartRate: DEFAULT_DANGER_HEART_RATE,
  copd: { targetCat: 10, dangerSpo2: 90 },
  tumour: { targetPain: 3, dangerPain: 7 },
  dangerSymptoms: {
    hypertension: HYPERTENSION_DANGER_SYMPTOMS,
    diabetes: DIABETES_DANGER_SYMPTOMS,
    // 脑卒中 form codes: 3新发肢体无力或麻木, 4言语不清或口角歪斜, 5意识障碍 (a new or
    // recurrent stroke, BE-FAST) and 6剧烈头痛 (haemorrhage).
    stroke: ['3', '4', '5', '6'],
    // 慢阻肺 form codes: 6静息时呼吸困难, 7口唇发绀, 8意识改变 (respiratory failure).
    copd: ['6', '7', '8'],
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
  copd: { ...base.copd, ...overrides.copd },
  tumour: { ...base.tumour, ...overrides.tumour },
  dangerSymptoms: { ...base.dangerSymptoms, ...overrides.dangerSymptoms },
  nextVisit: { ...base.nextVisit, ...overrides.nextVisit },
});
