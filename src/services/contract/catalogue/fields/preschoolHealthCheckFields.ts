import { PRESCHOOL_CHECK, PRESCHOOL_WARNING_SIGNS } from '../../../../domain/child';
import { type FieldSpec } from '../types';
import { codes, field, section } from './fieldHelpers';
import { NORMAL_ABNORMAL, PASS_FAIL } from './maternalChildOptions';
import { childClosing, childHeader, developmentSection, GROWTH_BAND } from './olderChildCheckParts';

/**
 * 3～6岁儿童健康检查记录表 (national-forms-2.md §2): one record per visit, 年龄 (3/4/5/6岁)
 * saying which column it fills; 视力 from 4岁, 听力 at 3岁, 中医药 guidance at 3岁
 * (domain/child/preschoolChecks.ts).
 */
export const PRESCHOOL_HEALTH_CHECK_FIELDS: readonly FieldSpec[] = [
  ...childHeader(PRESCHOOL_CHECK, '检查年龄'),
  ...section('体格测量', [
    field.decimal2('weight', '体重', { required: true, list: true, min: 8, max: 40, unit: 'kg' }),
    field.select('weightBand', '体重评价', GROWTH_BAND),
    field.decimal2('height', '身高', { required: true, list: true, min: 80, max: 140, unit: 'cm' }),
    field.select('heightBand', '身高评价', GROWTH_BAND),
    field.select('weightForHeightBand', '体重/身高', GROWTH_BAND),
    field.select(
      'physicalEvaluation',
      '体格发育评价',
      codes('正常', '低体重', '消瘦', '生长迟缓', '超重'),
      { list: true },
    ),
  ]),
  ...section('体格检查', [
    field.decimal2('visionLeft', '视力(左)', { min: 0, max: 5.3 }),
    field.decimal2('visionRight', '视力(右)', { min: 0, max: 5.3 }),
    field.select('hearing', '听力', PASS_FAIL),
    field.integer('teethCount', '牙数', { min: 0, max: 24, unit: '颗' }),
    field.integer('cariesCount', '龋齿数', { min: 0, max: 24, unit: '颗' }),
    field.select('chest', '胸部', NORMAL_ABNORMAL),
    field.select('abdomen', '腹部', NORMAL_ABNORMAL),
    field.integer('hemoglobin', '血红蛋白值', { min: 40, max: 200, unit: 'g/L' }),
    field.textarea('examOther', '其他', { maxLength: 500 }),
    field.textarea('examAbnormalDesc', '异常情况描述', { maxLength: 500 }),
  ]),
  ...developmentSection(PRESCHOOL_WARNING_SIGNS, PRESCHOOL_CHECK),
  ...childClosing('合理膳食', ['tcmGuidance30to36m']),
];
