import { type FieldSpec } from '../../types';
import { auditTrailFields, hospitalField, residentFields } from '../commonFields';
import { field, section } from '../fieldHelpers';
import { BODY_MEASURES } from '../followUpParts';
import { AUXILIARY_EXAM_FIELDS } from './auxiliaryExamFields';
import { EXAMINATION_FIELDS, ORGAN_FUNCTION_FIELDS } from './examinationFields';
import { GENERAL_STATE_FIELDS, LIFESTYLE_FIELDS, SYMPTOM_FIELDS } from './generalStateFields';
import { HEALTH_EVALUATION, HEALTH_GUIDANCE, RISK_FACTOR_CONTROL } from './healthCheckOptions';
import { HISTORY_FIELDS } from './historyFields';
import { HEALTH_PROBLEM_FIELDS } from './problemFields';

/**
 * 健康体检表 (规范 第三版, national-forms.md §3 with national-forms-2.md §6): every section, row
 * and code of the paper, in its order. Which items a resident's check shows and needs (by age,
 * sex and disease), the computed ones and the completeness rule are the kernel's
 * (src/domain/healthCheck).
 */
export const HEALTH_CHECK_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', [
    ...residentFields(),
    field.date('checkDate', '体检日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.personName('responsibleDoctor', '责任医生', {
      required: true,
      list: true,
      maxLength: 50,
    }),
  ]),
  ...SYMPTOM_FIELDS,
  ...GENERAL_STATE_FIELDS,
  ...LIFESTYLE_FIELDS,
  ...ORGAN_FUNCTION_FIELDS,
  ...EXAMINATION_FIELDS,
  ...AUXILIARY_EXAM_FIELDS,
  ...HEALTH_PROBLEM_FIELDS,
  ...HISTORY_FIELDS,
  ...section('健康评价', [
    field.select('healthEvaluation', '健康评价', HEALTH_EVALUATION, {
      required: true,
      filter: true,
      list: true,
    }),
    // One finding a line: the paper has 异常1–4 (the system keeps a fifth, national-forms-2 §6).
    field.textarea('abnormalities', '异常情况', { maxLength: 500 }),
  ]),
  ...section('健康指导', [
    field.multiselect('healthGuidance', '健康指导', HEALTH_GUIDANCE),
    field.multiselect('riskFactorControl', '危险因素控制', RISK_FACTOR_CONTROL),
    field.decimal2('weightTarget', '减体重目标', BODY_MEASURES.weight),
    field.text('vaccineAdvice', '建议接种疫苗', { maxLength: 100 }),
    field.text('riskFactorOther', '其他危险因素控制', { maxLength: 200 }),
  ]),
  hospitalField('体检机构'),
  ...auditTrailFields(),
];
