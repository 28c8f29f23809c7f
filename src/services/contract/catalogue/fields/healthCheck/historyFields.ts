import { type FieldSpec } from '../../types';
import { column, field, section } from '../fieldHelpers';
import { MEDICATION_COMPLIANCE } from './healthCheckOptions';

const HOSPITAL = { maxLength: 100 } as const;

/**
 * §3.8–§3.10: the history tables as editable rows, as many as the paper has. Dates of a stay
 * are a year and a month (national-forms.md §3.8); a vaccination has its day.
 */
export const HISTORY_FIELDS: readonly FieldSpec[] = [
  ...section('住院治疗情况', [
    field.table(
      'hospitalizations',
      '住院史',
      [
        column.month('admitted', '入院日期', { required: true }),
        column.month('discharged', '出院日期'),
        column.text('reason', '原因', { required: true, maxLength: 100 }),
        column.text('hospital', '医疗机构名称', HOSPITAL),
        column.text('caseNumber', '病案号', { maxLength: 30 }),
      ],
      2,
    ),
    field.table(
      'familyBeds',
      '家庭病床史',
      [
        column.month('opened', '建床日期', { required: true }),
        column.month('closed', '撤床日期'),
        column.text('reason', '原因', { required: true, maxLength: 100 }),
        column.text('hospital', '医疗机构名称', HOSPITAL),
        column.text('caseNumber', '病案号', { maxLength: 30 }),
      ],
      2,
    ),
  ]),
  ...section('主要用药情况', [
    field.table(
      'mainMedications',
      '主要用药情况',
      [
        column.text('drug', '药物名称', { required: true, maxLength: 100 }),
        column.text('usage', '用法', { maxLength: 30 }),
        column.text('dosage', '用量', { maxLength: 50 }),
        column.text('duration', '用药时间', { maxLength: 30 }),
        column.select('compliance', '服药依从性', MEDICATION_COMPLIANCE),
      ],
      6,
    ),
  ]),
  ...section('非免疫规划预防接种史', [
    field.table(
      'vaccinations',
      '非免疫规划预防接种史',
      [
        column.text('vaccine', '名称', { required: true, maxLength: 50 }),
        column.date('date', '接种日期'),
        column.text('institution', '接种机构', HOSPITAL),
      ],
      3,
    ),
  ]),
];
