import { daysBetween, isDateText } from '../calendar/dates';
import { type MaternalChildIssue, num, type Values } from '../child/maternalChildChecks';
import { NO_REFERRAL_REASON_FIELD, referralUnconfirmed } from '../followUp/referralConfirmation';
import { type MaternalPrompt } from './maternalAssessment';

/**
 * Findings the three maternal follow-up forms share (national-forms-2.md §4–§5): the blood
 * pressure of a pregnant or postpartum woman, the dates a delivery is recorded with, and the
 * referral a finding calls for.
 */

/** 血压 ≥ 140/90 mmHg in pregnancy or after delivery: hypertension to be referred [K]. */
export const PREGNANCY_HYPERTENSION = { systolic: 140, diastolic: 90 } as const;

export const bloodPressurePrompt = (values: Values): MaternalPrompt[] => {
  const sbp = num(values.sbp);
  const dbp = num(values.dbp);
  const high =
    (sbp !== undefined && sbp >= PREGNANCY_HYPERTENSION.systolic) ||
    (dbp !== undefined && dbp >= PREGNANCY_HYPERTENSION.diastolic);
  return high
    ? [
        {
          field: 'sbp',
          message: `血压≥${PREGNANCY_HYPERTENSION.systolic}/${PREGNANCY_HYPERTENSION.diastolic}mmHg，提示妊娠期或产后高血压，建议转诊`,
          referral: true,
        },
      ]
    : [];
};

/** 分娩日期 ≤ 出院日期 ≤ 随访日期. */
export const deliveryDateIssues = (values: Values): MaternalChildIssue[] => {
  const { deliveryDate, dischargeDate, visitDate } = values;
  const issues: MaternalChildIssue[] = [];
  if (isDateText(deliveryDate) && isDateText(dischargeDate) && dischargeDate < deliveryDate) {
    issues.push({ field: 'dischargeDate', message: '出院日期不能早于分娩日期' });
  }
  if (isDateText(deliveryDate) && isDateText(visitDate) && visitDate < deliveryDate) {
    issues.push({ field: 'visitDate', message: '随访日期不能早于分娩日期' });
  } else if (isDateText(dischargeDate) && isDateText(visitDate) && visitDate < dischargeDate) {
    issues.push({ field: 'visitDate', message: '随访日期不能早于出院日期' });
  }
  return issues;
};

/** Days from one recorded date to the visit, when both are dates and in order. */
export const daysAfter = (from: unknown, visitDate: unknown): number | undefined =>
  isDateText(from) && isDateText(visitDate) && visitDate >= from
    ? daysBetween(from, visitDate)
    : undefined;

/**
 * A finding that calls for referral and a referral left out: the doctor confirms with a reason
 * (未转诊原因), which is stored and printed (规范管理 counts a visit so confirmed).
 */
export const unconfirmedReferralIssues = (
  values: Values,
  prompts: readonly MaternalPrompt[],
  referred: boolean,
): MaternalChildIssue[] =>
  referralUnconfirmed(
    prompts.some((prompt) => prompt.referral),
    referred,
    values.noReferralReason,
  )
    ? [
        {
          field: NO_REFERRAL_REASON_FIELD,
          message: '检查结果提示需要转诊；不转诊时请填写未转诊原因',
        },
      ]
    : [];
