import { type FieldSpec } from '../types';
import {
  auditTrailFields,
  hospitalField,
  nameField,
  personNumField,
  visitSignOff,
} from './commonFields';
import { bloodPressurePair, codes, coded, field, section } from './fieldHelpers';
import { NORMAL_ABNORMAL } from './maternalChildOptions';
import { referralAdvice } from './maternalChildParts';

/**
 * 第2～5次产前随访服务记录表, 产后访视记录表 and 产后42天健康检查记录表 (national-forms-2.md §4,
 * §5.1, §5.2), with every row and code of the paper forms. Rules: src/domain/maternal.
 */

/** 未转诊原因: a finding calls for referral and the doctor does not refer (confirmed with a reason). */
const noReferralReason = (): FieldSpec =>
  field.text('noReferralReason', '未转诊原因', { maxLength: 200 });

/** 乳房, 恶露, 子宫, 伤口: each 1未见异常 2异常 with the abnormality described. */
const postpartumParts = (): FieldSpec[] =>
  (
    [
      ['breast', '乳房'],
      ['lochia', '恶露'],
      ['uterus', '子宫'],
      ['wound', '伤口'],
    ] as const
  ).flatMap(([name, label]) => [
    field.select(name, label, NORMAL_ABNORMAL),
    field.text(`${name}Desc`, `${label}异常情况`, { maxLength: 100 }),
  ]);

const visitHeader = (): FieldSpec[] => [personNumField(), nameField('孕产妇姓名')];

/** 第2～5次产前随访服务记录表 (§4): one record per column of the paper. */
export const PRENATAL_FOLLOW_UP_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', [
    ...visitHeader(),
    field.select('visitTimes', '随访次数', coded('2:第2次', '3:第3次', '4:第4次', '5:第5次'), {
      required: true,
      filter: true,
      list: true,
    }),
    field.date('visitDate', '随访日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.bool('urgedOnly', '仅督促就诊'),
    field.date('lastMenstrualPeriod', '末次月经'),
    field.integer('gestationalWeeks', '孕周', { list: true, min: 13, max: 42, unit: '周' }),
    field.integer('gestationalDays', '孕周(天)', { min: 0, max: 6, unit: '天' }),
    field.text('chiefComplaint', '主诉', { maxLength: 200 }),
  ]),
  ...section('检查', [
    field.decimal2('weight', '体重', { min: 30, max: 150, unit: 'kg' }),
    field.decimal2('fundalHeight', '宫底高度', { min: 10, max: 45, unit: 'cm' }),
    field.decimal2('abdominalCircumference', '腹围', { min: 60, max: 150, unit: 'cm' }),
    field.text('fetalPosition', '胎位', { maxLength: 20 }),
    field.integer('fetalHeartRate', '胎心率', { min: 60, max: 220, unit: '次/分钟' }),
    ...bloodPressurePair(['sbp', '收缩压'], ['dbp', '舒张压']),
    field.integer('hemoglobin', '血红蛋白', { min: 40, max: 200, unit: 'g/L' }),
    field.text('urineProtein', '尿蛋白', { maxLength: 20 }),
    field.text('auxiliaryOther', '其他辅助检查', { maxLength: 200 }),
  ]),
  ...section('分类与指导', [
    field.select('classification', '分类', NORMAL_ABNORMAL, { list: true }),
    field.text('classificationDesc', '异常情况', { maxLength: 200 }),
    field.multiselect('guidanceVisit2', '指导', codes('生活方式', '营养', '心理', '运动', '其他')),
    field.multiselect(
      'guidanceVisit3',
      '指导',
      codes('生活方式', '营养', '心理', '运动', '自我监护', '母乳喂养', '其他'),
    ),
    field.multiselect(
      'guidanceVisit45',
      '指导',
      codes('生活方式', '营养', '心理', '运动', '自我监测', '分娩准备', '母乳喂养', '其他'),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
    ...referralAdvice('转诊'),
    noReferralReason(),
    ...visitSignOff('随访机构'),
  ]),
  ...auditTrailFields(),
];

/** 产后访视记录表 (§5.1). */
export const POSTPARTUM_VISIT_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', [
    ...visitHeader(),
    field.date('visitDate', '随访日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.date('deliveryDate', '分娩日期', { required: true, list: true, notAfterToday: true }),
    field.date('dischargeDate', '出院日期', { required: true, notAfterToday: true }),
  ]),
  ...section('检查', [
    field.decimal2('temperature', '体温', { min: 35, max: 42, unit: '℃' }),
    field.text('generalHealth', '一般健康情况', { maxLength: 200 }),
    field.text('mentalState', '一般心理状况', { maxLength: 200 }),
    ...bloodPressurePair(['sbp', '收缩压'], ['dbp', '舒张压']),
    ...postpartumParts(),
    field.text('otherFindings', '其他', { maxLength: 200 }),
  ]),
  ...section('分类与指导', [
    field.select('classification', '分类', NORMAL_ABNORMAL, { required: true, list: true }),
    field.text('classificationDesc', '异常情况', { maxLength: 200 }),
    field.multiselect(
      'guidance',
      '指导',
      codes('个人卫生', '心理', '营养', '母乳喂养', '新生儿护理与喂养', '其他'),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
    ...referralAdvice('转诊'),
    noReferralReason(),
    ...visitSignOff('随访机构'),
  ]),
  ...auditTrailFields(),
];

/** 产后42天健康检查记录表 (§5.2): no 体温 and no 下次随访日期 row; 处理 closes or refers. */
export const POSTPARTUM_42_CHECK_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', [
    ...visitHeader(),
    field.date('visitDate', '随访日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.date('deliveryDate', '分娩日期', { list: true, notAfterToday: true }),
    field.date('dischargeDate', '出院日期', { notAfterToday: true }),
  ]),
  ...section('检查', [
    field.text('generalHealth', '一般健康情况', { maxLength: 200 }),
    field.text('mentalState', '一般心理状况', { maxLength: 200 }),
    ...bloodPressurePair(['sbp', '收缩压'], ['dbp', '舒张压']),
    ...postpartumParts(),
    field.text('otherFindings', '其他', { maxLength: 200 }),
  ]),
  ...section('分类、指导与处理', [
    field.select('classification', '分类', codes('已恢复', '未恢复'), {
      required: true,
      list: true,
    }),
    field.text('classificationDesc', '未恢复原因', { maxLength: 200 }),
    field.multiselect(
      'guidance',
      '指导',
      codes('心理保健', '性保健与避孕', '婴儿喂养', '产妇营养', '其他'),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
    field.select('handling', '处理', codes('结案', '转诊'), { required: true, list: true }),
    field.text('referralReason', '转诊原因', { maxLength: 200 }),
    field.text('referralHospital', '转诊机构及科室', { maxLength: 100 }),
    noReferralReason(),
    field.personName('doctorSignature', '随访医生签名', {
      required: true,
      list: true,
      maxLength: 50,
    }),
    hospitalField('检查机构'),
  ]),
  ...auditTrailFields(),
];
