import { type FieldSpec } from '../types';
import { auditTrailFields, nameField, personNumField, visitSignOff } from './commonFields';
import { bloodPressurePair, codes, field, section } from './fieldHelpers';
import { NEGATIVE_POSITIVE, NORMAL_ABNORMAL } from './maternalChildOptions';
import { referralAdvice } from './maternalChildParts';
import { NONE_HAS } from './options';

const times = (name: string, label: string): FieldSpec =>
  field.integer(name, label, { min: 0, max: 20, unit: '次' });

/** 孕产史: each count of earlier pregnancies, 0 when none. */
const OBSTETRIC_HISTORY: readonly [string, string][] = [
  ['spontaneousAbortions', '自然流产'],
  ['inducedAbortions', '人工流产'],
  ['stillbirths', '死胎'],
  ['stillDeliveries', '死产'],
  ['neonatalDeaths', '新生儿死亡'],
  ['birthDefects', '出生缺陷儿'],
];

const HEPATITIS_B: readonly [string, string][] = [
  ['hbsAg', '乙肝表面抗原'],
  ['hbsAb', '乙肝表面抗体'],
  ['hbeAg', '乙肝e抗原'],
  ['hbeAb', '乙肝e抗体'],
  ['hbcAb', '乙肝核心抗体'],
];

/**
 * 第1次产前检查服务记录表 (national-forms.md §14). 预产期 follows from 末次月经 (Naegele,
 * rules/expectedDelivery.ts) and 体质指数 from 身高 and 体重; the form proposes both and the
 * server computes them on save.
 */
