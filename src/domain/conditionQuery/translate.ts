import { addMonths, isDateText } from '../calendar/dates';
import {
  COMPARISON_OPTIONS,
  type CombinationCode,
  type ComparisonOperator,
} from '../codes/queryCodes';
import { CHILD_CROWD, CHILD_MAX_AGE, ELDERLY_CROWD } from '../contract/crowds';
import { ELDERLY_AGE } from '../elderly/selfCare';
import { conditionFieldById } from './conditionFields';

/**
 * 综合查询: conditions on the condition fields (conditionFields.ts) combined by spec §9's
 * combination code, translated into one SQL condition over the read models with bound values.
 *
 * Combination codes apply to the whole query: 0 或 — any condition holds; 1 且 — every condition
 * holds; 2 仅 — the first condition holds and none of the others (仅高血压: 高血压, not 糖尿病).
 * The base row is `person_facts p`; the caller adds the scope and `p.in_file = 1`.
 */

export interface Condition {
  field: string;
  operator: string;
  value: string | number;
}

export interface ConditionQuery {
  combination: number;
  conditions: readonly Condition[];
}

export interface TranslatedQuery {
  sql: string;
  params: (string | number)[];
}

export const MAX_CONDITIONS = 10;

const OPERATORS = new Set<string>(COMPARISON_OPTIONS.map((option) => option.value));

/** A live management card of a due-rule programme with its latest visit. */
const programmeCard = (programme: string | null, where: string) =>
  `EXISTS (SELECT 1 FROM programme_patients pp WHERE pp.person_num = p.person_num AND pp.on_list = 1${
    programme ? ` AND pp.programme = '${programme}'` : ''
  } AND ${where})`;

/** Born on or before this day: aged at least `years` on `today` (kernel ageOn's count). */
const bornBy = (today: string, years: number) => addMonths(today, -12 * years);

/** `age op n` as a birth-date range, so the birth-date index answers it. */
const ageCondition = (op: ComparisonOperator, n: number, today: string): TranslatedQuery => {
  const atLeast = (years: number) => ({ sql: 'p.birth_date <= ?', params: [bornBy(today, years)] });
  const under = (years: number) => ({ sql: 'p.birth_date > ?', params: [bornBy(today, years)] });
  switch (op) {
    case '>=':
      return atLeast(n);
    case '>':
      return atLeast(n + 1);
    case '<':
      return under(n);
    case '<=':
      return under(n + 1);
    case '=':
      return {
        sql: '(p.birth_date <= ? AND p.birth_date > ?)',
        params: [bornBy(today, n), bornBy(today, n + 1)],
      };
    case '<>':
      return {
        sql: '(p.birth_date > ? OR p.birth_date <= ?)',
        params: [bornBy(today, n), bornBy(today, n + 1)],
      };
  }
};

const negateIf = (negate: boolean, sql: string) => (negate ? `NOT ${sql}` : sql);

const crowdCondition = (op: ComparisonOperator, code: string, today: string): TranslatedQuery => {
  const negate = op === '<>';
  if (code === ELDERLY_CROWD) return ageCondition(negate ? '<' : '>=', ELDERLY_AGE, today);
  if (code === CHILD_CROWD) return ageCondition(negate ? '>' : '<=', CHILD_MAX_AGE, today);
  return {
    sql: negateIf(
      negate,
      `EXISTS (SELECT 1 FROM person_crowds pc WHERE pc.person_num = p.person_num AND pc.crowd = ?
        AND pc.from_date <= ? AND (pc.until_date IS NULL OR pc.until_date >= ?))`,
    ),
    params: [code, today, today],
  };
};

