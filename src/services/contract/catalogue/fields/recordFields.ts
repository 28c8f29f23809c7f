import { RECEIPT } from '../lifecycles';
import { type FieldSpec } from '../types';
import {
  auditTrailFields,
  HOSPITAL_LOOKUP,
  hospitalField,
  nameField,
  personNumField,
  residentFields,
} from './commonFields';
import { coded, codes, field } from './fieldHelpers';
import {
  EDUCATION,
  MARITAL_STATUS,
  NATION,
  OCCUPATION,
  RESIDENCE_TYPE,
  SEX,
  YES_NO,
} from './options';

/** 预防接种卡 (预防接种服务规范). */
export const VACCINATION_CARD_FIELDS: readonly FieldSpec[] = [
  personNumField(),
  field.text('cardNo', '接种证编号', { filter: true, list: true, maxLength: 32 }),
  nameField('儿童姓名', 'childName'),
  field.select('sex', '性别', SEX, { required: true, list: true }),
  field.date('birthDate', '出生日期', { required: true, list: true, notAfterToday: true }),
  field.decimal2('birthWeight', '出生体重', { min: 0, max: 10, unit: 'kg' }),
  field.personName('guardianName', '监护人姓名', { required: true, maxLength: 50 }),
  field.select(
    'guardianRelation',
    '与儿童关系',
    codes('父亲', '母亲', '祖父母', '外祖父母', '其他'),
  ),
  field.phone('guardianPhone', '联系电话', { required: true, list: true }),
  field.select('residenceType', '户籍类型', RESIDENCE_TYPE),
  field.text('address', '现住址', { required: true, maxLength: 200 }),
  field.textarea('allergyHistory', '过敏史', { maxLength: 200 }),
  field.textarea('contraindication', '接种禁忌', { maxLength: 200 }),
  field.date('cardDate', '建卡日期', { required: true, list: true }),
  hospitalField('接种单位'),
  ...auditTrailFields(),
];

/** The vaccines of the national immunisation programme a child's card records doses of. */
export const VACCINES = codes(
  '乙肝疫苗',
  '卡介苗',
  '脊灰疫苗',
  '百白破疫苗',
  '麻腮风疫苗',
  '乙脑减毒活疫苗',
  'A群流脑多糖疫苗',
  '甲肝减毒活疫苗',
);

/** 预防接种卡's 接种记录: one dose given, as the card's table records it. */
export const VACCINATION_RECORD_FIELDS: readonly FieldSpec[] = [
  personNumField(),
  nameField('儿童姓名', 'childName'),
  field.select('vaccine', '疫苗名称', VACCINES, { required: true, filter: true, list: true }),
  field.integer('doseNo', '剂次', { required: true, list: true, min: 1, max: 5 }),
  field.date('vaccinationDate', '接种日期', { required: true, filter: true, list: true }),
  field.select('site', '接种部位', codes('左上臂', '右上臂', '左大腿', '右大腿', '口服'), {
    required: true,
  }),
  field.text('batchNo', '疫苗批号', { required: true, list: true, maxLength: 30 }),
  field.text('manufacturer', '生产企业', { maxLength: 50 }),
  field.personName('vaccinator', '接种医生', { required: true, list: true, maxLength: 50 }),
  hospitalField('接种单位'),
  ...auditTrailFields(),
];

/** 居民死亡医学证明（推断）书. */
export const DEATH_CERTIFICATE_FIELDS: readonly FieldSpec[] = [
  ...residentFields(),
  field.select('nation', '民族', NATION),
  field.date('birthDate', '出生日期', { notAfterToday: true }),
  field.select('maritalStatus', '婚姻状况', MARITAL_STATUS),
  field.select('education', '文化程度', EDUCATION),
  field.select('occupation', '职业', OCCUPATION),
  field.text('address', '生前常住地址', { required: true, maxLength: 200 }),
  field.datetime('deathDate', '死亡日期', {
    required: true,
    filter: true,
    list: true,
    notAfterToday: true,
  }),
  field.select(
    'deathPlace',
    '死亡地点',
    coded('1:医疗卫生机构', '2:来院途中', '3:家中', '4:养老服务机构', '5:其他场所', '9:不详'),
    { required: true, list: true },
  ),
  field.select('pregnancyRelated', '死亡时是否处于妊娠期或妊娠终止后42天内', YES_NO),
  field.text('directCause', '直接死亡原因', { required: true, maxLength: 100 }),
  field.text('directCauseInterval', '发病至死亡大概间隔时间', { maxLength: 50 }),
  field.text('causeB', '引起直接死因的疾病或情况', { maxLength: 100 }),
  field.text('causeC', '引起前述疾病的疾病或情况', { maxLength: 100 }),
  field.textarea('otherConditions', '其他疾病诊断', { maxLength: 200 }),
  field.text('underlyingCause', '根本死亡原因', { required: true, list: true, maxLength: 100 }),
  field.text('icd10', '根本死因ICD编码', { maxLength: 10 }),
  field.select(
    'diagnosisUnit',
    '最高诊断单位',
    coded(
      '1:三级医院',
      '2:二级医院',
      '3:乡镇卫生院/社区卫生服务中心',
      '4:村卫生室',
      '5:其他医疗卫生机构',
      '9:未就诊',
    ),
  ),
  field.select(
    'diagnosisBasis',
    '最高诊断依据',
    coded('1:尸检', '2:病理', '3:手术', '4:临床+理化', '5:临床', '6:死后推断', '9:不详'),
  ),
  field.personName('doctor', '医师签名', { required: true, maxLength: 50 }),
  field.date('certificateDate', '填报日期', { required: true, list: true, notAfterToday: true }),
  hospitalField('填报单位'),
  ...auditTrailFields(),
];

/** 双向转诊单: the referral out (上转) or back (下转), received by the other side. */
export const TWO_WAY_REFERRAL_FIELDS: readonly FieldSpec[] = [
  ...residentFields(),
  field.phone('phone', '联系电话'),
  field.select('referralType', '转诊类型', codes('转出（上转）', '转回（下转）'), {
    required: true,
    filter: true,
    list: true,
  }),
  field.date('referralDate', '转诊日期', {
    required: true,
    filter: true,
    list: true,
    notAfterToday: true,
  }),
  field.lookup('fromHospitalId', '转出单位', HOSPITAL_LOOKUP, { required: true, list: true }),
  field.text('toHospitalName', '转入单位', { required: true, list: true, maxLength: 100 }),
  field.text('toDepartment', '转入科室', { maxLength: 50 }),
  field.textarea('preliminaryDiagnosis', '初步印象', { required: true, maxLength: 500 }),
  field.textarea('referralReason', '转诊原因', { required: true, maxLength: 500 }),
  field.textarea('historySummary', '主要现病史及既往史', { maxLength: 1000 }),
  field.textarea('treatmentSummary', '治疗经过', { maxLength: 1000 }),
  field.personName('doctor', '转诊医生', { required: true, maxLength: 50 }),
  field.select('receiveStatus', RECEIPT.label, RECEIPT.states, {
    readonly: true,
    filter: true,
    list: true,
  }),
  field.date('receiveDate', '接收日期', { readonly: true }),
  ...auditTrailFields(),
];
