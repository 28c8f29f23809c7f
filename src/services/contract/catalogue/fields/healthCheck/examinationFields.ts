import { type FieldOption, type FieldSpec } from '../../types';
import { field, section } from '../fieldHelpers';
import { HEART_RATE } from './generalStateFields';
import {
  ANUS,
  BREAST,
  DENTITION,
  DORSALIS_PEDIS,
  HEARING,
  HEART_RHYTHM,
  LIPS,
  LOWER_LIMB_EDEMA,
  LYMPH_NODES,
  MOTOR_FUNCTION,
  NO_YES,
  NONE_HAS,
  NORMAL_ABNORMAL,
  PHARYNX,
  RALES,
  SCLERA,
  SEEN_ABNORMAL,
  SKIN,
} from './healthCheckOptions';

/** A coded item with the line the paper leaves for what was found (异常__, 其他__, 有__). */
export const codedWithLine = (
  name: string,
  label: string,
  options: readonly FieldOption[],
  lineLabel: string,
): FieldSpec[] => [
  field.select(name, label, options),
  field.text(`${name}Desc`, lineLabel, { maxLength: 200 }),
];

const VISION = { min: 3, max: 5.3 } as const;

/** §3.4 脏器功能: mouth, vision, hearing, motor function. */
export const ORGAN_FUNCTION_FIELDS: readonly FieldSpec[] = section('脏器功能', [
  field.select('lips', '口唇', LIPS),
  field.multiselect('dentition', '齿列', DENTITION),
  field.text('missingTeeth', '缺齿牙位', { maxLength: 50 }),
  field.text('decayedTeeth', '龋齿牙位', { maxLength: 50 }),
  field.text('dentures', '义齿牙位', { maxLength: 50 }),
  field.select('pharynx', '咽部', PHARYNX),
  field.decimal2('visionLeft', '左眼视力', VISION),
  field.decimal2('visionRight', '右眼视力', VISION),
  field.decimal2('correctedVisionLeft', '左眼矫正视力', VISION),
  field.decimal2('correctedVisionRight', '右眼矫正视力', VISION),
  field.select('hearing', '听力', HEARING),
  field.select('motorFunction', '运动功能', MOTOR_FUNCTION),
]);

/** The five 腹部 items of §3.5, each 1无 2有__. */
export const ABDOMEN_ITEMS = [
  ['abdominalTenderness', '压痛'],
  ['abdominalMass', '包块'],
  ['hepatomegaly', '肝大'],
  ['splenomegaly', '脾大'],
  ['shiftingDullness', '移动性浊音'],
] as const;

/** The five 妇科 items of §3.5, each 1未见异常 2异常__. */
export const GYNAECOLOGY_ITEMS = [
  ['vulva', '外阴'],
  ['vagina', '阴道'],
  ['cervix', '宫颈'],
  ['uterus', '宫体'],
  ['adnexa', '附件'],
] as const;

/** §3.5 查体: what the doctor examines, each abnormality described on its line. */
export const EXAMINATION_FIELDS: readonly FieldSpec[] = section('查体', [
  ...codedWithLine('fundus', '眼底', NORMAL_ABNORMAL, '眼底异常'),
  ...codedWithLine('skin', '皮肤', SKIN, '其他皮肤情况'),
  ...codedWithLine('sclera', '巩膜', SCLERA, '其他巩膜情况'),
  ...codedWithLine('lymphNodes', '淋巴结', LYMPH_NODES, '其他淋巴结情况'),
  field.select('barrelChest', '桶状胸', NO_YES),
  ...codedWithLine('breathSound', '呼吸音', NORMAL_ABNORMAL, '呼吸音异常'),
  ...codedWithLine('rales', '罗音', RALES, '其他罗音'),
  field.integer('heartRate', '心率', HEART_RATE),
  field.select('heartRhythm', '心律', HEART_RHYTHM),
  ...codedWithLine('heartMurmur', '杂音', NONE_HAS, '杂音情况'),
  ...ABDOMEN_ITEMS.flatMap(([name, label]) =>
    codedWithLine(name, `腹部${label}`, NONE_HAS, `${label}情况`),
  ),
  field.select('lowerLimbEdema', '下肢水肿', LOWER_LIMB_EDEMA),
  field.select('dorsalisPedis', '足背动脉搏动', DORSALIS_PEDIS),
  ...codedWithLine('anusExam', '肛门指诊', ANUS, '其他肛门指诊情况'),
  field.multiselect('breast', '乳腺', BREAST),
  field.text('breastDesc', '其他乳腺情况', { maxLength: 200 }),
  ...GYNAECOLOGY_ITEMS.flatMap(([name, label]) =>
    codedWithLine(name, `妇科${label}`, SEEN_ABNORMAL, `${label}异常`),
  ),
  field.text('examOther', '查体其他', { maxLength: 500 }),
]);
