import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, nameField, personNumField } from './commonFields';
import { codes, field, lookupSource } from './fieldHelpers';
import { ENABLED } from './options';

const OUTBOUND_TEMPLATE_LOOKUP = lookupSource('OutboundTemplates', 'templateName');

/** 外呼模板: what the automated call says, and to whom it is meant. */
export const OUTBOUND_TEMPLATE_FIELDS: readonly FieldSpec[] = [
  field.text('templateName', '模板名称', {
    required: true,
    filter: true,
    list: true,
    maxLength: 50,
  }),
  field.select(
    'templateType',
    '模板类型',
    codes('随访提醒', '体检通知', '签约续约提醒', '预防接种提醒', '健康宣教'),
    { required: true, filter: true, list: true },
  ),
  field.multiselect(
    'targetGroups',
    '适用人群',
    codes('高血压患者', '2型糖尿病患者', '65岁及以上老年人', '0-6岁儿童家长', '签约居民', '孕产妇'),
    { required: true, list: true },
  ),
  field.textarea('content', '话术内容', { required: true, maxLength: 500 }),
  field.select('templateStatus', '状态', ENABLED, { required: true, filter: true, list: true }),
  hospitalField('发布机构'),
  ...auditTrailFields(),
];

/** 外呼记录: one call to a resident, by template, and how it went. */
export const OUTBOUND_RECORD_FIELDS: readonly FieldSpec[] = [
  personNumField(),
  nameField('居民姓名'),
  field.phone('phone', '联系电话', { required: true, list: true }),
  field.lookup('templateId', '外呼模板', OUTBOUND_TEMPLATE_LOOKUP, {
    required: true,
    filter: true,
    list: true,
  }),
  field.datetime('callTime', '外呼时间', { required: true, filter: true, list: true }),
  field.select('callResult', '外呼结果', codes('已接通', '未接听', '拒接', '空号或停机'), {
    required: true,
    filter: true,
    list: true,
  }),
  field.integer('duration', '通话时长', { min: 0, max: 3600, unit: '秒', list: true }),
  field.text('remark', '备注', { maxLength: 200 }),
  hospitalField('外呼机构'),
  ...auditTrailFields(),
];
