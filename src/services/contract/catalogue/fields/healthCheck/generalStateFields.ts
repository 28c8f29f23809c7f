import { measureBounds } from '../../../../../domain/measures';
import { type FieldSpec } from '../../types';
import { bloodPressurePair, field, section } from '../fieldHelpers';
import { BODY_MEASURES } from '../followUpParts';
import {
  BMI_ASSESSMENT,
  DIET,
  DRINK_TYPES,
  DRINKING_FREQUENCY,
  DRINKING_QUIT,
  EXERCISE_FREQUENCY,
  NONE_HAS,
  SCREEN,
  SELF_ASSESSMENT,
  SELF_CARE,
  SMOKING_STATUS,
  SYMPTOMS,
  YES_NO,
} from './healthCheckOptions';

/** 健康体检表 §3.1 症状 (national-forms.md): ten boxes, 1无症状 excludes the others. */
export const SYMPTOM_FIELDS: readonly FieldSpec[] = section('症状', [
  field.multiselect('symptoms', '症状', SYMPTOMS),
  field.text('symptomOther', '其他症状', { maxLength: 200 }),
]);

const AGE = { min: 1, max: 120, unit: '岁' } as const;

/** §3.2 一般状况: vital signs, body measures, and the four items of the 65+. */
export const GENERAL_STATE_FIELDS: readonly FieldSpec[] = section('一般状况', [
  field.decimal2('temperature', '体温', { min: 35, max: 42, unit: '℃' }),
  field.integer('pulseRate', '脉率', { min: 30, max: 200, unit: '次/分钟' }),
  field.integer('respiratoryRate', '呼吸频率', { min: 8, max: 60, unit: '次/分钟' }),
  ...bloodPressurePair(['leftSbp', '左侧收缩压'], ['leftDbp', '左侧舒张压']),
  ...bloodPressurePair(['rightSbp', '右侧收缩压'], ['rightDbp', '右侧舒张压']),
  field.decimal2('height', '身高', BODY_MEASURES.height),
  field.decimal2('weight', '体重', BODY_MEASURES.weight),
  field.decimal2('waistline', '腰围', { min: 40, max: 200, unit: 'cm' }),
  field.decimal2('bmi', '体质指数', BODY_MEASURES.bmi),
  field.select('bmiAssessment', '体质指数评价', BMI_ASSESSMENT),
  field.select('elderlyHealthSelfAssessment', '老年人健康状态自我评估', SELF_ASSESSMENT),
  field.select('elderlySelfCareAssessment', '老年人生活自理能力自我评估', SELF_CARE),
  field.select('elderlyCognition', '老年人认知功能', SCREEN),
  field.integer('mmseScore', '简易智力状态检查总分', { min: 0, max: 30, unit: '分' }),
  field.select('elderlyEmotion', '老年人情感状态', SCREEN),
  field.integer('gdsScore', '老年人抑郁评分检查总分', { min: 0, max: 30, unit: '分' }),
]);

/** One 职业病危害因素 of §3.3: the agent's name (or 不详) and its 防护措施 (1无 2有__). */
const hazard = (name: string, label: string): FieldSpec[] => [
  field.text(name, label, { maxLength: 100 }),
  field.select(`${name}Protection`, `${label}防护措施`, NONE_HAS),
  field.text(`${name}Measure`, `${label}防护措施内容`, { maxLength: 100 }),
];

/** §3.3 生活方式: exercise, diet, smoking, drinking and occupational exposure. */
export const LIFESTYLE_FIELDS: readonly FieldSpec[] = section('生活方式', [
  field.select('exerciseFrequency', '锻炼频率', EXERCISE_FREQUENCY),
  field.integer('exerciseMinutes', '每次锻炼时间', { min: 1, max: 360, unit: '分钟' }),
  field.decimal2('exerciseYears', '坚持锻炼时间', { min: 0, max: 100, unit: '年' }),
  field.text('exerciseMethod', '锻炼方式', { maxLength: 100 }),
  field.multiselect('dietHabits', '饮食习惯', DIET),
  field.select('smokingStatus', '吸烟状况', SMOKING_STATUS),
  field.integer('smokingPerDay', '日吸烟量', { min: 0, max: 200, unit: '支' }),
  field.integer('smokingStartAge', '开始吸烟年龄', AGE),
  field.integer('smokingQuitAge', '戒烟年龄', AGE),
  field.select('drinkingFrequency', '饮酒频率', DRINKING_FREQUENCY),
  field.decimal2('drinkingPerDay', '日饮酒量', { min: 0, max: 50, unit: '两' }),
  field.select('drinkingQuit', '是否戒酒', DRINKING_QUIT),
  field.integer('drinkingQuitAge', '戒酒年龄', AGE),
  field.integer('drinkingStartAge', '开始饮酒年龄', AGE),
  field.select('drunkLastYear', '近一年内是否曾醉酒', YES_NO),
  field.multiselect('drinkTypes', '饮酒种类', DRINK_TYPES),
  field.text('drinkTypeOther', '其他饮酒种类', { maxLength: 50 }),
  field.select('occupationalExposure', '职业病危害因素接触史', NONE_HAS),
  field.text('occupationType', '工种', { maxLength: 50 }),
  field.integer('occupationYears', '从业时间', { min: 0, max: 80, unit: '年' }),
  ...hazard('hazardDust', '粉尘'),
  ...hazard('hazardRadiation', '放射物质'),
  ...hazard('hazardPhysical', '物理因素'),
  ...hazard('hazardChemical', '化学物质'),
  ...hazard('hazardOther', '其他毒物'),
]);

/** The 心率 bounds of an adult, shared with the follow-ups. */
export const HEART_RATE = measureBounds('heartRate');
