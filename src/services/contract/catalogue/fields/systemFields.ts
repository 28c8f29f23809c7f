import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, nameField, REGION_LOOKUP } from './commonFields';
import { codes, field } from './fieldHelpers';
import { ENABLED } from './options';

/** 系统用户. Passwords never travel with the record: they have their own `password` call. */
export const SYS_USER_FIELDS: readonly FieldSpec[] = [
  field.text('userAcc', '用户账号', { required: true, filter: true, list: true, maxLength: 30 }),
  nameField('用户姓名', 'userName'),
  hospitalField('所属机构'),
  field.lookup(
    'groupCode',
    '用户组',
    { family: 'userGroups', valueField: 'groupCode', labelField: 'groupName' },
    { required: true, filter: true, list: true },
  ),
  field.phone('phone', '联系电话', { list: true }),
  field.idCard('IDCardNo', '身份证号'),
  field.select('state', '状态', ENABLED, { required: true, filter: true, list: true }),
  field.bool('isLocked', '已锁定', { readonly: true, list: true }),
  field.bool('isAdmin', '管理员'),
  field.bool('isRealNameSystem', '实名认证'),
  field.datetime('lastLoginTime', '最后登录时间', { readonly: true, list: true }),
  ...auditTrailFields(),
];

/** 医疗机构. */
export const HOSPITAL_FIELDS: readonly FieldSpec[] = [
  field.text('hospId', '机构编码', { required: true, filter: true, list: true, maxLength: 30 }),
  field.text('hospName', '机构名称', { required: true, filter: true, list: true, maxLength: 100 }),
  field.text('shortName', '机构简称', { maxLength: 50 }),
  field.select(
    'hospClass',
    '机构级别',
    codes('市级', '县（区）级', '乡镇（街道）级', '村（社区）级'),
    {
      required: true,
      filter: true,
      list: true,
    },
  ),
  field.select(
    'hospType',
    '机构类型',
    codes(
      '卫生健康行政部门',
      '医院',
      '社区卫生服务中心',
      '乡镇卫生院',
      '社区卫生服务站',
      '村卫生室',
      '其他',
    ),
    { list: true },
  ),
  hospitalField('上级机构', 'parentId'),
  field.lookup('regionCode', '所属区划', REGION_LOOKUP, { required: true, filter: true }),
  field.text('address', '地址', { maxLength: 200 }),
  field.phone('phone', '联系电话'),
  field.personName('principal', '负责人', { maxLength: 50 }),
  field.select('state', '状态', ENABLED, { required: true, filter: true, list: true }),
  field.integer('sortNo', '排序号', { min: 0 }),
  ...auditTrailFields(),
];

/** 数据字典: one code of one code category. */
export const CODE_DICTIONARY_FIELDS: readonly FieldSpec[] = [
  field.lookup(
    'codeType',
    '代码类别',
    { family: 'codeCategorys', valueField: 'codeType', labelField: 'codeTypeName' },
    { required: true, filter: true, list: true },
  ),
  field.text('codeSN', '代码值', { required: true, filter: true, list: true, maxLength: 30 }),
  field.text('codeName', '代码名称', { required: true, filter: true, list: true, maxLength: 100 }),
  field.text('pinyin', '拼音码', { maxLength: 50 }),
  field.integer('sortNo', '排序号', { min: 0, list: true }),
  field.select('state', '状态', ENABLED, { required: true, list: true }),
  field.textarea('remark', '备注', { maxLength: 200 }),
  ...auditTrailFields(),
];

/** 通知公告. */
export const NOTICE_FIELDS: readonly FieldSpec[] = [
  field.text('title', '标题', { required: true, filter: true, list: true, maxLength: 100 }),
  field.select('noticeType', '类型', codes('通知', '公告'), {
    required: true,
    filter: true,
    list: true,
  }),
  field.textarea('content', '内容', { required: true, maxLength: 5000 }),
  field.datetime('publishDate', '发布时间', { filter: true, list: true }),
  field.text('publisher', '发布人', { readonly: true, list: true }),
  hospitalField('发布机构'),
  field.bool('isTop', '置顶', { list: true }),
  field.select('state', '状态', codes('草稿', '已发布', '已撤回'), { filter: true, list: true }),
  ...auditTrailFields(),
];
