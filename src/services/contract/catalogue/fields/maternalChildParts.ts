import { type FieldSpec } from '../types';
import { field } from './fieldHelpers';
import { NONE_HAS } from './options';

/**
 * 转诊: whether the child or the pregnant woman is referred, why and where to, as the three
 * maternal and child forms of 规范 (第三版) print it (national-forms.md §12–§14).
 */
export const referralAdvice = (label = '转诊建议'): FieldSpec[] => [
  field.select('referral', label, NONE_HAS),
  field.text('referralReason', '转诊原因', { maxLength: 200 }),
  field.text('referralHospital', '转诊机构及科室', { maxLength: 100 }),
];
