import { family, type FamilyOptions } from '../family';
import { COPD_CARD_FIELDS, COPD_FOLLOW_UP_FIELDS } from '../fields/copdFields';
import { DIABETES_CARD_FIELDS, DIABETES_FOLLOW_UP_FIELDS } from '../fields/diabetesFields';
import { HIGH_RISK_CARD_FIELDS, HIGH_RISK_FOLLOW_UP_FIELDS } from '../fields/highRiskFields';
import {
  HYPERTENSION_CARD_FIELDS,
  HYPERTENSION_FOLLOW_UP_FIELDS,
} from '../fields/hypertensionFields';
import { MENTAL_CARD_FIELDS, MENTAL_VISIT_FIELDS } from '../fields/mentalFields';
import { STROKE_CARD_FIELDS, STROKE_FOLLOW_UP_FIELDS } from '../fields/strokeFields';
import {
  TUBERCULOSIS_CARD_FIELDS,
  TUBERCULOSIS_FIRST_VISIT_FIELDS,
  TUBERCULOSIS_VISIT_FIELDS,
} from '../fields/tuberculosisFields';
import { TUMOUR_CARD_FIELDS, TUMOUR_FOLLOW_UP_FIELDS } from '../fields/tumourFields';
import { type ConcreteFamilySpec } from '../types';
import { CHRONIC_VERBS, getQuery } from '../verbs';

/** Spec 7.3 gives every chronic-disease family the same variants, so they share a base. */
const chronic = <const Id extends string>(
  id: Id,
  title: string,
  options: Omit<FamilyOptions, 'base'> = {},
): ConcreteFamilySpec<Id> => family(id, title, '慢病', { ...options, base: CHRONIC_VERBS });

/** Spec 7.3: 慢病, cards and follow-ups of each disease, then screening and diagnosis. */
export const chronicFamilies = [
  chronic('hypertensionCard', '高血压患者管理卡', { fields: HYPERTENSION_CARD_FIELDS }),
  chronic('hypertensionFollowUp', '高血压随访记录', {
    fields: HYPERTENSION_FOLLOW_UP_FIELDS,
    extras: { bloodpressurechart: getQuery({ label: '血压趋势图' }) },
  }),
  chronic('diabetesManager', '糖尿病患者管理卡', { fields: DIABETES_CARD_FIELDS }),
  chronic('diabetesFollowUP', '糖尿病随访记录', {
    fields: DIABETES_FOLLOW_UP_FIELDS,
    extras: { bloodsugarchart: getQuery({ label: '血糖趋势图' }) },
  }),
  chronic('cerebralapoplexycards', '脑卒中患者管理卡', { fields: STROKE_CARD_FIELDS }),
  chronic('cerebralapoplexyfollowUps', '脑卒中随访记录', { fields: STROKE_FOLLOW_UP_FIELDS }),
  chronic('tumourcards', '肿瘤患者管理卡', { fields: TUMOUR_CARD_FIELDS }),
  chronic('tumourfollowUps', '肿瘤随访记录', { fields: TUMOUR_FOLLOW_UP_FIELDS }),
  chronic('copdcards', '慢阻肺患者管理卡', { fields: COPD_CARD_FIELDS }),
  chronic('copdfollowups', '慢阻肺随访记录', { fields: COPD_FOLLOW_UP_FIELDS }),
  chronic('pulmonarycard', '肺结核患者管理卡', { fields: TUBERCULOSIS_CARD_FIELDS }),
  chronic('pulmonaryfirstvisit', '肺结核患者第一次入户随访', {
    fields: TUBERCULOSIS_FIRST_VISIT_FIELDS,
  }),
  chronic('pulmonarypatientvisit', '肺结核患者随访服务记录', { fields: TUBERCULOSIS_VISIT_FIELDS }),
  chronic('pulmonaryclose', '肺结核患者结案评估'),
  // The spec lists both spellings; the misspelt one is an older path still in use.
  chronic('pulmonaryreflrral', '肺结核患者转诊（旧）'),
  chronic('pulmonaryreferral', '肺结核患者转诊'),
  chronic('mentalcard', '严重精神障碍患者个人信息补充表', { fields: MENTAL_CARD_FIELDS }),
  chronic('mentalvisit', '严重精神障碍患者随访服务记录', { fields: MENTAL_VISIT_FIELDS }),
  chronic('mentalassess', '严重精神障碍患者评估'),
  chronic('chronicDiseaseHighCard', '慢病高危人群管理卡', { fields: HIGH_RISK_CARD_FIELDS }),
  chronic('chronicDiseaseHighFollowUp', '慢病高危人群随访记录', {
    fields: HIGH_RISK_FOLLOW_UP_FIELDS,
  }),
  chronic('chronicDiseaseHighCardOtherOther', '其他慢病高危人群管理卡'),
  chronic('chronicDiseaseHighCardOtherFollowUp', '其他慢病高危人群随访记录'),
  chronic('hypertensionScreening', '高血压筛查'),
  chronic('diabetesScreening', '糖尿病筛查'),
  chronic('hypertensionDiagnosis', '高血压确诊', {
    routes: { audit: { path: 'Audit' }, cancelAudit: { path: 'Cancel' } },
  }),
  chronic('diabetesDiagnosis', '糖尿病确诊'),
  chronic('hypertensionDiabetesDiagnosisFollowUp', '高血压糖尿病确诊随访'),
] as const;
