import { family, type FamilyInput } from '../family';
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
  input: Omit<FamilyInput<Id>, 'group' | 'base'>,
): ConcreteFamilySpec<Id> => family({ ...input, group: '慢病', base: CHRONIC_VERBS });

/** Spec 7.3: 慢病, cards and follow-ups of each disease, then screening and diagnosis. */
export const chronicFamilies = [
  chronic({
    id: 'hypertensionCard',
    title: '高血压患者管理卡',
    fields: HYPERTENSION_CARD_FIELDS,
  }),
  chronic({
    id: 'hypertensionFollowUp',
    title: '高血压随访记录',
    fields: HYPERTENSION_FOLLOW_UP_FIELDS,
    extras: { bloodpressurechart: getQuery({ label: '血压趋势图' }) },
  }),
  chronic({ id: 'diabetesManager', title: '糖尿病患者管理卡', fields: DIABETES_CARD_FIELDS }),
  chronic({
    id: 'diabetesFollowUP',
    title: '糖尿病随访记录',
    fields: DIABETES_FOLLOW_UP_FIELDS,
    extras: { bloodsugarchart: getQuery({ label: '血糖趋势图' }) },
  }),
  chronic({ id: 'cerebralapoplexycards', title: '脑卒中患者管理卡', fields: STROKE_CARD_FIELDS }),
  chronic({
    id: 'cerebralapoplexyfollowUps',
    title: '脑卒中随访记录',
    fields: STROKE_FOLLOW_UP_FIELDS,
  }),
  chronic({ id: 'tumourcards', title: '肿瘤患者管理卡', fields: TUMOUR_CARD_FIELDS }),
  chronic({ id: 'tumourfollowUps', title: '肿瘤随访记录', fields: TUMOUR_FOLLOW_UP_FIELDS }),
  chronic({ id: 'copdcards', title: '慢阻肺患者管理卡', fields: COPD_CARD_FIELDS }),
  chronic({ id: 'copdfollowups', title: '慢阻肺随访记录', fields: COPD_FOLLOW_UP_FIELDS }),
  chronic({ id: 'pulmonarycard', title: '肺结核患者管理卡', fields: TUBERCULOSIS_CARD_FIELDS }),
  chronic({
    id: 'pulmonaryfirstvisit',
    title: '肺结核患者第一次入户随访',
    fields: TUBERCULOSIS_FIRST_VISIT_FIELDS,
  }),
  chronic({
    id: 'pulmonarypatientvisit',
    title: '肺结核患者随访服务记录',
    fields: TUBERCULOSIS_VISIT_FIELDS,
  }),
  chronic({ id: 'pulmonaryclose', title: '肺结核患者结案评估' }),
  // The spec lists both spellings; the misspelt one is an older path still in use.
  chronic({ id: 'pulmonaryreflrral', title: '肺结核患者转诊（旧）' }),
  chronic({ id: 'pulmonaryreferral', title: '肺结核患者转诊' }),
  chronic({
    id: 'mentalcard',
    title: '严重精神障碍患者个人信息补充表',
    fields: MENTAL_CARD_FIELDS,
  }),
  chronic({
    id: 'mentalvisit',
    title: '严重精神障碍患者随访服务记录',
    fields: MENTAL_VISIT_FIELDS,
  }),
  chronic({ id: 'mentalassess', title: '严重精神障碍患者评估' }),
  chronic({
    id: 'chronicDiseaseHighCard',
    title: '慢病高危人群管理卡',
    fields: HIGH_RISK_CARD_FIELDS,
  }),
  chronic({
    id: 'chronicDiseaseHighFollowUp',
    title: '慢病高危人群随访记录',
    fields: HIGH_RISK_FOLLOW_UP_FIELDS,
  }),
  chronic({ id: 'chronicDiseaseHighCardOtherOther', title: '其他慢病高危人群管理卡' }),
  chronic({ id: 'chronicDiseaseHighCardOtherFollowUp', title: '其他慢病高危人群随访记录' }),
  chronic({ id: 'hypertensionScreening', title: '高血压筛查' }),
  chronic({ id: 'diabetesScreening', title: '糖尿病筛查' }),
  chronic({
    id: 'hypertensionDiagnosis',
    title: '高血压确诊',
    routes: { audit: { path: 'Audit' }, cancelAudit: { path: 'Cancel' } },
  }),
  chronic({ id: 'diabetesDiagnosis', title: '糖尿病确诊' }),
  chronic({ id: 'hypertensionDiabetesDiagnosisFollowUp', title: '高血压糖尿病确诊随访' }),
] as const;
