import { type FieldSpec } from '../types';
import { codes, field, section } from './fieldHelpers';
import {
  bloodPressure,
  BLOOD_PRESSURE,
  lifestyleGuidance,
  managementCard,
  medication,
  referralAndClose,
  saltIntake,
  treatmentAssessment,
  visitHeader,
  weightAndBmi,
} from './followUpParts';

/** 高血压患者管理卡. */
export const HYPERTENSION_CARD_FIELDS: readonly FieldSpec[] = managementCard([
  field.integer('sbpAtDiagnosis', '确诊时收缩压', BLOOD_PRESSURE),
  field.integer('dbpAtDiagnosis', '确诊时舒张压', BLOOD_PRESSURE),
  field.select('riskLevel', '危险分层', codes('低危', '中危', '高危', '很高危'), { list: true }),
  field.multiselect(
    'complications',
    '并发症',
    codes('无', '冠心病', '脑卒中', '肾病', '眼底病变', '其他'),
  ),
]);

const SYMPTOMS = codes(
  '无症状',
  '头痛头晕',
  '恶心呕吐',
  '眼花耳鸣',
  '呼吸困难',
  '心悸胸闷',
  '鼻衄出血不止',
  '四肢发麻',
  '下肢水肿',
);

/** 高血压患者随访服务记录表. */
export const HYPERTENSION_FOLLOW_UP_FIELDS: readonly FieldSpec[] = [
  ...visitHeader(),
  ...section('症状', [
    field.multiselect('symptoms', '症状', SYMPTOMS, { required: true }),
    field.text('symptomOther', '其他症状', { maxLength: 200 }),
  ]),
  ...section('体征', [
    ...bloodPressure(),
    ...weightAndBmi(),
    field.integer('heartRate', '心率', { min: 0, max: 300, unit: '次/分钟' }),
    field.text('signOther', '其他体征', { maxLength: 200 }),
  ]),
  ...lifestyleGuidance(saltIntake()),
  ...section('辅助检查', [field.textarea('auxiliaryExam', '辅助检查', { maxLength: 500 })]),
  ...treatmentAssessment(),
  ...medication(),
  ...referralAndClose(),
];
