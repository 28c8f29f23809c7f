import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { bloodPressurePair, codes, field, section } from './fieldHelpers';
import { BODY_MEASURES } from './followUpParts';

const SYMPTOMS = codes(
  '无症状',
  '头痛',
  '头晕',
  '心悸',
  '胸闷',
  '胸痛',
  '慢性咳嗽',
  '咳痰',
  '呼吸困难',
  '多饮',
  '多尿',
  '体重下降',
  '乏力',
  '关节肿痛',
  '视力模糊',
  '手脚麻木',
  '尿急',
  '尿痛',
  '便秘',
  '腹泻',
  '恶心呕吐',
  '眼花',
  '耳鸣',
  '乳房胀痛',
  '其他',
);

const NORMAL_ABNORMAL = codes('正常', '异常');
const LAB = { min: 0, max: 100, unit: 'mmol/L' } as const;

/** 健康体检表 (规范 第三版): the header, general state, lifestyle, tests and the evaluation. */
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
  ...section('症状', [field.multiselect('symptoms', '症状', SYMPTOMS)]),
  ...section('一般状况', [
    field.decimal2('temperature', '体温', { min: 30, max: 45, unit: '℃' }),
    field.integer('pulseRate', '脉率', { min: 0, max: 300, unit: '次/分钟' }),
    field.integer('respiratoryRate', '呼吸频率', { min: 0, max: 100, unit: '次/分钟' }),
    ...bloodPressurePair(['leftSbp', '左侧收缩压'], ['leftDbp', '左侧舒张压']),
    ...bloodPressurePair(['rightSbp', '右侧收缩压'], ['rightDbp', '右侧舒张压']),
    field.decimal2('height', '身高', BODY_MEASURES.height),
    field.decimal2('weight', '体重', BODY_MEASURES.weight),
    field.decimal2('waistline', '腰围', { min: 0, max: 300, unit: 'cm' }),
    field.decimal2('bmi', '体质指数', BODY_MEASURES.bmi),
    field.select(
      'elderlyHealthSelfAssessment',
      '老年人健康状态自我评估',
      codes('满意', '基本满意', '说不清楚', '不太满意', '不满意'),
    ),
    field.select(
      'elderlySelfCareAssessment',
      '老年人生活自理能力自我评估',
      codes('可自理（0～3分）', '轻度依赖（4～8分）', '中度依赖（9～18分）', '不能自理（≥19分）'),
    ),
  ]),
  ...section('生活方式', [
    field.select('exerciseFrequency', '锻炼频率', codes('每天', '每周一次以上', '偶尔', '不锻炼')),
    field.multiselect(
      'dietHabits',
      '饮食习惯',
      codes('荤素均衡', '荤食为主', '素食为主', '嗜盐', '嗜油', '嗜糖'),
    ),
    field.select('smokingStatus', '吸烟状况', codes('从不吸烟', '已戒烟', '吸烟')),
    field.select('drinkingFrequency', '饮酒频率', codes('从不', '偶尔', '经常', '每天')),
  ]),
  ...section('辅助检查', [
    field.decimal2('fastingBloodGlucose', '空腹血糖', { ...LAB, max: 50 }),
    field.decimal2('totalCholesterol', '总胆固醇', LAB),
    field.decimal2('triglyceride', '甘油三酯', LAB),
    field.decimal2('ldlCholesterol', '低密度脂蛋白胆固醇', LAB),
    field.decimal2('hdlCholesterol', '高密度脂蛋白胆固醇', LAB),
    field.decimal2('serumCreatinine', '血清肌酐', { min: 0, max: 3000, unit: 'μmol/L' }),
    field.integer('hemoglobin', '血红蛋白', { min: 0, max: 300, unit: 'g/L' }),
    field.select('ecg', '心电图', NORMAL_ABNORMAL),
    field.select('abdominalUltrasound', '腹部B超', NORMAL_ABNORMAL),
  ]),
  ...section('健康评价', [
    field.select('healthEvaluation', '健康评价', codes('体检无异常', '有异常'), {
      required: true,
      filter: true,
      list: true,
    }),
    field.textarea('abnormalities', '异常情况', { maxLength: 500 }),
    field.multiselect(
      'healthGuidance',
      '健康指导',
      codes('纳入慢性病患者健康管理', '建议复查', '建议转诊'),
    ),
    field.multiselect(
      'riskFactorControl',
      '危险因素控制',
      codes('戒烟', '健康饮酒', '饮食', '锻炼', '减体重', '建议接种疫苗', '其他'),
    ),
    field.text('riskFactorOther', '其他危险因素控制', { maxLength: 200 }),
  ]),
  hospitalField('体检机构'),
  ...auditTrailFields(),
];
