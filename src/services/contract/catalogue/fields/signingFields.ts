import {
  CHECK_RESULT_CODES,
  CHECK_RESULTS,
  CONTRACT_STATE_LABELS,
  CONTRACT_STATES,
  CROWD_CODES,
  CROWD_LABELS,
  FULFILMENT_RULE_CODES,
  FULFILMENT_RULES,
} from '../../../../domain/contract';
import { CHARGING, SIGNING, VERIFICATION } from '../lifecycles';
import { type FieldOption, type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { codes, coded, field, section } from './fieldHelpers';
import { ENABLED, SEX } from './options';

/**
 * 家庭医生签约 (spec 7.3 sign*): service items, the packages made of them, teams and their
 * doctors, the agreements and their 履约核查. The codes of 人群分类, 履约依据 and 协议状态 are the
 * kernel's (src/domain/contract), so the form, the server and the seed read one table.
 */

/** 人群分类 (the kernel's CROWD_LABELS). */
export const CROWD_OPTIONS: readonly FieldOption[] = CROWD_CODES.map((value) => ({
  value,
  label: CROWD_LABELS[value],
}));

/** 履约依据: the kernel's fulfilment rules, by code. */
export const FULFILMENT_RULE_OPTIONS: readonly FieldOption[] = FULFILMENT_RULE_CODES.map(
  (value) => ({ value, label: FULFILMENT_RULES[value].label }),
);

/** 协议状态: computed from the dates on every reply, never stored (kernel contractStateOf). */
export const CONTRACT_STATE_OPTIONS: readonly FieldOption[] = CONTRACT_STATES.map((value) => ({
  value,
  label: CONTRACT_STATE_LABELS[value],
}));

/** 人群要求 of a package: any of its crowds, or all of them (a combined package). */
export const TARGET_MATCH = coded('1:符合其中一类', '2:同时符合全部');

/** 签约服务项目: one countable service and the records that deliver it. */
export const SIGN_SERVICE_ITEM_FIELDS: readonly FieldSpec[] = [
  field.text('itemName', '服务项目名称', {
    required: true,
    filter: true,
    list: true,
    maxLength: 50,
  }),
  field.select('rule', '履约依据', FULFILMENT_RULE_OPTIONS, {
    required: true,
    filter: true,
    list: true,
  }),
  field.integer('times', '每年次数', { required: true, list: true, min: 1, max: 52, unit: '次' }),
  field.select(
    'category',
    '项目类别',
    codes('基本公共卫生服务', '基本医疗服务', '健康管理服务', '个性化服务'),
    { list: true, filter: true },
  ),
  field.textarea('content', '服务内容', { maxLength: 500 }),
  field.select('state', '状态', ENABLED, { list: true, filter: true }),
  ...auditTrailFields(),
];

/** 签约服务包: its items, whom it is for, and what it costs. */
export const SIGN_SERVICE_PACKAGE_FIELDS: readonly FieldSpec[] = [
  ...section('服务包', [
    field.text('packageName', '服务包名称', {
      required: true,
      filter: true,
      list: true,
      maxLength: 50,
    }),
    field.select('packageType', '服务包类型', codes('基础包', '个性化包'), {
      required: true,
      filter: true,
      list: true,
    }),
    field.select('state', '状态', ENABLED, { list: true, filter: true }),
    field.textarea('serviceContent', '服务说明', { maxLength: 500 }),
  ]),
  ...section('适用人群', [
    field.multiselect('targetCrowds', '目标人群', CROWD_OPTIONS, { list: true }),
    field.select('targetMatch', '人群要求', TARGET_MATCH),
    field.integer('minAge', '最小年龄', { min: 0, max: 120, unit: '岁' }),
    field.integer('maxAge', '最大年龄', { min: 0, max: 120, unit: '岁' }),
    field.select('targetSex', '适用性别', SEX),
  ]),
  ...section('服务项目与费用', [
    field.serviceItems('items', '服务项目', FULFILMENT_RULE_OPTIONS, { required: true }),
    field.decimal2('baseFee', '基础服务费', { required: true, min: 0, max: 100000, unit: '元' }),
    field.decimal2('selfPayFee', '个人自付', { required: true, min: 0, max: 100000, unit: '元' }),
    field.decimal2('fee', '签约费用合计', { readonly: true, list: true, unit: '元' }),
  ]),
  hospitalField('发布机构'),
  ...auditTrailFields(),
];

/** 家庭医生团队. */
export const SIGN_TEAM_FIELDS: readonly FieldSpec[] = [
  field.text('teamName', '团队名称', { required: true, filter: true, list: true, maxLength: 50 }),
  field.personName('leaderName', '团队长', { required: true, list: true, maxLength: 50 }),
  field.text('members', '团队成员', { maxLength: 200 }),
  field.integer('memberCount', '成员人数', { min: 1, max: 50, list: true, unit: '人' }),
  field.phone('phone', '团队联系电话', { list: true }),
  hospitalField('所属机构'),
  ...auditTrailFields(),
];

/** 团队医生: who signs for a team, and where they work. */
export const SIGN_TEAM_DOCTOR_FIELDS: readonly FieldSpec[] = [
  field.lookup(
    'teamId',
    '所属团队',
    { family: 'signTeams', valueField: 'ID', labelField: 'teamName' },
    { required: true, filter: true, list: true },
  ),
  field.personName('doctorName', '医生姓名', { required: true, filter: true, list: true }),
  field.select(
    'role',
    '团队角色',
    codes('团队长', '全科医生', '乡村医生', '护士', '公共卫生医师', '专科医生'),
    { required: true, list: true },
  ),
  field.phone('phone', '联系电话', { list: true }),
  hospitalField('执业机构'),
  ...auditTrailFields(),
];

/** 家庭医生签约服务登记: the agreement, its team and package, its items and its fee. */
export const SIGN_REGISTE_FIELDS: readonly FieldSpec[] = [
  ...section('签约居民', [
    ...residentFields(),
    field.phone('phone', '联系电话'),
    field.text('address', '现住址', { maxLength: 200 }),
    field.multiselect('crowdTypes', '人群分类', CROWD_OPTIONS, { filter: true }),
  ]),
  ...section('签约信息', [
    field.select('signType', '签约类型', codes('首次签约', '续约'), { filter: true, list: true }),
    field.text('previousId', '原签约编号', { maxLength: 32 }),
    field.date('signDate', '签约日期', { required: true, filter: true, list: true }),
    field.date('startDate', '生效日期', { required: true, list: true }),
    field.date('endDate', '到期日期', { required: true, filter: true, list: true }),
    field.lookup(
      'teamId',
      '签约团队',
      { family: 'signTeams', valueField: 'ID', labelField: 'teamName' },
      { required: true, filter: true, list: true },
    ),
    field.personName('doctorName', '签约医生', { required: true, list: true, maxLength: 50 }),
    field.lookup(
      'packageId',
      '签约服务包',
      { family: 'signServicePackages', valueField: 'ID', labelField: 'packageName' },
      { required: true, list: true },
    ),
    field.serviceItems('items', '服务项目', FULFILMENT_RULE_OPTIONS, { readonly: true }),
    field.bool('populationConfirmed', '已确认人群不符'),
    field.text('populationNote', '人群核对说明', { readonly: true, maxLength: 500 }),
  ]),
  ...section('费用', [
    field.decimal2('signFee', '签约费用', { readonly: true, unit: '元' }),
    field.decimal2('selfPayFee', '个人自付', { readonly: true, unit: '元' }),
    field.select('chargeStatus', CHARGING.label, CHARGING.states, { readonly: true, list: true }),
    field.select('payMethod', '支付方式', codes('现金', '微信', '支付宝', '医保个人账户', '其他')),
    field.date('chargeDate', '收费日期', { readonly: true }),
    field.decimal2('chargeAmount', '收费金额', { readonly: true, unit: '元' }),
    field.text('receiptNo', '收费凭证号', { readonly: true }),
  ]),
  ...section('状态', [
    field.select('contractState', '协议状态', CONTRACT_STATE_OPTIONS, {
      readonly: true,
      list: true,
    }),
    field.select('signStatus', SIGNING.label, SIGNING.states, { readonly: true, filter: true }),
    field.select(
      'terminationReason',
      '解约原因',
      codes('居民申请解约', '迁出辖区', '死亡', '更换签约团队', '其他'),
    ),
    field.text('terminationNote', '解约说明', { maxLength: 200 }),
    field.date('terminationDate', '解约日期', { readonly: true }),
  ]),
  hospitalField('签约机构'),
  ...auditTrailFields(),
];

/** 核查结果 (the kernel's CHECK_RESULTS): what the records show, never typed. */
export const CHECK_RESULT_OPTIONS: readonly FieldOption[] = CHECK_RESULT_CODES.map((value) => ({
  value,
  label: CHECK_RESULTS[value],
}));

/**
 * 签约履约核查: the township's check of one agreement against the records. The resident is
 * picked; the server finds the agreement and writes what the records show of its contract year
 * (kernel fulfilmentCheck), again when the check is confirmed (核实, single or batch).
 */
export const SIGN_CHECK_FIELDS: readonly FieldSpec[] = [
  ...section('核查对象', [
    ...residentFields(),
    field.text('signId', '签约编号', { readonly: true, maxLength: 32 }),
    field.text('teamName', '签约团队', { readonly: true, maxLength: 50 }),
    field.text('doctorName', '签约医生', { readonly: true, maxLength: 50 }),
    field.text('packageName', '签约服务包', { readonly: true, list: true, maxLength: 50 }),
    field.date('windowFrom', '签约年度起', { readonly: true }),
    field.date('windowTo', '签约年度止', { readonly: true }),
  ]),
  ...section('核查结果', [
    field.date('checkDate', '核查日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.integer('itemsDue', '应履约次数', { readonly: true, unit: '次' }),
    field.integer('itemsDone', '已履约次数', { readonly: true, unit: '次' }),
    field.decimal2('fulfilmentRate', '履约率', { readonly: true, list: true, unit: '%' }),
    field.select('checkResult', '核查结果', CHECK_RESULT_OPTIONS, {
      readonly: true,
      filter: true,
      list: true,
    }),
    field.textarea('shortItems', '未完成项目', { readonly: true, maxLength: 500 }),
    field.textarea('checkOpinion', '核查意见', { maxLength: 200 }),
    field.personName('checkDoctor', '核查人', { required: true, maxLength: 50 }),
  ]),
  ...section('状态', [
    field.select('verifyStatus', VERIFICATION.label, VERIFICATION.states, {
      readonly: true,
      filter: true,
      list: true,
    }),
  ]),
  hospitalField('核查机构'),
  ...auditTrailFields(),
];
