import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, nameField, personNumField } from './commonFields';
import { coded, codes, field, lookupSource } from './fieldHelpers';
import { ENABLED } from './options';

/** 变动类型 of a coin record: coins come in by a task done and go out by goods taken. */
export const COIN_CHANGE = coded('1:获得', '2:兑换');

export const HEALTH_TASK_LOOKUP = lookupSource('ds_healthbanktasks', 'taskName');
export const HEALTH_GOODS_LOOKUP = lookupSource('ds_healthgoodss', 'goodsName');

/** 健康银行任务: what a resident does for coins (a check-up, a follow-up, a lecture attended). */
export const HEALTH_BANK_TASK_FIELDS: readonly FieldSpec[] = [
  field.text('taskName', '任务名称', { required: true, filter: true, list: true, maxLength: 50 }),
  field.select(
    'taskType',
    '任务类型',
    codes('健康体检', '慢病随访', '健康教育', '家庭医生签约', '预防接种', '运动打卡'),
    { required: true, filter: true, list: true },
  ),
  field.integer('rewardCoins', '奖励金币', { required: true, list: true, min: 1, max: 1000 }),
  field.date('startDate', '开始日期', { required: true, list: true }),
  field.date('endDate', '结束日期', { required: true, list: true }),
  field.select('taskStatus', '状态', ENABLED, { required: true, filter: true, list: true }),
  field.textarea('taskRule', '完成条件', { maxLength: 300 }),
  hospitalField('发布机构'),
  ...auditTrailFields(),
];

/** 健康商品: what coins buy at the centre's counter. */
export const HEALTH_GOODS_FIELDS: readonly FieldSpec[] = [
  field.text('goodsName', '商品名称', { required: true, filter: true, list: true, maxLength: 50 }),
  field.select('goodsType', '商品类别', codes('生活用品', '健康器械', '健康服务'), {
    filter: true,
    list: true,
  }),
  field.integer('coinPrice', '所需金币', { required: true, list: true, min: 1, max: 100000 }),
  field.integer('stock', '库存', { required: true, list: true, min: 0, max: 100000, unit: '件' }),
  field.select('goodsStatus', '状态', codes('上架', '下架'), {
    required: true,
    filter: true,
    list: true,
  }),
  field.textarea('goodsDescription', '商品说明', { maxLength: 300 }),
  hospitalField('兑换机构'),
  ...auditTrailFields(),
];

/** 金币记录: one coin movement of a resident, earned by a task or spent on goods. */
export const HEALTH_COIN_RECORD_FIELDS: readonly FieldSpec[] = [
  personNumField(),
  nameField('居民姓名'),
  field.select('changeType', '变动类型', COIN_CHANGE, { required: true, filter: true, list: true }),
  field.integer('coins', '金币数', { required: true, list: true, min: 1, max: 100000 }),
  field.lookup('taskId', '来源任务', HEALTH_TASK_LOOKUP, { list: true }),
  field.lookup('goodsId', '兑换商品', HEALTH_GOODS_LOOKUP, { list: true }),
  field.datetime('changeTime', '变动时间', { required: true, filter: true, list: true }),
  field.text('remark', '备注', { maxLength: 200 }),
  hospitalField('经办机构'),
  ...auditTrailFields(),
];

/** 居民金币: a resident's account, kept by the server from the coin records (never typed). */
export const PERSON_COIN_FIELDS: readonly FieldSpec[] = [
  personNumField(),
  nameField('居民姓名'),
  field.idCard('IDCardNo', '身份证号', { list: true }),
  field.integer('balance', '金币余额', { readonly: true, list: true }),
  field.integer('earned', '累计获得', { readonly: true, list: true }),
  field.integer('spent', '累计兑换', { readonly: true, list: true }),
  field.datetime('lastChangeTime', '最近变动时间', { readonly: true, list: true }),
  hospitalField('管理机构'),
];
