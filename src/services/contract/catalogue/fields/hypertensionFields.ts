import { type FieldSpec } from '../types';
import { bloodPressurePair, codes, field, section } from './fieldHelpers';
import * as followUp from './followUpParts';

/** 高血压患者管理卡. */
export const HYPERTENSION_CARD_FIELDS: readonly FieldSpec[] = followUp.managementCard([
  ...bloodPressurePair(['sbpAtDiagnosis', '确诊时收缩压'], ['dbpAtDiagnosis', '确诊时舒张压']),
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
export const HYPERTENSION_FOLLOW_UP_FIELDS: readonly FieldSpec[] = followUp.chronicFollowUp({
  symptoms: SYMPTOMS,
  examination: followUp.signs([
    followUp.heartRate(),
    field.text('signOther', '其他体征', { maxLength: 200 }),
  ]),
  lifestyle: followUp.saltIntake(),
  auxiliaryExam: section('辅助检查', [
    field.textarea('auxiliaryExam', '辅助检查', { maxLength: 500 }),
  ]),
});
