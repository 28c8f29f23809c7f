import {
  assessFollowUp,
  type ChronicDisease,
  DEFAULT_CHRONIC_RULES,
  emergencyReferralReason,
} from '../../../src/domain/followUp';
import { FAMILY_MODELS } from '../../resources/familyModel';
import { type Data } from './seedWriter';

/** Where a village or township doctor refers a chronic patient (the county's general hospital). */
const REFERRAL_HOSPITAL: Readonly<Record<ChronicDisease, string>> = {
  hypertension: '桐城市人民医院 心血管内科',
  diabetes: '桐城市人民医院 内分泌科',
  stroke: '桐城市人民医院 神经内科',
  copd: '桐城市人民医院 呼吸与危重症医学科',
  tumour: '桐城市人民医院 肿瘤科',
  highRisk: '桐城市人民医院 全科医学科',
};

/** The fields the rules decide, which a seeded visit never takes from a template. */
const RULED_FIELDS = [
  'visitClassification',
  'classificationReason',
  'nextVisitDate',
  'nextVisitDateReason',
  'referralReason',
  'referralHospital',
  'referralContact',
  'referralResult',
] as const;

export interface FollowUpEntry {
  /** The patient's age on the visit date. */
  age: number | undefined;
  /** 此次随访分类 of the patient's previous visit of the same disease. */
  previousClassification: string | undefined;
  /** The day the visit was entered (created_at): "today" for the rules. */
  enteredOn: string;
}

const symptomLabels = (family: string): Record<string, string> =>
  Object.fromEntries(
    (FAMILY_MODELS.get(family)?.fieldByName.get('symptoms')?.options ?? []).map((option) => [
      option.value,
      option.label,
    ]),
  );

/**
 * A generated follow-up as a doctor following the rules would save it: 此次随访分类 as the
 * values call for, the referral block filled when the rules advise one (danger signs, a second
 * 控制不满意, an uncontrolled reaction, a complication), and 下次随访日期 as the kernel proposes
 * on the day of entry (followUp/assessment.ts, the same function the form and the save hook use).
 */
export const ruledFollowUp = (
  disease: ChronicDisease,
  family: string,
  values: Data,
  entry: FollowUpEntry,
): Data => {
  const data: Data = { ...values };
  for (const field of RULED_FIELDS) delete data[field];
  const context = {
    age: entry.age,
    previousClassification: entry.previousClassification,
    today: entry.enteredOn,
    symptomLabels: symptomLabels(family),
  };
  const first = assessFollowUp(disease, data, context, DEFAULT_CHRONIC_RULES);
  if (first.proposedClassification) data.visitClassification = first.proposedClassification;
  const assessment = assessFollowUp(disease, data, context, DEFAULT_CHRONIC_RULES);
  if (assessment.referralAdvised) {
    const reasons = [
      ...(assessment.dangerSigns.length ? [emergencyReferralReason(assessment.dangerSigns)] : []),
      ...assessment.routineReferralReasons,
    ];
    data.referralReason = reasons.join('；');
    data.referralHospital = REFERRAL_HOSPITAL[disease];
  }
  if (assessment.proposedNextVisitDate) data.nextVisitDate = assessment.proposedNextVisitDate;
  return data;
};
