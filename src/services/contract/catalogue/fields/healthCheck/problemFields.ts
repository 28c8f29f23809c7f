import { type FieldSpec } from '../../types';
import { field, section } from '../fieldHelpers';
import {
  CEREBROVASCULAR,
  EYE_DISEASE,
  FOUND,
  HEART_DISEASE,
  KIDNEY_DISEASE,
  VASCULAR_DISEASE,
} from './healthCheckOptions';

/**
 * §3.7 现存主要健康问题: seven rows, each required (an empty row makes the check 不规范,
 * national-forms.md §3.12); 1未发现 excludes the other codes of a row.
 */
const REQUIRED = { required: true } as const;
const LINE = { maxLength: 200 } as const;

export const HEALTH_PROBLEM_FIELDS: readonly FieldSpec[] = section('现存主要健康问题', [
  field.multiselect('cerebrovascularDisease', '脑血管疾病', CEREBROVASCULAR, REQUIRED),
  field.text('cerebrovascularDiseaseDesc', '其他脑血管疾病', LINE),
  field.multiselect('kidneyDisease', '肾脏疾病', KIDNEY_DISEASE, REQUIRED),
  field.text('kidneyDiseaseDesc', '其他肾脏疾病', LINE),
  field.multiselect('heartDisease', '心脏疾病', HEART_DISEASE, REQUIRED),
  field.text('heartDiseaseDesc', '其他心脏疾病', LINE),
  field.multiselect('vascularDisease', '血管疾病', VASCULAR_DISEASE, REQUIRED),
  field.text('vascularDiseaseDesc', '其他血管疾病', LINE),
  field.multiselect('eyeDisease', '眼部疾病', EYE_DISEASE, REQUIRED),
  field.text('eyeDiseaseDesc', '其他眼部疾病', LINE),
  field.select('nervousDisease', '神经系统疾病', FOUND, REQUIRED),
  field.text('nervousDiseaseDesc', '神经系统疾病名称', LINE),
  field.select('otherSystemDisease', '其他系统疾病', FOUND, REQUIRED),
  field.text('otherSystemDiseaseDesc', '其他系统疾病名称', LINE),
]);
