import { type ComparisonOperator } from '../../../src/domain/codes';
import { type Condition } from '../../../src/domain/conditionQuery';

/**
 * The 综合查询 questions the built-in responder reads (server/README.md, "What the built-in
 * responder answers"): a count asked of residents described by 人群 (高血压患者, 老年人 …), age
 * (65岁以上), 性别, 签约, the last visit's classification and the last 收缩压 or 空腹血糖 with a
 * comparison (≥160, 大于等于7, 160以上), e.g. “我们村65岁以上的高血压患者中最近收缩压≥160的有几个？”.
 * All conditions hold together (且); the place the question names is added by the caller.
 */

/** Comparison words before the number: 收缩压≥160, 血糖大于等于7, 年龄超过80. */
const BEFORE: readonly [RegExp, ComparisonOperator][] = [
  [/^(?:>=|≥|＞=|大于等于|大于或等于|高于或等于|不低于|不小于|至少|达到|达)$/, '>='],
  [/^(?:<=|≤|＜=|小于等于|小于或等于|低于或等于|不高于|不大于|不超过|最多)$/, '<='],
  [/^(?:>|＞|大于|高于|超过|多于)$/, '>'],
  [/^(?:<|＜|小于|低于|不到|少于|不足)$/, '<'],
  [/^(?:=|＝|等于|为|是)$/, '='],
];

/** Words after the number: 160以上, 65岁及以上 (以上/以下 include the number), 7以下. */
const AFTER: readonly [RegExp, ComparisonOperator][] = [
  [/^(?:及以上|以上|或以上|含以上|及更高|或更高)/, '>='],
  [/^(?:及以下|以下|或以下|含以下)/, '<='],
];

const OPERATOR_WORDS =
  '>=|≥|＞=|<=|≤|＜=|>|＞|<|＜|=|＝|大于或等于|大于等于|高于或等于|小于或等于|小于等于|低于或等于|不低于|不小于|不高于|不大于|不超过|至少|最多|达到|达|大于|高于|超过|多于|小于|低于|不到|少于|不足|等于|为|是';

const NUMBER = '(\\d+(?:\\.\\d+)?)';

interface NumericField {
  field: string;
  /** The words that name the value (收缩压, 空腹血糖). */
  names: string;
  /** The unit a question may write after the number. */
  unit: string;
}

const NUMERIC_FIELDS: readonly NumericField[] = [
  { field: 'lastSbp', names: '收缩压|高压', unit: '(?:mmHg|毫米汞柱)?' },
  { field: 'lastGlucose', names: '空腹血糖|血糖', unit: '(?:mmol/L|mmol\\/l|毫摩尔(?:每升)?)?' },
];

const operatorOf = (table: readonly [RegExp, ComparisonOperator][], words: string) =>
  table.find(([pattern]) => pattern.test(words))?.[1];

/** `收缩压 ≥ 160` or `收缩压 160 以上` (a few words such as 在、都 between allowed). */
const numericCondition = (text: string, { field, names, unit }: NumericField) => {
  const before = new RegExp(`(?:${names})(?:值|水平)?(?:在|都|均)?(${OPERATOR_WORDS})${NUMBER}`);
  const hit = before.exec(text);
  if (hit) {
    const operator = operatorOf(BEFORE, hit[1]!);
    if (operator) return { field, operator, value: Number(hit[2]) };
  }
  const after = new RegExp(
    `(?:${names})(?:值|水平)?(?:在|都|均)?${NUMBER}${unit}(及以上|以上|或以上|及以下|以下|或以下)`,
  );
  const tail = after.exec(text);
  if (tail) {
    const operator = operatorOf(AFTER, tail[2]!);
    if (operator) return { field, operator, value: Number(tail[1]) };
  }
  return undefined;
};

/** 65岁以上, 65周岁及以上, 年龄≥65, 大于65岁, 80岁以下. */
const ageCondition = (text: string): Condition | undefined => {
  const after = /(\d{1,3})周?岁(及以上|以上|或以上|及以下|以下|或以下)/.exec(text);
  if (after)
    return { field: 'age', operator: operatorOf(AFTER, after[2]!)!, value: Number(after[1]) };
  const before = new RegExp(
    `(?:年龄|岁数)(?:在)?(${OPERATOR_WORDS})(\\d{1,3})|(${OPERATOR_WORDS})(\\d{1,3})周?岁`,
  ).exec(text);
  if (before) {
    const words = before[1] ?? before[3]!;
    const operator = operatorOf(BEFORE, words);
    if (operator) return { field: 'age', operator, value: Number(before[2] ?? before[4]) };
  }
  return undefined;
};

/** 人群 words (src/domain/contract/crowds.ts codes), in the order a question may list them. */
const CROWD_WORDS: readonly [RegExp, string][] = [
  [/0[～~-]6岁儿童|儿童|小孩/, '2'],
  [/孕产妇|孕妇|产妇/, '3'],
  [/老年人|老人/, '4'],
  [/高血压/, '5'],
  [/糖尿病/, '6'],
  [/严重精神障碍|精神障碍|精神病/, '7'],
  [/肺结核|结核病/, '8'],
  [/残疾/, '9'],
  [/脱贫/, '11'],
];

/** 最近一次随访分类 (visitClass codes). */
const CLASSIFICATION_WORDS: readonly [RegExp, string][] = [
  [/控制不满意|控制不好|没控制好|未控制/, '2'],
  [/控制满意|控制良好|控制得好|控制住/, '1'],
  [/不良反应/, '3'],
  [/并发症/, '4'],
];

/** A count of people (多少 alone may ask a frequency or a value: 频次是多少). */
const COUNT = /几个|几位|几名|几人|几例|有多少|多少人|多少名|多少位|多少个|多少例|人数/;

/**
 * The conditions a question asks a count for, or undefined when it is not such a question: a
 * count of people and at least one condition beyond the 人群 (age, sex, signing, the last
 * classification or value); a 人群 alone (高血压患者随访的频次是多少) is left to the other shapes.
 */
export const readConditionQuestion = (text: string): Condition[] | undefined => {
  if (!COUNT.test(text)) return undefined;
  const conditions: Condition[] = [];
  const age = ageCondition(text);
  // 65岁以上 says what 老年人 says; the number is kept and the word not repeated.
  for (const [pattern, code] of CROWD_WORDS) {
    if (code === '4' && age) continue;
    if (code === '2' && age && /0[～~-]6岁/.test(text)) continue;
    if (pattern.test(text)) conditions.push({ field: 'crowd', operator: '=', value: code });
  }
  if (age) conditions.push(age);
  if (/男性|男的|男患者|男居民|男士|男人/.test(text)) {
    conditions.push({ field: 'sex', operator: '=', value: '1' });
  } else if (/女性|女的|女患者|女居民|女士|女人/.test(text)) {
    conditions.push({ field: 'sex', operator: '=', value: '2' });
  }
  const classification = CLASSIFICATION_WORDS.find(([pattern]) => pattern.test(text));
  if (classification) {
    conditions.push({ field: 'classification', operator: '=', value: classification[1] });
  }
  if (/未签约|没签约|没有签约|不签约/.test(text)) {
    conditions.push({ field: 'signed', operator: '=', value: '0' });
  } else if (/已签约|签约了|签约的|签了约/.test(text)) {
    conditions.push({ field: 'signed', operator: '=', value: '1' });
  }
  for (const field of NUMERIC_FIELDS) {
    const condition = numericCondition(text, field);
    if (condition) conditions.push(condition);
  }
  return conditions.some((condition) => condition.field !== 'crowd') ? conditions : undefined;
};
