import { CHILD_CHECK_AGES, CHILD_TCM_GUIDANCE } from '../../../../domain/child';
import { DEVELOPMENT_WARNING_SIGNS } from '../../../../domain/child';
import { type FieldOption, type FieldSpec } from '../types';
import { auditTrailFields, nameField, personNumField, visitSignOff } from './commonFields';
import { coded, codes, field, section } from './fieldHelpers';
import { COMPLEXION, NORMAL_ABNORMAL, PASS_FAIL, UMBILICAL_CORD } from './maternalChildOptions';
import { referralAdvice } from './maternalChildParts';
import { tcmField } from './olderChildCheckParts';
import { SEX } from './options';

/** 上/中/下: where the value lies on the growth chart [A]. */
const GROWTH_BAND = codes('上', '中', '下');

const CHECK_AGE_OPTIONS: FieldOption[] = CHILD_CHECK_AGES.map(({ value, label }) => ({
  value,
  label,
}));

/** The warning signs of one age as a multi-choice coded 1–4 in the form's order. */
const warningSigns = (age: '2' | '3' | '4', label: string): FieldSpec => {
  const screening = DEVELOPMENT_WARNING_SIGNS[age]!;
  return field.multiselect(screening.field, label, codes(...screening.signs));
};

/**
 * 1～8月龄儿童健康检查记录表 (national-forms.md §13): one record per visit, 月龄 saying which
 * column of the paper form it fills. Items the form marks "——" at that age are hidden by the
 * form and refused by the server (rules/childCheckAges.ts); 发育评估 is 未通过 when any warning
 * sign is ticked (rules/developmentScreening.ts).
 */
export const CHILD_HEALTH_CHECK_FIELDS: readonly FieldSpec[] = [
  ...section('儿童基本信息', [
    personNumField(),
    nameField(),
    field.select('sex', '性别', SEX, { list: true }),
    field.date('birthDate', '出生日期', { required: true, list: true, notAfterToday: true }),
    field.idCard('IDCardNo', '身份证号', { filter: true }),
  ]),
  ...section('随访信息', [
    field.select('checkAge', '月龄', CHECK_AGE_OPTIONS, {
      required: true,
      filter: true,
      list: true,
    }),
    field.date('visitDate', '随访日期', {
      required: true,
      filter: true,
      list: true,
      notAfterToday: true,
    }),
  ]),
  ...section('体格测量', [
    field.decimal2('weight', '体重', { required: true, list: true, min: 1, max: 20, unit: 'kg' }),
    field.select('weightBand', '体重评价', GROWTH_BAND),
    field.decimal2('length', '身长', { required: true, list: true, min: 40, max: 90, unit: 'cm' }),
    field.select('lengthBand', '身长评价', GROWTH_BAND),
    field.decimal2('headCircumference', '头围', { min: 30, max: 55, unit: 'cm' }),
  ]),
  ...section('体格检查', [
    field.select('complexion', '面色', COMPLEXION),
    field.select('skin', '皮肤', NORMAL_ABNORMAL),
    field.select('fontanelle', '前囟', codes('闭合', '未闭')),
    field.decimal2('fontanelleLength', '前囟(纵)', { min: 0, max: 10, unit: 'cm' }),
    field.decimal2('fontanelleWidth', '前囟(横)', { min: 0, max: 10, unit: 'cm' }),
    // The form's order: 1 = a mass is present.
    field.select('neckMass', '颈部包块', coded('1:有', '2:无')),
    field.select('eyes', '眼睛', NORMAL_ABNORMAL),
    field.select('earAppearance', '耳外观', NORMAL_ABNORMAL),
    field.select('hearing', '听力', PASS_FAIL),
    field.select('oral', '口腔', NORMAL_ABNORMAL),
    field.integer('teethCount', '出牙数', { min: 0, max: 20, unit: '颗' }),
    field.select('chest', '胸部', NORMAL_ABNORMAL),
    field.select('abdomen', '腹部', NORMAL_ABNORMAL),
    field.select('umbilicalCord', '脐部', UMBILICAL_CORD),
    field.select('umbilicus', '脐部', NORMAL_ABNORMAL),
    field.select('limbs', '四肢', NORMAL_ABNORMAL),
    field.select('anusGenitals', '肛门/外生殖器', NORMAL_ABNORMAL),
    field.multiselect('ricketsSymptoms', '可疑佝偻病症状', codes('无', '夜惊', '多汗', '烦躁')),
    field.select('ricketsSign3m', '可疑佝偻病体征', codes('无', '颅骨软化')),
    field.multiselect(
      'ricketsSigns',
      '可疑佝偻病体征',
      codes('无', '肋串珠', '肋软骨沟', '鸡胸', '手足镯', '颅骨软化', '方颅'),
    ),
    field.textarea('examAbnormalDesc', '异常情况描述', { maxLength: 500 }),
  ]),
  ...section('辅助检查与保健', [
    field.integer('hemoglobin', '血红蛋白值', { min: 30, max: 250, unit: 'g/L' }),
    field.decimal2('outdoorHours', '户外活动', { min: 0, max: 24, unit: '小时/日' }),
    field.integer('vitaminD', '服用维生素D', { min: 0, max: 2000, unit: 'IU/日' }),
  ]),
  ...section('发育评估', [
    warningSigns('2', '发育评估(3月龄)'),
    warningSigns('3', '发育评估(6月龄)'),
    warningSigns('4', '发育评估(8月龄)'),
    field.select('developmentResult', '发育评估结果', PASS_FAIL, { list: true }),
  ]),
  ...section('患病与转诊', [
    field.multiselect('illness', '两次随访间患病情况', codes('无', '肺炎', '腹泻', '外伤', '其他')),
    field.integer('pneumoniaTimes', '肺炎次数', { min: 0, max: 20, unit: '次' }),
    field.integer('diarrheaTimes', '腹泻次数', { min: 0, max: 20, unit: '次' }),
    field.integer('traumaTimes', '外伤次数', { min: 0, max: 20, unit: '次' }),
    field.text('illnessOther', '其他疾病', { maxLength: 100 }),
    ...referralAdvice(),
  ]),
  ...section('指导', [
    field.multiselect(
      'guidance',
      '指导',
      codes('科学喂养', '生长发育', '疾病预防', '预防伤害', '口腔保健', '其他'),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
    tcmField(CHILD_TCM_GUIDANCE[0]!),
    field.text('tcmGuidanceOther', '其他中医药健康管理服务', { maxLength: 200 }),
    ...visitSignOff('随访机构'),
  ]),
  ...auditTrailFields(),
];
