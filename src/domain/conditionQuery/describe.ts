import {
  codeLabel,
  COMBINATION_OPTIONS,
  type CombinationCode,
  COMPARISON_OPTIONS,
} from '../codes/queryCodes';
import { conditionFieldById } from './conditionFields';
import { type Condition, type ConditionQuery } from './translate';

/** How a combination code reads before the list of conditions (spec §9). */
export const COMBINATION_HINTS: Readonly<Record<CombinationCode, string>> = {
  0: '满足任一条件',
  1: '同时满足全部条件',
  2: '满足第一个条件且不满足其余条件',
};

/**
 * One condition in words, as 综合查询's row shows it: 年龄 大于等于 65岁, 人群 等于 高血压患者.
 * `placeName` names a 村/机构 value (a hospital id) the caller knows.
 */
export const conditionWords = (
  condition: Condition,
  placeName: (hospitalId: string) => string = (id) => id,
): string => {
  const field = conditionFieldById(String(condition.field));
  const operator =
    COMPARISON_OPTIONS.find((option) => option.value === condition.operator)?.label ??
    String(condition.operator);
  if (!field) return `${String(condition.field)} ${operator} ${String(condition.value)}`;
  const value = String(condition.value);
  const shown =
    field.id === 'hospital'
      ? placeName(value)
      : (field.options?.find((option) => option.value === value)?.label ??
        `${value}${field.unit ?? ''}`);
  return `${field.label} ${operator} ${shown}`;
};

/** The combination of a query in words: 1 且，同时满足全部条件. */
export const combinationWords = (query: ConditionQuery): string => {
  const code = Number(query.combination) as CombinationCode;
  const label = codeLabel(COMBINATION_OPTIONS, code) ?? String(code);
  return `${code} ${label}，${COMBINATION_HINTS[code] ?? ''}`;
};
