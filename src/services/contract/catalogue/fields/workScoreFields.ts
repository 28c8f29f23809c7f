import { WORK_SCORE_GRADES, WORK_SCORE_PARTS } from '../../../../domain/workScore';
import { type FieldSpec } from '../types';
import { auditTrailFields, HOSPITAL_LOOKUP } from './commonFields';
import { codes, field, section } from './fieldHelpers';
import { ENABLED } from './options';

const YEAR = { min: 2000, max: 2100 } as const;

/** 考核模板: one assessed item of a year's plan, with its marks and how they are given. */
export const WORK_SCORE_TEMPLATE_FIELDS: readonly FieldSpec[] = [
  field.text('templateName', '模板名称', {
    required: true,
    filter: true,
    list: true,
    maxLength: 50,
  }),
  field.integer('year', '考核年度', { required: true, filter: true, list: true, ...YEAR }),
  field.select(
    'itemCategory',
    '考核项目',
    WORK_SCORE_PARTS.map((part, index) => ({ value: String(index + 1), label: part.label })),
    { required: true, filter: true, list: true },
  ),
  field.text('itemName', '考核内容', { required: true, list: true, maxLength: 100 }),
  field.decimal2('score', '分值', { required: true, list: true, min: 0.5, max: 100, unit: '分' }),
  field.textarea('criteria', '评分标准', { required: true, maxLength: 500 }),
  field.select('templateStatus', '状态', ENABLED, { required: true, filter: true, list: true }),
  ...auditTrailFields(),
];

/** 考核汇总: a centre's yearly result; the server adds up 总分 and gives 等级 (rules/workScore). */
export const WORK_SCORE_TOTAL_FIELDS: readonly FieldSpec[] = [
  // The result first: the list reads 机构, 年度, 总分, 等级 before the parts.
  ...section('考核结果', [
    field.lookup('hospitalId', '考核机构', HOSPITAL_LOOKUP, {
      required: true,
      filter: true,
      list: true,
    }),
    field.integer('year', '考核年度', { required: true, filter: true, list: true, ...YEAR }),
    field.decimal2('totalScore', '总分', { readonly: true, list: true }),
    field.select(
      'grade',
      '等级',
      WORK_SCORE_GRADES.map(({ value, label }) => ({ value, label })),
      { readonly: true, filter: true, list: true },
    ),
  ]),
  ...section(
    '各项得分',
    WORK_SCORE_PARTS.map((part) =>
      field.decimal2(part.field, part.label, { required: true, list: true, min: 0, max: part.max }),
    ),
  ),
  ...section('考核情况', [
    field.personName('assessor', '考核人', { required: true, maxLength: 50 }),
    field.date('assessDate', '考核日期', { required: true, list: true }),
    field.select('assessType', '考核方式', codes('现场考核', '资料审核', '电话核查')),
    field.textarea('deductionNote', '扣分说明', { maxLength: 500 }),
  ]),
  ...auditTrailFields(),
];
