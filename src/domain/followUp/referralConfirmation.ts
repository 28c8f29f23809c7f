import { FACE_TO_FACE_METHODS } from '../codes/visitClass';
import { type PlausibilityIssue } from '../measures/plausibility';

/**
 * The referral a visit's rules call for (service-rules §2: a danger sign, 连续两次控制不满意, an
 * uncontrolled adverse reaction, a new or worse complication) cannot be missed: a visit so judged
 * is either referred (转诊原因 or 转诊机构及科别 written) or confirmed not referred with a reason
 * (未转诊原因), which is stored and printed. The form asks for the reason on save, the server
 * refuses a save with neither, and 规范管理 counts only a visit that heeded its referral.
 */

export const NO_REFERRAL_REASON_FIELD = 'noReferralReason';

export const NO_REFERRAL_REASON_MESSAGE = '随访结果提示需要转诊；不转诊时请填写未转诊原因';

const written = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** A chronic follow-up's 转诊 block holds a referral: a reason or a destination is written. */
export const isReferred = (values: {
  readonly referralReason?: unknown;
  readonly referralHospital?: unknown;
}): boolean => written(values.referralReason) || written(values.referralHospital);

/** The rules call for referral, the visit does not refer, and no 未转诊原因 is given. */
export const referralUnconfirmed = (
  referralAdvised: boolean,
  referred: boolean,
  noReferralReason: unknown,
): boolean => referralAdvised && !referred && !written(noReferralReason);

/** The refusal of a follow-up whose referral is neither made nor confirmed, as the rules' issue. */
export const unconfirmedReferralIssue = (
  referralAdvised: boolean,
  referred: boolean,
  noReferralReason: unknown,
): PlausibilityIssue[] =>
  referralUnconfirmed(referralAdvised, referred, noReferralReason)
    ? [{ field: NO_REFERRAL_REASON_FIELD, severity: 'error', message: NO_REFERRAL_REASON_MESSAGE }]
    : [];

/**
 * A visit counted toward 规范管理 (service-rules §4, §5.1): face to face (门诊 or 家庭), and, when
 * its rules called for referral, referred or confirmed not referred with a reason.
 */
export const countsAsStandardVisit = (
  visitMethod: unknown,
  referralAdvised: boolean,
  values: {
    readonly referralReason?: unknown;
    readonly referralHospital?: unknown;
    readonly noReferralReason?: unknown;
  },
): boolean =>
  typeof visitMethod === 'string' &&
  FACE_TO_FACE_METHODS.includes(visitMethod) &&
  !referralUnconfirmed(referralAdvised, isReferred(values), values.noReferralReason);
