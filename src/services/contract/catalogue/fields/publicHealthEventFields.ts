import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField } from './commonFields';
import { codes, field } from './fieldHelpers';
import { YES_NO } from './options';

/** The five kinds of 卫生计生监督协管 work the national service specification names. */
export const SANITARY_CATEGORY = codes(
  '食源性疾病及相关信息报告',
  '饮用水卫生安全巡查',
  '学校卫生服务',
  '非法行医和非法采供血信息报告',
  '计划生育相关信息报告',
);

/** 卫生计生监督协管巡查登记表 and its 信息报告: a visit, what was found, and whether it went up. */
export const SANITARY_PATROL_FIELDS: readonly FieldSpec[] = [
  field.date('patrolDate', '巡查日期', { required: true, filter: true, list: true }),
  field.text('unitName', '巡查单位', { required: true, filter: true, list: true, maxLength: 100 }),
  field.select('category', '巡查类别', SANITARY_CATEGORY, {
    required: true,
    filter: true,
    list: true,
  }),
  field.text('patrolContent', '巡查地点与内容', { required: true, maxLength: 200 }),
  field.textarea('problemFound', '发现的主要问题', { maxLength: 500, list: true }),
  field.textarea('handling', '处理情况', { maxLength: 500 }),
  field.select('reported', '是否报告', YES_NO, { required: true, filter: true, list: true }),
  field.datetime('reportTime', '报告时间'),
  field.personName('inspector', '巡查人', { required: true, list: true, maxLength: 50 }),
  hospitalField('协管机构'),
  ...auditTrailFields(),
];

/** 突发公共卫生事件相关信息报告: the event, who reported it when, and how it is handled. */
export const PUBLIC_EMERGENCY_FIELDS: readonly FieldSpec[] = [
  field.text('eventName', '事件名称', { required: true, filter: true, list: true, maxLength: 100 }),
  field.select(
    'eventCategory',
    '事件类别',
    codes(
      '传染病疫情',
      '食物中毒',
      '职业中毒',
      '环境因素事件',
      '群体性不明原因疾病',
      '预防接种和预防服药事件',
      '其他',
    ),
    { required: true, filter: true, list: true },
  ),
  field.select('eventLevel', '事件级别', codes('特别重大', '重大', '较大', '一般', '未分级'), {
    list: true,
  }),
  field.datetime('occurTime', '发生时间', { required: true, filter: true, list: true }),
  field.text('place', '发生地点', { required: true, list: true, maxLength: 200 }),
  field.datetime('reportTime', '报告时间', { required: true, list: true }),
  field.personName('reporter', '报告人', { required: true, list: true, maxLength: 50 }),
  field.phone('reporterPhone', '报告人电话'),
  field.integer('involvedCount', '涉及人数', { required: true, list: true, min: 0, max: 100000 }),
  field.integer('sickCount', '发病人数', { min: 0, max: 100000 }),
  field.integer('deathCount', '死亡人数', { min: 0, max: 100000 }),
  field.textarea('description', '事件经过', { required: true, maxLength: 1000 }),
  field.textarea('handling', '处理情况', { maxLength: 1000 }),
  field.select('eventStatus', '处置状态', codes('处置中', '已结案'), {
    required: true,
    filter: true,
    list: true,
  }),
  hospitalField('报告单位'),
  ...auditTrailFields(),
];