export const PRENATAL_FIRST_CHECK_FIELDS: readonly FieldSpec[] = [
  ...section('基本信息', [
    personNumField(),
    nameField('孕妇姓名'),
    field.idCard('IDCardNo', '身份证号', { filter: true, list: true }),
    field.date('birthDate', '出生日期', { notAfterToday: true }),
    field.integer('pregnantAge', '孕妇年龄', { min: 12, max: 60, unit: '岁', list: true }),
    field.date('checkDate', '填表日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.personName('husbandName', '丈夫姓名', { maxLength: 50 }),
    field.integer('husbandAge', '丈夫年龄', { min: 16, max: 90, unit: '岁' }),
    field.phone('husbandPhone', '丈夫电话'),
  ]),
  ...section('孕产情况', [
    field.integer('gestationalWeeks', '孕周', {
      required: true,
      list: true,
      min: 0,
      max: 42,
      unit: '周',
    }),
    field.integer('gestationalDays', '孕周(天)', { min: 0, max: 6, unit: '天' }),
    field.integer('gravidity', '孕次', { required: true, list: true, min: 1, max: 20, unit: '次' }),
    times('vaginalDeliveries', '阴道分娩'),
    times('cesareanDeliveries', '剖宫产'),
    field.date('lastMenstrualPeriod', '末次月经'),
    field.bool('lastMenstrualPeriodUnknown', '末次月经不详'),
    field.date('dueDate', '预产期', { list: true }),
  ]),
  ...section('既往史、家族史与个人史', [
    field.multiselect(
      'pastHistory',
      '既往史',
      codes('无', '心脏病', '肾脏疾病', '肝脏疾病', '高血压', '贫血', '糖尿病', '其他'),
    ),
    field.text('pastHistoryOther', '其他既往史', { maxLength: 100 }),
    field.multiselect('familyHistory', '家族史', codes('无', '遗传性疾病史', '精神疾病史', '其他')),
    field.text('familyHistoryOther', '其他家族史', { maxLength: 100 }),
    field.multiselect(
      'personalHistory',
      '个人史',
      codes('无特殊', '吸烟', '饮酒', '服用药物', '接触有毒有害物质', '接触放射线', '其他'),
    ),
    field.text('personalHistoryOther', '其他个人史', { maxLength: 100 }),
    field.select('gynecologicSurgery', '妇产科手术史', NONE_HAS),
    field.text('gynecologicSurgeryDesc', '手术名称', { maxLength: 100 }),
  ]),
  ...section(
    '孕产史',
    OBSTETRIC_HISTORY.map(([name, label]) => times(name, label)),
  ),
  ...section('体格检查', [
    field.decimal2('height', '身高', { min: 120, max: 200, unit: 'cm' }),
    field.decimal2('weight', '体重', { required: true, min: 30, max: 150, unit: 'kg' }),
    field.decimal2('bmi', '体质指数', { min: 10, max: 60, unit: 'kg/m²' }),
    ...bloodPressurePair(['sbp', '收缩压'], ['dbp', '舒张压'], { required: true }),
    field.select('heart', '心脏', NORMAL_ABNORMAL),
    field.select('lungs', '肺部', NORMAL_ABNORMAL),
    field.select('vulva', '外阴', NORMAL_ABNORMAL),
    field.select('vagina', '阴道', NORMAL_ABNORMAL),
    field.select('cervix', '宫颈', NORMAL_ABNORMAL),
    field.select('uterus', '子宫', NORMAL_ABNORMAL),
    field.select('adnexa', '附件', NORMAL_ABNORMAL),
    field.textarea('examAbnormalDesc', '异常情况描述', { maxLength: 500 }),
  ]),
  ...section('辅助检查', [
    field.integer('hemoglobin', '血红蛋白', { min: 30, max: 250, unit: 'g/L' }),
    field.decimal2('whiteBloodCells', '白细胞计数', { min: 0, max: 100, unit: '×10⁹/L' }),
    field.integer('platelets', '血小板计数', { min: 0, max: 2000, unit: '×10⁹/L' }),
    field.text('bloodRoutineOther', '血常规其他', { maxLength: 100 }),
    field.text('urineProtein', '尿蛋白', { maxLength: 20 }),
    field.text('urineGlucose', '尿糖', { maxLength: 20 }),
    field.text('urineKetone', '尿酮体', { maxLength: 20 }),
    field.text('urineOccultBlood', '尿潜血', { maxLength: 20 }),
    field.text('urineRoutineOther', '尿常规其他', { maxLength: 100 }),
    field.select('aboBloodType', '血型(ABO)', codes('A型', 'B型', 'O型', 'AB型')),
    field.select('rhBloodType', '血型(Rh)', NEGATIVE_POSITIVE),
    field.decimal2('bloodGlucose', '血糖', { min: 1, max: 35, unit: 'mmol/L' }),
    field.integer('alt', '血清谷丙转氨酶', { min: 0, max: 2000, unit: 'U/L' }),
    field.integer('ast', '血清谷草转氨酶', { min: 0, max: 2000, unit: 'U/L' }),
    field.decimal2('albumin', '白蛋白', { min: 0, max: 100, unit: 'g/L' }),
    field.decimal2('totalBilirubin', '总胆红素', { min: 0, max: 500, unit: 'μmol/L' }),
    field.decimal2('conjugatedBilirubin', '结合胆红素', { min: 0, max: 500, unit: 'μmol/L' }),
    field.decimal2('creatinine', '血清肌酐', { min: 0, max: 2000, unit: 'μmol/L' }),
    field.decimal2('urea', '血尿素', { min: 0, max: 100, unit: 'mmol/L' }),
    field.multiselect(
      'vaginalDischarge',
      '阴道分泌物',
      codes('未见异常', '滴虫', '假丝酵母菌', '其他'),
    ),
    field.text('vaginalDischargeOther', '其他阴道分泌物', { maxLength: 100 }),
    field.select('vaginalCleanliness', '阴道清洁度', codes('Ⅰ度', 'Ⅱ度', 'Ⅲ度', 'Ⅳ度')),
    ...HEPATITIS_B.map(([name, label]) => field.select(name, label, NEGATIVE_POSITIVE)),
    field.select('syphilis', '梅毒血清学试验', NEGATIVE_POSITIVE),
    field.select('hiv', 'HIV抗体检测', NEGATIVE_POSITIVE),
    field.text('ultrasound', 'B超', { maxLength: 200 }),
    field.text('auxiliaryOther', '其他检查', { maxLength: 200 }),
  ]),
  ...section('评估与指导', [
    field.select('overallAssessment', '总体评估', NORMAL_ABNORMAL, { required: true, list: true }),
    field.text('overallAbnormalDesc', '异常情况', { maxLength: 200 }),
    field.multiselect(
      'guidance',
      '保健指导',
      codes(
        '生活方式',
        '心理',
        '营养',
        '避免致畸因素和疾病对胚胎的不良影响',
        '产前筛查宣传告知',
        '其他',
      ),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
    ...referralAdvice('转诊'),
    ...visitSignOff('检查机构'),
  ]),
  ...auditTrailFields(),
];
