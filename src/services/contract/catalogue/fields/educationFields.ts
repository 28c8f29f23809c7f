import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { codes, field, section } from './fieldHelpers';

/**
 * 活动形式 of 健康教育活动记录表. 1–3 keep the codes the print routes were built on (宣传栏,
 * 讲座, 咨询: see EDUCATION_ACTIVITY_PRINT); the others are the remaining forms the service
 * specification names (播放音像资料, 发放印刷资料, 个体化健康教育 given to a group).
 */
export const EDUCATION_ACTIVITY_FORM = codes(
  '宣传栏',
  '健康知识讲座',
  '公众健康咨询',
  '播放音像资料',
  '发放印刷资料',
  '个体化健康教育',
  '其他',
);

/** 存档材料 of 健康教育活动记录表 (national-forms.md §15). */
export const EDUCATION_ARCHIVE_MATERIALS = codes(
  '书面材料',
  '图片材料',
  '印刷材料',
  '影音材料',
  '签到表',
  '其他',
);

/** 健康教育活动记录表 (national-forms.md §15): one lecture, consultation day or bulletin board. */
export const HEALTH_EDUCATION_ACTIVITY_FIELDS: readonly FieldSpec[] = [
  ...section('活动信息', [
    field.date('activityDate', '活动时间', { required: true, filter: true, list: true }),
    field.text('activityTime', '活动时段', { maxLength: 20 }),
    field.text('activityPlace', '活动地点', { required: true, list: true, maxLength: 100 }),
    field.select('activityType', '活动形式', EDUCATION_ACTIVITY_FORM, {
      required: true,
      filter: true,
      list: true,
    }),
    field.text('theme', '活动主题', { required: true, filter: true, list: true, maxLength: 100 }),
    field.text('organizer', '组织者', { required: true, maxLength: 100 }),
    // Staff names, not a resident's: shown in full in the list (spec 5 masks residents).
    field.text('speaker', '主讲人', { list: true, maxLength: 50 }),
  ]),
  ...section('参加对象', [
    field.text('audience', '接受健康教育人员类别', { required: true, maxLength: 100 }),
    field.integer('participants', '接受健康教育人数', {
      required: true,
      min: 0,
      max: 100000,
      unit: '人',
      list: true,
    }),
    field.text('materials', '健康教育资料发放种类及数量', { maxLength: 200 }),
  ]),
  ...section('活动记录', [
    field.textarea('summary', '活动内容', { required: true, maxLength: 2000 }),
    field.textarea('evaluation', '活动总结评价', { maxLength: 1000 }),
    field.multiselect('archiveMaterials', '存档材料', EDUCATION_ARCHIVE_MATERIALS),
  ]),
  ...section('填表', [
    field.text('doctorSignature', '填表人', { required: true, maxLength: 50 }),
    field.text('principal', '负责人', { required: true, maxLength: 50 }),
    field.date('fillDate', '填表时间', { required: true }),
    hospitalField('开展机构'),
  ]),
  ...auditTrailFields(),
];

/** What an individual session was about: the topics of the third edition's 健康教育内容. */
const INDIVIDUAL_TOPICS = codes(
  '合理膳食',
  '控制体重',
  '适当运动',
  '心理平衡',
  '改善睡眠',
  '限盐',
  '控烟',
  '限酒',
  '科学就医',
  '合理用药',
  '慢性病防治',
  '传染病防治',
  '其他',
);

/**
 * 个体化健康教育: the advice a doctor gives one resident at a visit, a check or a consultation
 * (the service specification asks for it at every contact; no national form, so this records
 * who, when, where, what about, and whether the resident understood).
 */
export const INDIVIDUAL_HEALTH_EDUCATION_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', residentFields()),
  ...section('教育记录', [
    field.date('educationDate', '教育日期', { required: true, filter: true, list: true }),
    field.select(
      'educationSetting',
      '教育场合',
      codes('门诊', '随访', '健康体检', '入户', '电话'),
      {
        required: true,
        list: true,
      },
    ),
    field.multiselect('topics', '教育内容', INDIVIDUAL_TOPICS, { required: true, list: true }),
    field.textarea('content', '指导要点', { required: true, maxLength: 1000 }),
    field.text('materials', '发放资料', { maxLength: 200 }),
    field.select('understanding', '居民掌握情况', codes('掌握', '部分掌握', '未掌握'), {
      required: true,
      list: true,
    }),
    field.text('doctorSignature', '健康教育人员', { required: true, list: true, maxLength: 50 }),
    hospitalField('机构'),
  ]),
  ...auditTrailFields(),
];
