import { measureBounds } from '../../../../domain/measures';
import { type FieldSpec } from '../types';
import { codes, field, section } from './fieldHelpers';
import * as followUp from './followUpParts';

/** Fasting glucose bounds the platform accepts (mmol/L). */
const GLUCOSE = measureBounds('fastingBloodGlucose');

/** 糖尿病患者管理卡. */
export const DIABETES_CARD_FIELDS: readonly FieldSpec[] = followUp.managementCard([
  field.select(
    'diabetesType',
    '糖尿病类型',
    codes('1型糖尿病', '2型糖尿病', '妊娠糖尿病', '其他特殊类型糖尿病'),
    { required: true, list: true },
  ),
  field.decimal2('fbgAtDiagnosis', '确诊时空腹血糖', GLUCOSE),
  field.multiselect(
    'complications',
    '并发症',
    codes('无', '糖尿病肾病', '糖尿病视网膜病变', '糖尿病足', '糖尿病神经病变', '其他'),
  ),
]);

const SYMPTOMS = codes(
  '无症状',
  '多饮',
  '多食',
  '多尿',
  '视力模糊',
  '感染',
  '手脚麻木',
  '下肢浮肿',
  '体重明显下降',
);

const DORSALIS_PEDIS = codes(
  '触及正常',
  '减弱（双侧）',
  '减弱（左侧）',
  '减弱（右侧）',
  '消失（双侧）',
  '消失（左侧）',
  '消失（右侧）',
);

/** 2型糖尿病患者随访服务记录表. */
export const DIABETES_FOLLOW_UP_FIELDS: readonly FieldSpec[] = followUp.chronicFollowUp({
  symptoms: SYMPTOMS,
  // 心率 beside the paper's signs: the danger sign "心率 > 100" (service-rules §2) needs it.
  examination: followUp.signs([
    followUp.heartRate(),
    field.select('dorsalisPedisPulse', '足背动脉搏动', DORSALIS_PEDIS, { everyEntry: true }),
    field.text('signOther', '其他体征', { maxLength: 200 }),
  ]),
  lifestyle: [
    field.integer('stapleFood', '主食', { min: 0, max: 5000, unit: '克/天' }),
    field.integer('targetStapleFood', '目标主食', { min: 0, max: 5000, unit: '克/天' }),
  ],
  auxiliaryExam: section('辅助检查', [
    field.decimal2('fastingBloodGlucose', '空腹血糖值', {
      required: true,
      list: true,
      everyEntry: true,
      ...GLUCOSE,
    }),
    field.decimal2('hba1c', '糖化血红蛋白', { min: 0, max: 30, unit: '%' }),
    field.date('hba1cDate', '糖化血红蛋白检查日期', { notAfterToday: true }),
    field.textarea('auxiliaryExam', '其他检查', { maxLength: 500 }),
  ]),
  assessment: [
    field.select('hypoglycemia', '低血糖反应', codes('无', '偶尔', '频繁'), { everyEntry: true }),
  ],
  medication: [
    field.text('insulinType', '胰岛素种类', { maxLength: 100 }),
    field.text('insulinUsage', '胰岛素用法和用量', { maxLength: 100 }),
  ],
});
