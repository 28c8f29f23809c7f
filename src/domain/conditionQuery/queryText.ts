import { type ConditionQuery } from './translate';

/**
 * A condition query as it travels: the JSON of a ConditionQuery, in 综合查询's `q` request
 * parameter and in the page's own address (`?q=`), which the assistant's answers link to.
 */
export const CONDITION_QUERY_PARAM = 'q';

export const conditionQueryText = (query: ConditionQuery): string =>
  JSON.stringify({ combination: query.combination, conditions: query.conditions });

/** The query a text carries, or the reason in Chinese it carries none. */
export const readConditionQueryText = (
  text: string | null | undefined,
): ConditionQuery | { error: string } => {
  if (!text) return { error: '请至少添加一个查询条件' };
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { error: '查询条件格式不正确' };
    }
    return parsed as ConditionQuery;
  } catch {
    return { error: '查询条件格式不正确' };
  }
};
