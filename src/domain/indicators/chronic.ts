/**
 * The management indicators of service-rules §4 as data: what each counts, over what, and the
 * drill-down column names (`/dialog/report-details/:hospId/:columnName`). The server computes the
 * counts with SQL; the report page shows these definitions in each column's tooltip, so a manager
 * can check what a number means. Thresholds are [K] defaults.
 */

import { DEFAULT_FOLLOW_UP_RULES, type FollowUpRules } from '../followUp/deploymentRules';

/**
 * 达标 for 血压控制率 and 血糖控制率, and the visits a year of 规范管理: the same thresholds as the
 * follow-up form's `isBloodPressureControlled` / `isGlucoseControlled` and the work list's quota,
 * from a deployment's rules (followUpRules.ts). The server binds them as SQL parameters.
 */
export interface IndicatorThresholds {
  sbp: number;
  dbp: number;
  elderlySbp: number;
  elderlyAge: number;
  fbg: number;
  /** Face-to-face visits a year for 规范管理 (service-rules §5.1). */
  standardVisits: number;
}

export const indicatorThresholds = (rules: FollowUpRules): IndicatorThresholds => ({
  sbp: rules.chronic.bloodPressure.targetSbp,
  dbp: rules.chronic.bloodPressure.targetDbp,
  elderlySbp: rules.chronic.bloodPressure.elderlyTargetSbp,
  elderlyAge: rules.chronic.bloodPressure.elderlyAge,
  fbg: rules.chronic.glucose.targetFbg,
  standardVisits: rules.due.yearlyQuota,
});

/** 规范管理's visits: one whose rules called for referral counts if referred or 未转诊原因 given. */
const REFERRAL_NOTE = '提示需要转诊的随访，须已转诊或注明未转诊原因方计入。';

/** 老年人健康管理: from this age at the year's end. */
export { ELDERLY_AGE } from '../elderly/selfCare';

/** Counts the server returns per institution; each is also a drill-down column. */
export const INDICATOR_COUNTS = [
  'residents',
  'filed',
  'fileUsed',
  'elderly',
  'elderlyManaged',
  'htnManaged',
  'htnStandard',
  'htnControlled',
  'dmManaged',
  'dmStandard',
  'dmControlled',
] as const;
export type IndicatorCount = (typeof INDICATOR_COUNTS)[number];

export const COUNT_LABELS: Record<IndicatorCount, string> = {
  residents: '在档居民数',
  filed: '建档人数',
  fileUsed: '有动态记录的档案数',
  elderly: '65岁及以上居民数',
  elderlyManaged: '接受健康管理的老年人数',
  htnManaged: '已管理高血压患者数',
  htnStandard: '高血压规范管理人数',
  htnControlled: '高血压血压达标人数',
  dmManaged: '已管理糖尿病患者数',
  dmStandard: '糖尿病规范管理人数',
  dmControlled: '糖尿病血糖达标人数',
};

/** Configured population figures (indicator_denominators.kind). */
export const DENOMINATOR_KINDS = [
  'population',
  'elderlyPopulation',
  'htnExpected',
  'dmExpected',
] as const;
export type DenominatorKind = (typeof DENOMINATOR_KINDS)[number];

/** An indicator over counts named `C` (the chronic counts unless another set is named). */
export interface IndicatorDefinition<C extends string = IndicatorCount> {
  id: string;
  label: string;
  numerator: C;
  /** A counted denominator, or a configured figure with the count used when none is set. */
  denominator: { count: C } | { configured: DenominatorKind; fallback?: C };
  /** The definition shown in the tooltip. */
  definition: string;
}

