import { ageOn } from '@/domain/calendar';
import { VISIT_CLASS_LABELS } from '@/domain/codes';
import {
  PAST_DISEASE_SLOTS,
  PAST_DISEASES,
  pastDiseaseDateField,
  pastDiseaseField,
} from '@/services/contract/archives/personalInfoFields';

import { dosageText, medicationList, type PrintRecord, scalarText } from './paperText';

/**
 * The 双向转诊单 as the paper carries it (存根 + the slip that travels with the patient): who
 * refers whom from which unit to which, the 初步印象, the reason, the history and what was done.
 * Pure: built from a hypertension / diabetes follow-up visit (a 转诊 on that visit) or from a
 * 双向转诊 record.
 */
export interface ReferralSlip {
  /** 转出 (up to a hospital) or 回转 (back to the clinic). */
  direction: '转出' | '回转';
  date: string;
  fromUnit: string;
  toUnit: string;
  toDepartment: string;
  impression: string;
  reason: string;
  history: string;
  treatment: string;
  doctor: string;
  /** 联系电话 of the referring side (a follow-up's 转诊联系人及电话). */
  contact: string;
}

const CLASSIFICATION: Readonly<Record<string, string>> = VISIT_CLASS_LABELS;

/** The resident's 既往史 in words: the diseases of the six slots with their 确诊时间. */
export const pastHistoryText = (person: PrintRecord | null): string => {
  if (!person) return '';
  const diseases = Array.from({ length: PAST_DISEASE_SLOTS }, (_, index) => index + 1).flatMap(
    (slot) => {
      const code = scalarText(person[pastDiseaseField(slot)]);
      const label = PAST_DISEASES.find((option) => option.value === code)?.label;
      if (!label || code === '1') return [];
      const when = scalarText(person[pastDiseaseDateField(slot)]);
      return [when ? `${label}（${when.replace('-', '年')}月确诊）` : label];
    },
  );
  const parts = [diseases.join('、'), scalarText(person.pastHistory)].filter(Boolean);
  return parts.join('；');
};

/** 转出单位 and 转入单位 with its 科别: "××市人民医院心内科" is split when it names a 科. */
const splitDepartment = (text: string): { unit: string; department: string } => {
  const match = /^(.*?(?:医院|卫生院|卫生室|中心))(.+科.*)$/.exec(text);
  return match ? { unit: match[1]!, department: match[2]! } : { unit: text, department: '' };
};

/** A 转诊 written on a hypertension or diabetes follow-up visit. */
export const slipFromVisit = (
  disease: '高血压' | '2型糖尿病',
  visit: PrintRecord,
  person: PrintRecord | null,
): ReferralSlip => {
  const to = splitDepartment(scalarText(visit.referralHospital));
  const measure =
    disease === '高血压'
      ? scalarText(visit.sbp) && `血压 ${scalarText(visit.sbp)}/${scalarText(visit.dbp)} mmHg`
      : scalarText(visit.fastingBloodGlucose) &&
        `空腹血糖 ${scalarText(visit.fastingBloodGlucose)} mmol/L`;
  const classification = CLASSIFICATION[scalarText(visit.visitClassification)];
  const drugs = medicationList(visit.medications)
    .map((entry) => `${entry.drug} ${dosageText(entry)}`)
    .join('；');
  return {
    direction: '转出',
    date: scalarText(visit.visitDate),
    fromUnit: scalarText(visit.hospitalName) || scalarText(person?.hospitalName),
    toUnit: to.unit,
    toDepartment: to.department,
    impression: [disease, classification].filter(Boolean).join('，'),
    reason: scalarText(visit.referralReason),
    history: pastHistoryText(person) || `${disease}病史，纳入慢性病患者健康管理`,
    treatment: [
      measure && `本次随访${measure}`,
      drugs ? `用药：${drugs}` : '',
      scalarText(visit.medicationCompliance) === '3' ? '未服药' : '',
    ]
      .filter(Boolean)
      .join('；'),
    doctor: scalarText(visit.doctorSignature),
    contact: scalarText(visit.referralContact),
  };
};

/** A 双向转诊 record (twowayreferrals). */
export const slipFromReferral = (
  record: PrintRecord,
  person: PrintRecord | null,
): ReferralSlip => ({
  direction: scalarText(record.referralType) === '2' ? '回转' : '转出',
  date: scalarText(record.referralDate),
  fromUnit: scalarText(record.fromHospitalName) || scalarText(record.hospitalName),
  toUnit: scalarText(record.toHospitalName),
  toDepartment: scalarText(record.toDepartment),
  impression: scalarText(record.preliminaryDiagnosis),
  reason: scalarText(record.referralReason),
  history: scalarText(record.historySummary) || pastHistoryText(person),
  treatment: scalarText(record.treatmentSummary),
  doctor: scalarText(record.doctor),
  // record.phone is the patient's: the referring doctor's number is written by hand.
  contact: '',
});

/** Age in whole years on a day, as printed; '' when either date is unknown. */
export const printedAge = (birthDate: unknown, day: string): string => {
  const age = ageOn(scalarText(birthDate).slice(0, 10), day.slice(0, 10));
  return age === undefined || age < 0 ? '' : String(age);
};
