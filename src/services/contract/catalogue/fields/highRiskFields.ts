import { measureBounds } from '../../../../domain/measures';
import { type FieldSpec } from '../types';
import { bloodPressurePair, codes, field, section } from './fieldHelpers';
import * as followUp from './followUpParts';

/**
 * 慢病高危人群 card and follow-up: adults with a risk factor but no hypertension or diabetes yet
 * (中国高血压防治指南, 健康管理规范). The follow-up watches blood pressure and fasting glucose and
 * guides the lifestyle; the rules classify it on blood pressure (rules/diseaseClassification.ts).
 */

const GLUCOSE = measureBounds('fastingBloodGlucose');

/** 高危因素, as the screening finds them. */
const RISK_FACTORS = codes(
  '血压正常高值',
  '空腹血糖受损',
  '糖耐量异常',
  '超重或肥胖',
  '中心型肥胖',
  '吸烟',
  '血脂异常',
  '心脑血管病家族史',
  '长期过量饮酒',
);

/** 慢病高危人群管理卡. */
export const HIGH_RISK_CARD_FIELDS: readonly FieldSpec[] = followUp.managementCard(
  [
    field.multiselect('riskFactors', '高危因素', RISK_FACTORS, { required: true, list: true }),
    ...bloodPressurePair(['sbpAtDiagnosis', '筛查时收缩压'], ['dbpAtDiagnosis', '筛查时舒张压']),
    field.decimal2('fbgAtScreening', '筛查时空腹血糖', GLUCOSE),
    field.decimal2('waistline', '腰围', { min: 30, max: 200, unit: 'cm' }),
  ],
  // A high-risk adult is found by screening, not diagnosed.
  { section: '筛查信息', date: '筛查日期', hospital: '筛查机构' },
);

/** 慢病高危人群随访记录. */
export const HIGH_RISK_FOLLOW_UP_FIELDS: readonly FieldSpec[] = [
  ...followUp.visitHeader(),
  ...section('体征', [
    ...followUp.bloodPressure(),
    ...followUp.weightAndBmi(),
    field.decimal2('waistline', '腰围', { min: 30, max: 200, unit: 'cm' }),
    field.decimal2('fastingBloodGlucose', '空腹血糖', GLUCOSE),
  ]),
  ...followUp.lifestyleGuidance(followUp.saltIntake()),
  ...section('评价', [
    field.multiselect('riskFactors', '现有高危因素', RISK_FACTORS),
    field.select('riskFactorChange', '高危因素变化', codes('改善', '无变化', '加重'), {
      list: true,
    }),
    ...followUp.visitClassification(),
    field.multiselect(
      'guidance',
      '健康指导',
      codes('合理膳食', '限盐减重', '戒烟限酒', '适量运动', '心理平衡', '定期监测血压血糖'),
    ),
  ]),
  ...followUp.referralAndClose(),
];
