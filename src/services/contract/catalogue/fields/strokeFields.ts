import { type FieldSpec } from '../types';
import { coded, codes, field, section } from './fieldHelpers';
import * as followUp from './followUpParts';

/**
 * 脑卒中 card and follow-up. The third edition has no stroke form; these follow the hypertension
 * forms (blood pressure is what primary care controls after a stroke) and add what a
 * rehabilitation follow-up records: sequelae, limb function and the modified Rankin Scale.
 */

/** 改良 Rankin 量表 (mRS), 0–6, as neurologists write it. */
const MODIFIED_RANKIN = coded(
  '0:0级 完全无症状',
  '1:1级 有症状，无明显功能障碍',
  '2:2级 轻度残疾，生活自理',
  '3:3级 中度残疾，需部分帮助，可独立行走',
  '4:4级 中重度残疾，不能独立行走',
  '5:5级 重度残疾，卧床、二便失禁',
  '6:6级 死亡',
);

/** 脑卒中患者管理卡. */
export const STROKE_CARD_FIELDS: readonly FieldSpec[] = followUp.managementCard([
  field.select(
    'strokeType',
    '卒中类型',
    codes('缺血性脑卒中', '脑出血', '蛛网膜下腔出血', '短暂性脑缺血发作（TIA）', '未分类'),
    { required: true, filter: true, list: true },
  ),
  field.date('onsetDate', '发病日期', { required: true }),
  field.select('onsetTimes', '发病次数', codes('首次发病', '复发')),
  field.multiselect(
    'sequelae',
    '后遗症',
    codes('无', '偏瘫', '失语或构音障碍', '吞咽障碍', '认知障碍', '感觉障碍', '视野缺损', '其他'),
  ),
  field.select('mrs', '功能评估（mRS）', MODIFIED_RANKIN, { required: true, list: true }),
  field.multiselect(
    'riskFactors',
    '危险因素',
    codes('高血压', '糖尿病', '血脂异常', '心房颤动', '吸烟', '肥胖', '卒中家族史'),
  ),
]);

/**
 * Symptom codes; 3–6 are the signs of a new stroke or a bleed (danger signs in
 * rules/ruleConfig.ts `dangerSymptoms.stroke`).
 */
const STROKE_SYMPTOMS = codes(
  '无症状',
  '头晕',
  '新发肢体无力或麻木',
  '言语不清或口角歪斜',
  '意识障碍',
  '剧烈头痛',
  '吞咽困难或饮水呛咳',
  '视物模糊',
);

/** 脑卒中随访记录. */
export const STROKE_FOLLOW_UP_FIELDS: readonly FieldSpec[] = followUp.chronicFollowUp({
  symptoms: STROKE_SYMPTOMS,
  examination: [
    ...followUp.signs([followUp.heartRate()]),
    ...section('功能恢复', [
      field.select(
        'limbFunction',
        '肢体功能恢复',
        codes('完全恢复', '部分恢复', '未恢复', '较前加重'),
        {
          required: true,
          list: true,
          everyEntry: true,
        },
      ),
      field.select('mrs', '功能评估（mRS）', MODIFIED_RANKIN, { everyEntry: true }),
      field.select(
        'selfCare',
        '生活自理能力',
        codes('可自理', '轻度依赖', '中度依赖', '不能自理'),
        { everyEntry: true },
      ),
      field.select(
        'rehabilitation',
        '康复治疗',
        codes('未进行', '居家康复', '社区康复', '医院康复'),
      ),
      field.text('rehabilitationContent', '康复训练内容', { maxLength: 200 }),
    ]),
  ],
  lifestyle: followUp.saltIntake(),
});