/** One condition's SQL, or the reason in Chinese it is refused. */
export const translateCondition = (
  condition: Condition,
  today: string,
): TranslatedQuery | { error: string } => {
  const field = conditionFieldById(String(condition.field));
  if (!field) return { error: `查询字段“${String(condition.field)}”不存在` };
  const op = String(condition.operator);
  if (!OPERATORS.has(op) || !field.operators.includes(op as ComparisonOperator)) {
    return { error: `“${field.label}”不能使用比较符“${op}”` };
  }
  const operator = op as ComparisonOperator;
  const raw = condition.value;
  let value: string | number;
  if (field.type === 'number') {
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (String(raw).trim() === '' || !Number.isFinite(n)) {
      return { error: `“${field.label}”应填写数字` };
    }
    if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
      return { error: `“${field.label}”应在${field.min}～${field.max}${field.unit ?? ''}之间` };
    }
    if (field.id === 'age' && !Number.isInteger(n)) return { error: '“年龄”应填写整数岁' };
    value = n;
  } else if (field.type === 'date') {
    if (!isDateText(raw)) return { error: `“${field.label}”应为日期（YYYY-MM-DD）` };
    value = raw;
  } else {
    value = String(raw);
    if (field.options && !field.options.some((option) => option.value === value)) {
      return { error: `“${field.label}”的取值“${value}”不在可选项中` };
    }
    if (value === '') return { error: `请选择“${field.label}”` };
  }
  switch (field.id) {
    case 'age':
      return ageCondition(operator, value as number, today);
    case 'sex':
      return {
        sql: `EXISTS (SELECT 1 FROM resource_records r WHERE r.family = 'persons'
          AND r.id = p.person_num AND json_extract(r.data, '$.sex') ${operator} ?)`,
        params: [value],
      };
    case 'hospital':
      return {
        sql: negateIf(
          operator === '<>',
          'p.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor = ?)',
        ),
        params: [value],
      };
    case 'crowd':
      return crowdCondition(operator, value as string, today);
    case 'classification':
      return { sql: programmeCard(null, `pp.classification ${operator} ?`), params: [value] };
    case 'lastSbp':
      return { sql: programmeCard('hypertension', `pp.sbp ${operator} ?`), params: [value] };
    case 'lastGlucose':
      return { sql: programmeCard('diabetes', `pp.glucose ${operator} ?`), params: [value] };
    case 'lastVisitDate':
      return { sql: programmeCard(null, `pp.last_visit_date ${operator} ?`), params: [value] };
    case 'signed':
      return {
        sql: negateIf(
          (value === '1') !== (operator === '='),
          `EXISTS (SELECT 1 FROM contract_facts cf WHERE cf.person_num = p.person_num
            AND cf.start_date <= ? AND cf.last_day_in_force >= ?)`,
        ),
        params: [today, today],
      };
    default:
      return { error: `查询字段“${field.label}”暂不支持` };
  }
};

const COMBINATIONS: readonly CombinationCode[] = [0, 1, 2];

/** The whole query's SQL condition, or the reason in Chinese it is refused. */
export const translateConditionQuery = (
  query: ConditionQuery,
  today: string,
): TranslatedQuery | { error: string } => {
  const combination = Number(query.combination);
  if (!COMBINATIONS.includes(combination as CombinationCode)) {
    return { error: '组合方式应为0（或）、1（且）或2（仅）' };
  }
  const conditions: readonly Condition[] = Array.isArray(query.conditions) ? query.conditions : [];
  if (conditions.length === 0) {
    return { error: '请至少添加一个查询条件' };
  }
  if (conditions.length > MAX_CONDITIONS) {
    return { error: `查询条件最多${MAX_CONDITIONS}个` };
  }
  const parts: TranslatedQuery[] = [];
  for (const condition of conditions) {
    const part = translateCondition(condition, today);
    if ('error' in part) return part;
    parts.push(part);
  }
  const params = parts.flatMap((part) => part.params);
  const wrapped = parts.map((part) => `(${part.sql})`);
  if (combination === 0) return { sql: `(${wrapped.join(' OR ')})`, params };
  if (combination === 1) return { sql: `(${wrapped.join(' AND ')})`, params };
  const [first, ...others] = wrapped;
  return {
    sql: others.length ? `(${first} AND NOT (${others.join(' OR ')}))` : `(${first})`,
    params,
  };
};
