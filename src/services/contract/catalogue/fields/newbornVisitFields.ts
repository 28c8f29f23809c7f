import { type FieldSpec } from '../types';
import { auditTrailFields, nameField, personNumField, visitSignOff } from './commonFields';
import { codes, field, section } from './fieldHelpers';
import { COMPLEXION, NORMAL_ABNORMAL, UMBILICAL_CORD } from './maternalChildOptions';
import { referralAdvice } from './maternalChildParts';
import { NONE_HAS, PERSON_SEX } from './options';

/** One parent's block of the form: 姓名 · 职业 · 联系电话 · 出生日期. */
const parent = (prefix: 'father' | 'mother', who: '父亲' | '母亲'): FieldSpec[] => [
  field.personName(`${prefix}Name`, `${who}姓名`, { maxLength: 50, list: prefix === 'mother' }),
  field.text(`${prefix}Occupation`, `${who}职业`, { maxLength: 50 }),
  field.phone(`${prefix}Phone`, `${who}联系电话`),
  field.date(`${prefix}BirthDate`, `${who}出生日期`),
];

/** The parts the doctor examines, each 1 未见异常 2 异常 (the abnormality described below). */
const EXAMINED_PARTS: readonly [string, string][] = [
  ['eyes', '眼睛'],
  ['limbs', '四肢活动度'],
  ['earAppearance', '耳外观'],
  ['nose', '鼻'],
  ['oralCavity', '口腔'],
  ['anus', '肛门'],
  ['chest', '胸部'],
  ['abdomen', '腹部触诊'],
  ['genitals', '外生殖器'],
  ['spine', '脊柱'],
];

/**
 * 新生儿家庭访视记录表 (national-forms.md §12). The name follows the form's rule (母亲姓名 +
 * 之男/之女 while the baby has none: rules/newbornName.ts); 其他 choices take their text.
 */
export const NEWBORN_VISIT_FIELDS: readonly FieldSpec[] = [
  ...section('新生儿基本信息', [
    personNumField(),
    nameField(),
    field.select('sex', '性别', PERSON_SEX, { required: true, list: true }),
    field.date('birthDate', '出生日期', { required: true, list: true, notAfterToday: true }),
    field.idCard('IDCardNo', '身份证号', { filter: true }),
    field.text('address', '家庭住址', { maxLength: 200 }),
  ]),
  ...section('父母信息', [...parent('father', '父亲'), ...parent('mother', '母亲')]),
  ...section('出生情况', [
    field.integer('gestationalWeeks', '出生孕周', { min: 20, max: 45, unit: '周' }),
    field.select(
      'maternalIllness',
      '母亲妊娠期患病情况',
      codes('无', '糖尿病', '妊娠期高血压', '其他'),
    ),
    field.text('maternalIllnessOther', '其他妊娠期疾病', { maxLength: 100 }),
    field.text('midwiferyHospital', '助产机构名称', { maxLength: 100 }),
    field.select(
      'birthSituation',
      '出生情况',
      codes('顺产', '胎头吸引', '产钳', '剖宫', '双多胎', '臀位', '其他'),
      { required: true },
    ),
    field.text('birthSituationOther', '其他出生情况', { maxLength: 100 }),
    field.select('asphyxia', '新生儿窒息', NONE_HAS),
    field.integer('apgar1', 'Apgar评分(1分钟)', { min: 0, max: 10, unit: '分' }),
    field.integer('apgar5', 'Apgar评分(5分钟)', { min: 0, max: 10, unit: '分' }),
    field.bool('apgarUnknown', 'Apgar评分不详'),
    field.select('malformation', '是否有畸形', NONE_HAS),
    field.text('malformationDesc', '畸形描述', { maxLength: 100 }),
    field.select('hearingScreening', '新生儿听力筛查', codes('通过', '未通过', '未筛查', '不详')),
    field.multiselect(
      'diseaseScreening',
      '新生儿疾病筛查',
      codes('未进行', '检查均阴性', '甲低', '苯丙酮尿症', '其他遗传代谢病'),
    ),
    field.text('diseaseScreeningOther', '其他遗传代谢病', { maxLength: 100 }),
    field.decimal2('birthWeight', '新生儿出生体重', {
      required: true,
      list: true,
      min: 0.5,
      max: 6,
      unit: 'kg',
    }),
    field.decimal2('currentWeight', '目前体重', { required: true, min: 0.5, max: 10, unit: 'kg' }),
    field.decimal2('birthLength', '出生身长', { min: 30, max: 65, unit: 'cm' }),
  ]),
  ...section('喂养与一般情况', [
    field.select('feeding', '喂养方式', codes('纯母乳', '混合', '人工'), {
      required: true,
      list: true,
    }),
    // The form leaves 吃奶量 blank for 纯母乳 and 混合 [M]: only 人工 feeding measures it.
    field.integer('milkAmount', '吃奶量', { min: 0, max: 300, unit: 'mL/次' }),
    field.integer('feedingTimes', '吃奶次数', { min: 0, max: 30, unit: '次/日' }),
    field.select('vomiting', '呕吐', NONE_HAS),
    field.select('stool', '大便', codes('糊状', '稀', '其他')),
    field.integer('stoolTimes', '大便次数', { min: 0, max: 20, unit: '次/日' }),
    field.decimal2('temperature', '体温', { min: 34, max: 42, unit: '℃' }),
    field.integer('heartRate', '心率', { min: 60, max: 220, unit: '次/分钟' }),
    field.integer('respiratoryRate', '呼吸频率', { min: 10, max: 100, unit: '次/分钟' }),
  ]),
  ...section('体格检查', [
    field.select('complexion', '面色', COMPLEXION),
    field.multiselect('jaundiceSites', '黄疸部位', codes('无', '面部', '躯干', '四肢', '手足')),
    field.decimal2('fontanelleLength', '前囟(纵)', { min: 0, max: 10, unit: 'cm' }),
    field.decimal2('fontanelleWidth', '前囟(横)', { min: 0, max: 10, unit: 'cm' }),
    field.select('fontanelle', '前囟', codes('正常', '膨隆', '凹陷', '其他')),
    ...EXAMINED_PARTS.map(([name, label]) => field.select(name, label, NORMAL_ABNORMAL)),
    field.select('neckMass', '颈部包块', NONE_HAS),
    field.select('skin', '皮肤', codes('未见异常', '湿疹', '糜烂', '其他')),
    field.select('umbilicalCord', '脐带', UMBILICAL_CORD),
    field.textarea('examAbnormalDesc', '异常及其他情况描述', { maxLength: 500 }),
  ]),
  ...section('转诊与指导', [
    ...referralAdvice(),
    field.multiselect(
      'guidance',
      '指导',
      codes('喂养指导', '发育指导', '防病指导', '预防伤害指导', '口腔保健指导', '其他'),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
  ]),
  ...section('访视信息', [
    field.date('visitDate', '本次访视日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
    field.text('nextVisitPlace', '下次随访地点', { maxLength: 100 }),
    ...visitSignOff('访视机构'),
  ]),
  ...auditTrailFields(),
];
