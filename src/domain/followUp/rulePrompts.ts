import { VISIT_CLASS_LABELS } from '../codes/visitClass';
import { type FollowUpAssessment } from './assessment';
import { classificationContradicts } from './classification';
import {
  type ChronicDisease,
  consecutiveUncontrolledReason,
  UNCONTROLLED_REACTION_REASON,
} from './dangerSigns';

/** One thing the rules say about a visit, tied to the field that triggers it. */
export interface RulePrompt {
  field: string;
  message: string;
  /** The finding calls for referral (转诊 left empty then asks for 未转诊原因). */
  referral?: boolean;
}

/**
 * The value that makes a visit 控制不满意, where the prompt of a second one in a row shows:
 * 收缩压 for the blood-pressure diseases, 空腹血糖 for diabetes, CAT评分 for COPD, 疼痛评分 for
 * tumours.
 */
const CONTROL_FIELD: Readonly<Record<ChronicDisease, string>> = {
  hypertension: 'sbp',
  stroke: 'sbp',
  highRisk: 'sbp',
  diabetes: 'fastingBloodGlucose',
  copd: 'catScore',
  tumour: 'painScore',
};

/**
 * The prompts of a chronic follow-up (service-rules §2), each tied to the field that triggers
 * it so the form can show it there and in a summary beside 保存: a danger sign under its value;
 * 连续两次控制不满意 under the controlling value; 药物不良反应难以控制 under its box; a new or
 * worse complication under 并发症: each calls for referral. And a 此次随访分类 the doctor chose
 * against the measured values, under the class, with the class the values call for.
 */
export const followUpRulePrompts = (
  disease: ChronicDisease,
  assessment: Pick<
    FollowUpAssessment,
    'dangerSigns' | 'routineReferralReasons' | 'proposedClassification'
  >,
  chosenClass?: string | null,
): RulePrompt[] => {
  const dangers = assessment.dangerSigns.map((sign) => ({
    field: sign.field,
    message: `${sign.message}，建议紧急转诊`,
    referral: true,
  }));
  const routine = assessment.routineReferralReasons.map((reason) => {
    let field = 'complication';
    if (reason === consecutiveUncontrolledReason(disease)) field = CONTROL_FIELD[disease];
    else if (reason === UNCONTROLLED_REACTION_REASON) field = 'adverseReactionUncontrolled';
    return { field, message: `${reason}，建议转诊`, referral: true };
  });
  const proposed = assessment.proposedClassification;
  const classification: RulePrompt[] =
    proposed && classificationContradicts(chosenClass, proposed)
      ? [
          {
            field: 'visitClassification',
            message: `按本次测量值应为“${VISIT_CLASS_LABELS[proposed]}”，所选分类不符，请写明分类说明`,
          },
        ]
      : [];
  return [...dangers, ...routine, ...classification];
};
