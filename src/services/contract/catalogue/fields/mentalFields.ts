import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields, visitSignOff } from './commonFields';
import { coded, codes, field, section } from './fieldHelpers';
import { managementStatus } from './followUpParts';
import { NONE_HAS } from './options';

/**
 * 严重精神障碍患者个人信息补充表 (national-forms §6) and 随访服务记录表 (§7), codes as the third
 * edition prints them. Required marks follow [A]'s 必填 flags and [N] (填表日期, 医生签字).
 */

/** 既往主要症状 / 目前症状: the same list on both forms. */
export const PSYCHIATRIC_SYMPTOMS = codes(
  '幻觉',
  '交流困难',
  '猜疑',
  '喜怒无常',
  '行为怪异',
  '兴奋话多',
  '伤人毁物',
  '悲观厌世',
  '无故外走',
  '自语自笑',
  '孤僻懒散',
  '其他',
);
/** 危险行为: 1–6 each with a count since the last form, 7 无 excludes the others. */
export const DANGEROUS_BEHAVIOURS = codes(
  '轻度滋事',
  '肇事',
  '肇祸',
  '其他危害行为',
  '自伤',
  '自杀未遂',
  '无',
);
const LOCK_STATUS = codes('无关锁', '关锁', '关锁已解除');
const GOOD_FAIR_POORER = codes('良好', '一般', '较差');
/** 社会功能情况 as a score sheet's rows: 良好, 一般, 较差 and 此项不适用 in four columns. */
const SOCIAL_FUNCTION = { scale: { columns: 4 } } as const;
/** 危险性评估 0–5级 (§7, level definitions from [B]). */
export const RISK_LEVELS = coded('0:0级', '1:1级', '2:2级', '3:3级', '4:4级', '5:5级');
/** 本次随访分类 (§7.1); [B]'s 0未访到 is a lost visit, recorded through 失访原因 instead. */
export const MENTAL_VISIT_CLASSES = codes('不稳定', '基本稳定', '稳定');

/** The count field of each 危险行为 code (1–6), as the paper writes "轻度滋事__次". */
export const DANGEROUS_BEHAVIOUR_COUNTS: readonly (readonly [string, string])[] = [
  ['1', 'mildTroubleCount'],
  ['2', 'troubleCount'],
  ['3', 'accidentCount'],
  ['4', 'otherHarmCount'],
  ['5', 'selfInjuryCount'],
  ['6', 'suicideAttemptCount'],
];

/** 危险行为 and the count of each, as the card and every visit record them (§6, §7). */
export const dangerousBehaviour = (): FieldSpec[] => [
  field.multiselect('dangerousBehaviors', '危险行为', DANGEROUS_BEHAVIOURS),
  ...DANGEROUS_BEHAVIOUR_COUNTS.map(([code, name]) =>
    field.integer(name, `${DANGEROUS_BEHAVIOURS[Number(code) - 1]!.label}次数`, {
      min: 0,
      max: 99,
      unit: '次',
    }),
  ),
];

/** 严重精神障碍患者个人信息补充表 (§6). */
export const MENTAL_CARD_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', residentFields()),
  ...section('监护人', [
    field.personName('guardianName', '监护人姓名', { required: true, list: true, maxLength: 50 }),
    field.text('guardianRelation', '与患者关系', { required: true, maxLength: 20 }),
    field.text('guardianAddress', '监护人住址', { required: true, maxLength: 200 }),
    field.phone('guardianPhone', '监护人电话', { required: true }),
    field.personName('villageContact', '村(居)委会联系人', { required: true, maxLength: 50 }),
    field.phone('villageContactPhone', '联系电话', { required: true }),
  ]),
  ...section('基本情况', [
    field.select('householdType', '户别', codes('城镇', '农村'), { required: true }),
    field.select(
      'employment',
      '就业情况',
      codes(
        '在岗工人',
        '在岗管理者',
        '农民',
        '下岗或无业',
        '在校学生',
        '退休',
        '专业技术人员',
        '其他',
        '不详',
      ),
      { required: true },
    ),
    field.select('informedConsent', '知情同意', coded('1:同意参加管理', '0:不同意参加管理'), {
      required: true,
      filter: true,
      list: true,
    }),
    field.personName('consentSignature', '知情同意签字', { maxLength: 50 }),
    field.date('consentDate', '签字时间'),
    field.select(
      'economicStatus',
      '经济状况',
      codes('贫困，在当地贫困线标准以下', '非贫困', '不详'),
    ),
  ]),
  ...section('既往情况', [
    field.date('firstOnsetDate', '初次发病时间'),
    field.multiselect('pastSymptoms', '既往主要症状', PSYCHIATRIC_SYMPTOMS),
    field.text('pastSymptomOther', '其他症状', { maxLength: 200 }),
    field.select('lockHistory', '既往关锁情况', LOCK_STATUS, { required: true }),
    field.select(
      'outpatientTreatment',
      '既往门诊治疗',
      codes('未治', '间断门诊治疗', '连续门诊治疗'),
      {
        required: true,
      },
    ),
    field.date('firstAntipsychoticDate', '首次抗精神病药时间', { required: true }),
    field.integer('hospitalizations', '既往精神科住院次数', {
      required: true,
      min: 0,
      max: 99,
      unit: '次',
    }),
  ]),
  ...section('目前诊断情况', [
    field.text('diagnosis', '诊断', { required: true, list: true, maxLength: 100 }),
    field.text('diagnosisHospital', '确诊医院', { required: true, maxLength: 100 }),
    field.date('diagnosisDate', '确诊日期', { required: true, list: true }),
    field.select(
      'lastTreatmentEffect',
      '最近一次治疗效果',
      codes('临床痊愈', '好转', '无变化', '加重'),
    ),
    ...dangerousBehaviour(),
  ]),
  ...section('填表', [
    field.textarea('specialistOpinion', '专科医生的意见', { maxLength: 500 }),
    field.date('fillDate', '填表日期', { required: true, filter: true, list: true }),
    field.personName('doctorSignature', '医生签字', { required: true, list: true, maxLength: 50 }),
    hospitalField(),
    ...managementStatus(),
  ]),
  ...auditTrailFields(),
];

