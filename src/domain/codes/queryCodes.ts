/**
 * Business codes the server expects in query conditions (spec section 9), with the labels the
 * selects show.
 */

export interface CodeOption<V> {
  value: V;
  label: string;
}

/**
 * Quarter codes are powers of two (2, 4, 8, 16) rather than 1-4, presumably so that several
 * quarters can be OR-ed into one mask; pass them to the server unchanged.
 */
export const QUARTER_CODES = { Q1: 2, Q2: 4, Q3: 8, Q4: 16 } as const;
export type QuarterCode = (typeof QUARTER_CODES)[keyof typeof QUARTER_CODES];

export const QUARTER_OPTIONS: readonly CodeOption<QuarterCode>[] = [
  { value: 2, label: '第一季度' },
  { value: 4, label: '第二季度' },
  { value: 8, label: '第三季度' },
  { value: 16, label: '第四季度' },
];

/** How conditions combine: 0 或 (any), 1 且 (all), 2 仅 (only this one). */
export const COMBINATION_CODES = { OR: 0, AND: 1, ONLY: 2 } as const;
export type CombinationCode = (typeof COMBINATION_CODES)[keyof typeof COMBINATION_CODES];

export const COMBINATION_OPTIONS: readonly CodeOption<CombinationCode>[] = [
  { value: 0, label: '或' },
  { value: 1, label: '且' },
  { value: 2, label: '仅' },
];

/** Comparison operators in SQL spelling, as the server takes them ('<>' is "not equal"). */
export type ComparisonOperator = '>' | '>=' | '=' | '<>' | '<' | '<=';

export const COMPARISON_OPTIONS: readonly CodeOption<ComparisonOperator>[] = [
  { value: '>', label: '大于' },
  { value: '>=', label: '大于等于' },
  { value: '=', label: '等于' },
  { value: '<>', label: '不等于' },
  { value: '<', label: '小于' },
  { value: '<=', label: '小于等于' },
];

/** The label of a code in one of the option lists above; undefined for an unknown code. */
export const codeLabel = <V>(options: readonly CodeOption<V>[], value: V): string | undefined =>
  options.find((option) => option.value === value)?.label;

/** The quarter code (2, 4, 8, 16) of a month 1-12; undefined outside 1-12. */
export const quarterCodeOfMonth = (month: number): QuarterCode | undefined => {
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return QUARTER_OPTIONS[Math.floor((month - 1) / 3)]?.value;
};
