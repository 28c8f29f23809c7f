import { addDays, isDateText } from '../calendar/dates';
import {
  detailIssues,
  type DetailRule,
  type MaternalChildIssue,
  num,
  referralIssues,
  type Values,
} from '../child/maternalChildChecks';
import { type MaternalAssessment, type MaternalPrompt } from './maternalAssessment';
import {
  bloodPressurePrompt,
  daysAfter,
  deliveryDateIssues,
  unconfirmedReferralIssues,
} from './maternalFindings';

/**
 * 产后访视记录表 and 产后42天健康检查记录表 (national-forms-2.md §5.1, §5.2; Schedule B): the visit's
 * timing against 出院日期 and 分娩日期, the abnormal findings described, and the findings that
 * call for referral (产后感染, 产后出血, 子宫复旧不佳, 妊娠合并症未恢复 [W14][W27]).
 */

/** 产后访视 within a week of discharge (3–7 days) [W11][W12][W24]. */
export const POSTPARTUM_VISIT_DAYS_AFTER_DISCHARGE = 7;
/** 产后42天健康检查: from day 42, late after day 56 (service-rules; Schedule B [K]). */
export const POSTPARTUM_CHECK_WINDOW = { fromDay: 42, lateAfterDay: 56 } as const;
/** 体温 from this, ℃: puerperal fever [K]. */
export const PUERPERAL_FEVER = 38;

/** 乳房, 恶露, 子宫, 伤口: 2 异常 is described in its text field. */
const PART_DETAILS: readonly DetailRule[] = [
  ['breast', '2', 'breastDesc', '乳房异常时请填写异常情况'],
  ['lochia', '2', 'lochiaDesc', '恶露异常时请填写异常情况'],
  ['uterus', '2', 'uterusDesc', '子宫异常时请填写异常情况'],
  ['wound', '2', 'woundDesc', '伤口异常时请填写异常情况'],
];

/** 恶露 or 子宫 abnormal: 产后出血, 感染 or 子宫复旧不佳 to be referred [W14][W27]. */
const involutionPrompts = (values: Values): MaternalPrompt[] =>
  (
    [
      ['lochia', '恶露异常，警惕产后出血或感染，建议转诊'],
      ['uterus', '子宫异常，警惕子宫复旧不佳，建议转诊'],
    ] as const
  ).flatMap(([field, message]) =>
    values[field] === '2' ? [{ field, message, referral: true }] : [],
  );

/** 产后访视记录表. */
export const assessPostpartumVisit = (values: Values): MaternalAssessment => {
  const computed: Record<string, unknown> = {};
  const issues: MaternalChildIssue[] = [
    ...deliveryDateIssues(values),
    ...detailIssues(values, [
      ...PART_DETAILS,
      ['classification', '2', 'classificationDesc', '分类异常时请填写异常情况'],
      ['guidance', '6', 'guidanceOther', '请填写其他指导'],
    ]),
    ...referralIssues(values),
  ];
  const prompts: MaternalPrompt[] = [];
  const sinceDischarge = daysAfter(values.dischargeDate, values.visitDate);
  if (sinceDischarge !== undefined && sinceDischarge > POSTPARTUM_VISIT_DAYS_AFTER_DISCHARGE) {
    prompts.push({
      field: 'visitDate',
      message: `产后访视应在出院后1周内进行，本次为出院后第${sinceDischarge}天`,
    });
  }
  const temperature = num(values.temperature);
  if (temperature !== undefined && temperature >= PUERPERAL_FEVER) {
    prompts.push({
      field: 'temperature',
      message: `体温≥${PUERPERAL_FEVER}℃，警惕产褥感染，建议转诊`,
      referral: true,
    });
  }
  prompts.push(...bloodPressurePrompt(values), ...involutionPrompts(values));
  if (values.classification === '2') {
    prompts.push({ field: 'classification', message: '分类为异常，建议转诊', referral: true });
  }
  issues.push(...unconfirmedReferralIssues(values, prompts, values.referral === '2'));
  if (isDateText(values.deliveryDate)) {
    computed.nextVisitDate = addDays(values.deliveryDate, POSTPARTUM_CHECK_WINDOW.fromDay);
  }
  return { computed, issues, prompts };
};

/** 产后42天健康检查记录表: 处理 1结案 closes the maternal programme, 2转诊 refers. */
export const assessPostpartum42Check = (values: Values): MaternalAssessment => {
  const computed: Record<string, unknown> = {};
  const issues: MaternalChildIssue[] = [
    ...deliveryDateIssues(values),
    ...detailIssues(values, [
      ...PART_DETAILS,
      ['classification', '2', 'classificationDesc', '未恢复时请填写原因'],
      ['guidance', '5', 'guidanceOther', '请填写其他指导'],
      ['handling', '2', 'referralReason', '转诊时请填写转诊原因'],
    ]),
  ];
  const prompts: MaternalPrompt[] = [];
  const sinceDelivery = daysAfter(values.deliveryDate, values.visitDate);
  if (sinceDelivery !== undefined && sinceDelivery < POSTPARTUM_CHECK_WINDOW.fromDay) {
    prompts.push({
      field: 'visitDate',
      message: `产后42天健康检查应在产后42天进行，本次为产后第${sinceDelivery}天`,
    });
  } else if (sinceDelivery !== undefined && sinceDelivery > POSTPARTUM_CHECK_WINDOW.lateAfterDay) {
    prompts.push({
      field: 'visitDate',
      message: `产后42天健康检查已逾期（应在产后42～${POSTPARTUM_CHECK_WINDOW.lateAfterDay}天），本次为产后第${sinceDelivery}天`,
    });
  }
  prompts.push(...bloodPressurePrompt(values), ...involutionPrompts(values));
  if (values.classification === '2') {
    prompts.push({
      field: 'classification',
      message: '未恢复，建议转诊至分娩医疗卫生机构检查',
      referral: true,
    });
  }
  // 已恢复 → 结案, 未恢复 → 转诊 (national-forms-2.md §5.2, M note 7): proposed, the doctor decides.
  if (values.classification === '1') computed.handling = '1';
  if (values.classification === '2') computed.handling = '2';
  issues.push(...unconfirmedReferralIssues(values, prompts, values.handling === '2'));
  return { computed, issues, prompts };
};
