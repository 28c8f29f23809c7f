import {
  LIVING_ENVIRONMENT_FIELDS,
  PERSONAL_INFO_EXTRA_FIELDS,
} from '../../archives/personalInfoFields';
import { PERSON_FILE_STATUS } from '../lifecycles';
import { type FieldSpec } from '../types';
import { PERSON_CLOSING_FIELDS, PERSON_TRANSFER_FIELDS } from './closingFields';
import { auditTrailFields, hospitalField, nameField, REGION_LOOKUP } from './commonFields';
import { codes, field, section } from './fieldHelpers';
import {
  BLOOD_TYPE,
  EDUCATION,
  MARITAL_STATUS,
  NATION,
  OCCUPATION,
  PERSON_SEX,
  RESIDENCE_TYPE,
  RH,
} from './options';

/** 居民健康档案: 个人基本信息表 of 规范 (第三版) 附件. */
export const PERSON_FIELDS: readonly FieldSpec[] = [
  ...section('档案信息', [
    field.text('personNum', '个人编号', { readonly: true, filter: true, list: true }),
    field.text('fileNum', '档案编号', { readonly: true, filter: true, list: true, maxLength: 17 }),
    field.text('familyCode', '家庭编号', { filter: true, maxLength: 32 }),
    field.select('status', '档案状态', PERSON_FILE_STATUS.states, {
      readonly: true,
      filter: true,
      list: true,
    }),
    hospitalField(),
    field.lookup('regionCode', '所属区划', REGION_LOOKUP, { filter: true }),
    // 居民健康档案封面: 责任医生 and 建档日期 are R (national-forms.md §1); the server fills them
    // from the user and the day when a create omits them, as the form's initial values do.
    field.text('responsibleDoctor', '责任医生', { required: true, maxLength: 50 }),
    field.date('buildDate', '建档日期', { required: true, list: true }),
    field.text('builder', '建档人', { maxLength: 50 }),
    // 封面的联系电话 is R; it follows 本人电话 (else 联系人电话) until staff type another.
    field.phone('coverPhone', '联系电话', { required: true }),
  ]),
  ...section('基本信息', [
    nameField(),
    field.select('sex', '性别', PERSON_SEX, { required: true, filter: true, list: true }),
    field.date('birthDate', '出生日期', { required: true, list: true, notAfterToday: true }),
    field.idCard('IDCardNo', '身份证号', { required: true, filter: true, list: true }),
    field.phone('phone', '本人电话', { list: true }),
    field.text('workUnit', '工作单位', { maxLength: 100 }),
    field.personName('contactName', '联系人姓名', { maxLength: 50 }),
    field.phone('contactPhone', '联系人电话'),
    field.select('residenceType', '常住类型', RESIDENCE_TYPE, { required: true, filter: true }),
    field.select('nation', '民族', NATION, { required: true }),
    field.select('bloodType', '血型', BLOOD_TYPE),
    field.select('rh', 'RH血型', RH),
    field.select('education', '文化程度', EDUCATION),
    field.select('occupation', '职业', OCCUPATION),
    field.select('maritalStatus', '婚姻状况', MARITAL_STATUS),
    field.text('address', '现住址', { required: true, list: true, maxLength: 200 }),
    field.text('householdAddress', '户籍地址', { maxLength: 200 }),
  ]),
  ...section('健康信息', [
    field.multiselect(
      'paymentMethods',
      '医疗费用支付方式',
      codes(
        '城镇职工基本医疗保险',
        '城镇居民基本医疗保险',
        '新型农村合作医疗',
        '贫困救助',
        '商业医疗保险',
        '全公费',
        '全自费',
        '其他',
      ),
    ),
    field.text('paymentMethodOther', '其他支付方式', { maxLength: 50 }),
    field.multiselect('drugAllergy', '药物过敏史', codes('无', '青霉素', '磺胺', '链霉素', '其他')),
    field.text('drugAllergyOther', '其他过敏药物', { maxLength: 50 }),
    field.multiselect('exposureHistory', '暴露史', codes('无', '化学品', '毒物', '射线')),
    field.textarea('pastHistory', '既往史摘要', { maxLength: 500 }),
    field.textarea('familyHistory', '家族史摘要', { maxLength: 500 }),
    field.select('geneticDisease', '遗传病史', codes('无', '有')),
    field.multiselect(
      'disability',
      '残疾情况',
      codes(
        '无残疾',
        '视力残疾',
        '听力残疾',
        '言语残疾',
        '肢体残疾',
        '智力残疾',
        '精神残疾',
        '其他残疾',
      ),
    ),
  ]),
  ...PERSONAL_INFO_EXTRA_FIELDS,
  ...PERSON_CLOSING_FIELDS,
  ...PERSON_TRANSFER_FIELDS,
  ...auditTrailFields(),
];

/** 家庭档案: the household and its living environment (生活环境 of the basic information form). */
export const FAMILY_FIELDS: readonly FieldSpec[] = [
  field.text('familyCode', '家庭编号', { readonly: true, filter: true, list: true }),
  field.text('headPersonNum', '户主个人编号', { maxLength: 32 }),
  nameField('户主姓名', 'headName'),
  field.idCard('headIDCardNo', '户主身份证号', { filter: true, list: true }),
  field.phone('phone', '联系电话', { list: true }),
  field.text('address', '家庭住址', { required: true, list: true, maxLength: 200 }),
  field.lookup('regionCode', '所属区划', REGION_LOOKUP, { filter: true }),
  field.integer('memberCount', '家庭人口数', { readonly: true, list: true, min: 0 }),
  ...LIVING_ENVIRONMENT_FIELDS,
  hospitalField(),
  field.date('buildDate', '建档日期', { list: true }),
  ...auditTrailFields(),
];