/** The indicators with their definitions worded from a deployment's thresholds. */
export const indicatorsFor = (
  rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES,
): readonly IndicatorDefinition[] => {
  const t = indicatorThresholds(rules);
  return [
    {
      id: 'fileRate',
      label: '健康档案建档率',
      numerator: 'filed',
      denominator: { configured: 'population', fallback: 'residents' },
      definition:
        '建档人数（有档案编号的在档居民）÷ 辖区常住居民数；未配置常住人口时以在档居民数为分母。',
    },
    {
      id: 'fileUseRate',
      label: '健康档案使用率',
      numerator: 'fileUsed',
      denominator: { count: 'filed' },
      definition: '近一年内有随访、体检、签约等服务记录的档案数 ÷ 建档人数。',
    },
    {
      id: 'elderlyRate',
      label: '老年人健康管理率',
      numerator: 'elderlyManaged',
      denominator: { configured: 'elderlyPopulation', fallback: 'elderly' },
      definition:
        '年内有健康体检表的65岁及以上居民数 ÷ 辖区65岁及以上常住居民数；未配置时以在档65岁及以上居民数为分母。',
    },
    {
      id: 'htnManageRate',
      label: '高血压患者管理率',
      numerator: 'htnManaged',
      denominator: { configured: 'htnExpected' },
      definition:
        '年内已管理的高血压患者人数 ÷ 年内辖区高血压患者总人数（常住成年人口 × 患病率，需配置；未配置时不计算）。',
    },
    {
      id: 'htnStandardRate',
      label: '高血压规范管理率',
      numerator: 'htnStandard',
      denominator: { count: 'htnManaged' },
      definition: `年内面对面随访（门诊或家庭）不少于${t.standardVisits}次的患者人数 ÷ 年内已管理的高血压患者人数。${REFERRAL_NOTE}`,
    },
    {
      id: 'htnControlRate',
      label: '血压控制率',
      numerator: 'htnControlled',
      denominator: { count: 'htnManaged' },
      definition: `年内最近一次随访血压达标（<${t.sbp}/${t.dbp} mmHg，${t.elderlyAge}岁及以上 <${t.elderlySbp}/${t.dbp}）的人数 ÷ 年内已管理的高血压患者人数；年内未随访者计为未达标。`,
    },
    {
      id: 'dmManageRate',
      label: '糖尿病患者管理率',
      numerator: 'dmManaged',
      denominator: { configured: 'dmExpected' },
      definition:
        '年内已管理的2型糖尿病患者人数 ÷ 年内辖区糖尿病患者总人数（需配置；未配置时不计算）。',
    },
    {
      id: 'dmStandardRate',
      label: '糖尿病规范管理率',
      numerator: 'dmStandard',
      denominator: { count: 'dmManaged' },
      definition: `年内面对面随访不少于${t.standardVisits}次的患者人数 ÷ 年内已管理的2型糖尿病患者人数。${REFERRAL_NOTE}`,
    },
    {
      id: 'dmControlRate',
      label: '血糖控制率',
      numerator: 'dmControlled',
      denominator: { count: 'dmManaged' },
      definition: `年内最近一次随访空腹血糖 <${t.fbg} mmol/L 的人数 ÷ 年内已管理的2型糖尿病患者人数；年内未随访者计为未达标。`,
    },
  ];
};

/** The indicators under the default rules. */
export const INDICATORS: readonly IndicatorDefinition[] = indicatorsFor();

export type IndicatorCounts = Record<IndicatorCount, number>;
export type ConfiguredDenominators = Partial<Record<DenominatorKind, number>>;

export interface IndicatorValue {
  numerator: number;
  /** null when the denominator is a figure nobody configured. */
  denominator: number | null;
  /** Percent with one decimal, null when it cannot be computed. */
  rate: number | null;
}

/** One indicator's value from the counts and the configured figures of an institution. */
export const indicatorValue = <C extends string>(
  indicator: IndicatorDefinition<C>,
  counts: Readonly<Record<C, number>>,
  configured: ConfiguredDenominators,
): IndicatorValue => {
  const numerator = counts[indicator.numerator];
  const spec = indicator.denominator;
  const denominator =
    'count' in spec
      ? counts[spec.count]
      : (configured[spec.configured] ?? (spec.fallback ? counts[spec.fallback] : null));
  const rate =
    denominator === null || denominator === 0
      ? null
      : Math.round((numerator / denominator) * 1000) / 10;
  return { numerator, denominator, rate };
};

export const isIndicatorCount = (value: string): value is IndicatorCount =>
  (INDICATOR_COUNTS as readonly string[]).includes(value);
