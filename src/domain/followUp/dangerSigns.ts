import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';

/**
 * The chronic diseases whose follow-ups the rules judge: hypertension and type 2 diabetes by the
 * national forms, and the platform's stroke, COPD, tumour and high-risk follow-ups, which have no
 * national form and reuse the same parts (diseaseClassification.ts says how each is classified).
 */
export type ChronicDisease =
  'hypertension' | 'diabetes' | 'stroke' | 'copd' | 'tumour' | 'highRisk';

/** The diseases whose follow-up is judged on blood pressure against the target (65+ relaxed). */
export const BLOOD_PRESSURE_DISEASES: readonly ChronicDisease[] = [
  'hypertension',
  'stroke',
  'highRisk',
];

/** Fasting glucose danger values apply where the form records it. */
const GLUCOSE_DISEASES: readonly ChronicDisease[] = ['diabetes', 'highRisk'];

export interface DangerFindings {
  sbp?: number | null;
  dbp?: number | null;
  fbg?: number | null;
  heartRate?: number | null;
  /** 指脉氧饱和度 (%), on the COPD follow-up. */
  spo2?: number | null;
  /** 疼痛评分 (NRS 0–10), on the tumour follow-up. */
  painScore?: number | null;
  /** Symptom codes of the follow-up form. */
  symptoms?: readonly string[] | null;
}

/** One reason for an emergency referral, in words the doctor reads in the prompt. */
export interface DangerSign {
  field: 'sbp' | 'dbp' | 'fastingBloodGlucose' | 'heartRate' | 'spo2' | 'painScore' | 'symptoms';
  message: string;
}

const num = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The danger signs of service-rules §2 present in a follow-up: blood pressure for every disease
 * whose form records it, glucose where the form records it (diabetes, high-risk), tachycardia for
 * diabetes, low SpO2 for COPD, severe pain for tumour, and the form's symptoms that are on the
 * disease's list. `symptomLabels` turns codes into names for the message.
 */
export const dangerSigns = (
  disease: ChronicDisease,
  findings: DangerFindings,
  symptomLabels: Readonly<Record<string, string>> = {},
  rules: ChronicRuleConfig = DEFAULT_CHRONIC_RULES,
): DangerSign[] => {
  const signs: DangerSign[] = [];
  const bp = rules.bloodPressure;
  if (num(findings.sbp) && findings.sbp >= bp.dangerSbp) {
    signs.push({ field: 'sbp', message: `收缩压 ${findings.sbp} mmHg ≥ ${bp.dangerSbp}` });
  }
  if (num(findings.dbp) && findings.dbp >= bp.dangerDbp) {
    signs.push({ field: 'dbp', message: `舒张压 ${findings.dbp} mmHg ≥ ${bp.dangerDbp}` });
  }
  if (GLUCOSE_DISEASES.includes(disease)) {
    const glucose = rules.glucose;
    if (num(findings.fbg) && findings.fbg >= glucose.dangerHigh) {
      signs.push({
        field: 'fastingBloodGlucose',
        message: `血糖 ${findings.fbg} mmol/L ≥ ${glucose.dangerHigh}`,
      });
    }
    if (num(findings.fbg) && findings.fbg <= glucose.dangerLow) {
      signs.push({
        field: 'fastingBloodGlucose',
        message: `血糖 ${findings.fbg} mmol/L ≤ ${glucose.dangerLow}`,
      });
    }
  }
  if (
    disease === 'diabetes' &&
    num(findings.heartRate) &&
    findings.heartRate > rules.dangerHeartRate
  ) {
    signs.push({
      field: 'heartRate',
      message: `心率 ${findings.heartRate} 次/分钟 > ${rules.dangerHeartRate}`,
    });
  }
  if (disease === 'copd' && num(findings.spo2) && findings.spo2 < rules.copd.dangerSpo2) {
    signs.push({
      field: 'spo2',
      message: `指脉氧饱和度 ${findings.spo2}% < ${rules.copd.dangerSpo2}%`,
    });
  }
  if (
    disease === 'tumour' &&
    num(findings.painScore) &&
    findings.painScore >= rules.tumour.dangerPain
  ) {
    signs.push({
      field: 'painScore',
      message: `疼痛评分 ${findings.painScore} ≥ ${rules.tumour.dangerPain}（重度疼痛）`,
    });
  }
  const dangerous: readonly string[] =
    disease in rules.dangerSymptoms
      ? rules.dangerSymptoms[disease as keyof typeof rules.dangerSymptoms]
      : [];
  for (const code of findings.symptoms ?? []) {
    if (dangerous.includes(code)) {
      signs.push({ field: 'symptoms', message: `症状：${symptomLabels[code] ?? code}` });
    }
  }
  return signs;
};

/** [B] 转诊原因 text for the referral block: 5危急情况 with what was found. */
export const emergencyReferralReason = (signs: readonly DangerSign[]): string =>
  `危急情况：${signs.map((sign) => sign.message).join('；')}`;

/** [B] reason 1, worded for what each disease's class is judged on. */
export const consecutiveUncontrolledReason = (disease: ChronicDisease): string => {
  if (BLOOD_PRESSURE_DISEASES.includes(disease)) return '连续两次血压控制不满意';
  if (disease === 'diabetes') return '连续两次空腹血糖控制不满意';
  if (disease === 'copd') return '连续两次病情控制不满意（急性加重或CAT评分偏高）';
  return '连续两次疼痛控制不满意';
};

/** [B] reason 2: a drug reaction the clinic cannot bring under control. */
export const UNCONTROLLED_REACTION_REASON = '药物不良反应难以控制';

/** [B] reasons 3 and 4, by the 并发症 code (`2` new, `3` worsened). */
export const complicationReferralReason = (code: string): string =>
  code === '3' ? '原有并发症加重' : '出现新的并发症';
