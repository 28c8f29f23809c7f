import {
  type ChronicDisease,
  emergencyReferralReason,
  type FollowUpAssessment,
} from '@/domain/followUp';

import { textOf } from './followUpValues';

export interface ReferralFillInput {
  disease: ChronicDisease;
  assessment: Pick<FollowUpAssessment, 'dangerSigns' | 'routineReferralReasons'>;
  /** 转诊机构及科别 already on the form: the doctor's own text is never replaced. */
  currentHospital?: unknown;
  /** The same patient's last recorded 转诊机构及科别: where this patient is already known. */
  lastVisitHospital?: unknown;
  /** The nearest institution above the user's that treats patients (summary.referralTarget). */
  superiorHospital?: string | null;
}

export interface ReferralFill {
  referralReason: string;
  /** Undefined when there is nothing sensible to propose (or the doctor's text stays). */
  referralHospital?: string;
  /** No institution is on the form or proposed: the doctor must name one. */
  hospitalMissing: boolean;
}

/** Why the rules call for referral: the danger signs (5危急情况), then the routine reasons. */
export const referralReasonsOf = (
  assessment: Pick<FollowUpAssessment, 'dangerSigns' | 'routineReferralReasons'>,
): string[] => [
  ...(assessment.dangerSigns.length > 0 ? [emergencyReferralReason(assessment.dangerSigns)] : []),
  ...assessment.routineReferralReasons,
];

/**
 * What 填写转诊信息 writes into the referral block. 转诊原因: the danger signs (5危急情况) and the
 * routine reasons that apply ([B] 1–4), joined. 转诊机构及科别, in order: what the doctor already
 * typed; the patient's last referral destination (the specialist who knows the patient); the
 * user's superior institution (a village clinic refers to its township centre); else nothing,
 * and the form asks for it.
 */
export const referralFill = ({
  assessment,
  currentHospital,
  lastVisitHospital,
  superiorHospital,
}: ReferralFillInput): ReferralFill => {
  const reasons = referralReasonsOf(assessment);
  const current = textOf(currentHospital);
  const proposed = current ? undefined : (textOf(lastVisitHospital) ?? textOf(superiorHospital));
  return {
    referralReason: reasons.join('；'),
    referralHospital: proposed,
    hospitalMissing: !current && !proposed,
  };
};
