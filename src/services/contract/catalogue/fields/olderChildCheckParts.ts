import {
  CHILD_TCM_GUIDANCE,
  type ColumnCheckForm,
  type TcmGuidanceBand,
} from '../../../../domain/child';
import { type FieldOption, type FieldSpec } from '../types';
import { auditTrailFields, nameField, personNumField, visitSignOff } from './commonFields';
import { codes, field, section } from './fieldHelpers';
import { referralAdvice } from './maternalChildParts';
import { SEX } from './options';

/**
 * The parts the 12～30月龄 and 3～6岁 check forms share (national-forms-2.md §1–§3): the child,
 * the column and its date, the warning signs, 患病情况, 转诊, 中医药 guidance and the sign-off.
 */

/** 上/中/下: where the value lies against the growth standard [A]. */
export const GROWTH_BAND = codes('上', '中', '下');

export const columnOptions = (form: ColumnCheckForm): FieldOption[] =>
  form.columns.map(({ value, label }) => ({ value, label }));

export const childHeader = (form: ColumnCheckForm, ageLabel: string): FieldSpec[] => [
  ...section('儿童基本信息', [
    personNumField(),
    nameField(),
    field.select('sex', '性别', SEX, { required: true, list: true }),
    field.date('birthDate', '出生日期', { required: true, list: true, notAfterToday: true }),
    field.idCard('IDCardNo', '身份证号', { filter: true }),
  ]),
  ...section('随访信息', [
    field.select('checkAge', ageLabel, columnOptions(form), {
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
    field.integer('monthAge', '月龄', { min: 0, unit: '月' }),
  ]),
];

/** The warning signs of each column, one multi-choice each coded 1–4, and the result. */
export const developmentSection = (
  signs: Readonly<Record<string, { field: string; signs: readonly string[] }>>,
  form: ColumnCheckForm,
): FieldSpec[] =>
  section('发育评估', [
    ...form.columns.map(({ value, label }) =>
      field.multiselect(signs[value]!.field, `发育评估(${label})`, codes(...signs[value]!.signs)),
    ),
    field.select('developmentResult', '发育评估结果', codes('未见异常', '提示有发育偏异的可能'), {
      list: true,
    }),
  ]);

export const tcmField = ({ field: name, months, options }: TcmGuidanceBand): FieldSpec =>
  field.multiselect(name, `中医药健康管理服务(${months.join('、')}月龄)`, codes(...options));

/** 患病情况, 转诊, 指导 (option 1 differs between the forms), 中医药 guidance and the sign-off. */
export const childClosing = (feeding: string, tcmFields: readonly string[]): FieldSpec[] => [
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
      codes(feeding, '生长发育', '疾病预防', '预防伤害', '口腔保健', '其他'),
    ),
    field.text('guidanceOther', '其他指导', { maxLength: 200 }),
    ...CHILD_TCM_GUIDANCE.filter((band) => tcmFields.includes(band.field)).map(tcmField),
    field.text('tcmGuidanceOther', '其他中医药健康管理服务', { maxLength: 200 }),
    ...visitSignOff('随访机构'),
  ]),
  ...auditTrailFields(),
];
