import { type ComparisonOperator } from '../codes/queryCodes';
import { VISIT_CLASS_LABELS } from '../codes/visitClass';
import { CROWD_LABELS } from '../contract/crowds';

/**
 * 综合查询's condition fields (issue's condition query; spec §9 comparison operators): each field
 * with its label, value type, allowed operators, options and the SQL that reads it from the read
 * models. The base row is `person_facts p` (a resident in the file); every SQL text below is
 * fixed here and takes its values only as bound parameters (`?`), so no request text ever
 * becomes SQL. `{col}` in `sql` is replaced by the comparison against the bound value.
 */

export type ConditionValueType = 'number' | 'date' | 'code';

export interface ConditionOption {
  value: string;
  label: string;
}

export interface ConditionField {
  id: string;
  label: string;
  type: ConditionValueType;
  operators: readonly ComparisonOperator[];
  /** Fixed choices (性别, 人群, 随访分类 …); hospitals come from the user's scope instead. */
  options?: readonly ConditionOption[];
  /** Unit shown after a number (mmHg, mmol/L, 岁). */
  unit?: string;
  /** Lowest and highest number accepted. */
  min?: number;
  max?: number;
}

const ALL: readonly ComparisonOperator[] = ['>', '>=', '=', '<>', '<', '<='];
const EQUALITY: readonly ComparisonOperator[] = ['=', '<>'];

/** 人群/项目 a resident can be queried by: 人群分类 codes of the signing form. */
export const QUERY_CROWDS = ['2', '3', '4', '5', '6', '7', '8', '9', '11'] as const;

export const CONDITION_FIELDS: readonly ConditionField[] = [
  { id: 'age', label: '年龄', type: 'number', operators: ALL, unit: '岁', min: 0, max: 150 },
  {
    id: 'sex',
    label: '性别',
    type: 'code',
    operators: EQUALITY,
    options: [
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ],
  },
  { id: 'hospital', label: '村/机构', type: 'code', operators: EQUALITY },
  {
    id: 'crowd',
    label: '人群',
    type: 'code',
    operators: EQUALITY,
    options: QUERY_CROWDS.map((code) => ({ value: code, label: CROWD_LABELS[code] })),
  },
  {
    id: 'classification',
    label: '随访分类（最近一次）',
    type: 'code',
    operators: EQUALITY,
    options: Object.entries(VISIT_CLASS_LABELS).map(([value, label]) => ({ value, label })),
  },
  {
    id: 'lastSbp',
    label: '最近收缩压',
    type: 'number',
    operators: ALL,
    unit: 'mmHg',
    min: 0,
    max: 300,
  },
  {
    id: 'lastGlucose',
    label: '最近空腹血糖',
    type: 'number',
    operators: ALL,
    unit: 'mmol/L',
    min: 0,
    max: 50,
  },
  { id: 'lastVisitDate', label: '最近随访日期', type: 'date', operators: ALL },
  {
    id: 'signed',
    label: '签约状态',
    type: 'code',
    operators: EQUALITY,
    options: [
      { value: '1', label: '签约有效' },
      { value: '0', label: '未签约' },
    ],
  },
];

export const conditionFieldById = (id: string): ConditionField | undefined =>
  CONDITION_FIELDS.find((field) => field.id === id);
