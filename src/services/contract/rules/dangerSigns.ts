import { type ChronicRuleConfig, DEFAULT_CHRONIC_RULES } from './ruleConfig';

export type ChronicDisease = 'hypertension' | 'diabetes';

export interface DangerFindings {
  sbp?: number | null;
  dbp?: number | null;
  fbg?: number | null;
  heartRate?: number | null;
  /** Symptom codes of the follow-up form. */
  symptoms?: readonly string[] | null;
}

/** One reason for an emergency referral, in words the doctor reads in the prompt. */
export interface DangerSign {
  field: 'sbp' | 'dbp' | 'fastingBloodGlucose' | 'heartRate' | 'symptoms';
  message: string;
}

const num = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The danger signs of service-rules §2 present in a follow-up: blood pressure for both diseases,
 * glucose and tachycardia for diabetes, and the form's symptoms that are on the disease's list.
 * `symptomLabels` turns codes into names for the message.
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
  if (disease === 'diabetes') {
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
    if (num(findings.heartRate) && findings.heartRate > rules.dangerHeartRate) {
      signs.push({
        field: 'heartRate',
        message: `心率 ${findings.heartRate} 次/分钟 > ${rules.dangerHeartRate}`,
      });
    }
  }
  const dangerous = rules.dangerSymptoms[disease];
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

/** [B] reason 1, worded for each disease. */
export const consecutiveUncontrolledReason = (disease: ChronicDisease): string =>
  disease === 'hypertension' ? '连续两次血压控制不满意' : '连续两次空腹血糖控制不满意';

/** [B] reason 2: a drug reaction the clinic cannot bring under control. */
export const UNCONTROLLED_REACTION_REASON = '药物不良反应难以控制';

/** [B] reasons 3 and 4, by the 并发症 code (`2` new, `3` worsened). */
export const complicationReferralReason = (code: string): string =>
  code === '3' ? '原有并发症加重' : '出现新的并发症';