/** 严重精神障碍患者随访服务记录表 (§7). */
export const MENTAL_VISIT_FIELDS: readonly FieldSpec[] = [
  ...section('随访信息', [
    ...residentFields(),
    field.date('visitDate', '随访日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.select('visitMethod', '本次随访形式', codes('门诊', '家庭访视', '电话'), {
      required: true,
      list: true,
    }),
    field.select(
      'lostReason',
      '若失访，原因',
      codes('外出打工', '迁居他处', '走失', '连续3次未到访', '其他'),
    ),
    field.text('lostReasonOther', '失访其他原因', { maxLength: 100 }),
    field.date('deathDate', '死亡日期', { notAfterToday: true }),
    field.select(
      'deathCause',
      '死亡原因',
      codes('躯体疾病', '自杀', '他杀', '意外', '精神疾病相关并发症', '其他'),
    ),
    field.select(
      'physicalDiseaseCause',
      '躯体疾病',
      codes(
        '传染病和寄生虫病',
        '肿瘤',
        '心脏病',
        '脑血管病',
        '呼吸系统疾病',
        '消化系统疾病',
        '其他疾病',
        '不详',
      ),
    ),
  ]),
  ...section('病情评估', [
    field.select('riskLevel', '危险性评估', RISK_LEVELS, {
      required: true,
      filter: true,
      list: true,
    }),
    field.multiselect('currentSymptoms', '目前症状', PSYCHIATRIC_SYMPTOMS),
    field.text('currentSymptomOther', '其他症状', { maxLength: 200 }),
    field.select('insight', '自知力', codes('自知力完全', '自知力不全', '自知力缺失'), {
      required: true,
    }),
    field.select('sleep', '睡眠情况', GOOD_FAIR_POORER),
    field.select('diet', '饮食情况', GOOD_FAIR_POORER),
  ]),
  // A score sheet: five items, each one row of 1良好 2一般 3较差 (and 9此项不适用 for work).
  ...section('社会功能情况', [
    field.select('selfCare', '个人生活料理', GOOD_FAIR_POORER, SOCIAL_FUNCTION),
    field.select('housework', '家务劳动', GOOD_FAIR_POORER, SOCIAL_FUNCTION),
    field.select(
      'productiveWork',
      '生产劳动及工作',
      [...GOOD_FAIR_POORER, { value: '9', label: '此项不适用' }],
      SOCIAL_FUNCTION,
    ),
    field.select('learningAbility', '学习能力', GOOD_FAIR_POORER, SOCIAL_FUNCTION),
    field.select('socialInteraction', '社会人际交往', GOOD_FAIR_POORER, SOCIAL_FUNCTION),
  ]),
  ...section('两次随访期间', [
    ...dangerousBehaviour(),
    field.select('lockStatus', '两次随访期间关锁情况', LOCK_STATUS),
    field.select(
      'hospitalization',
      '两次随访期间住院情况',
      coded('0:未住院', '1:目前正在住院', '2:曾住院，现未住院'),
    ),
    field.date('lastDischargeDate', '末次出院时间'),
    field.select('labExam', '实验室检查', NONE_HAS),
    field.text('labExamDesc', '实验室检查结果', { maxLength: 200 }),
  ]),
  ...section('治疗', [
    field.select(
      'medicationCompliance',
      '用药依从性',
      codes('按医嘱规律用药', '间断用药', '不用药', '医嘱勿需用药'),
      { required: true },
    ),
    field.select('adverseReaction', '药物不良反应', coded('1:无', '2:有', '9:此项不适用'), {
      buttons: true,
    }),
    field.text('adverseReactionDesc', '不良反应描述', { maxLength: 200 }),
    // 7.1: a severe drug reaction or physical illness makes the visit 不稳定.
    field.select('severeCondition', '严重药物反应或躯体病', NONE_HAS),
    field.select(
      'treatmentEffect',
      '治疗效果',
      coded('1:痊愈', '2:好转', '3:无变化', '4:加重', '9:此项不适用'),
    ),
    field.select('referral', '是否转诊', codes('否', '是')),
    field.text('referralReason', '转诊原因', { maxLength: 200 }),
    field.text('referralHospital', '转诊至机构及科室', { maxLength: 100 }),
    // Asked on save when the rules call for referral and none is made (followUp/referralConfirmation).
    field.textarea('noReferralReason', '未转诊原因', { maxLength: 200 }),
    field.medications('medications', '用药情况'),
    field.medications('medicationGuidance', '用药指导'),
    field.multiselect(
      'rehabilitation',
      '康复措施',
      codes('生活劳动能力', '职业训练', '学习能力', '社会交往', '其他'),
    ),
    field.text('rehabilitationOther', '其他康复措施', { maxLength: 100 }),
  ]),
  ...section('分类与下次随访', [
    field.select('visitClassification', '本次随访分类', MENTAL_VISIT_CLASSES, {
      required: true,
      filter: true,
      list: true,
    }),
    // Required when the chosen class contradicts the assessment (rules/mentalVisit.ts).
    field.text('classificationReason', '分类说明', { maxLength: 200 }),
    ...visitSignOff('随访机构'),
    field.textarea('remark', '备注', { maxLength: 500 }),
  ]),
  ...auditTrailFields(),
];
