/**
 * 上/中/下 and 体格发育评价 of the child checks (national-forms-2.md §1.2 and §2.2): a value is
 * judged against the growth standard's −2SD and +2SD at the child's age in months. The reference
 * is the WHO Child Growth Standards (2006; 0–5 years) and, at 6 years, the WHO reference (2007),
 * the standard the 儿童保健 services chose; the points below are its −2SD, median and +2SD at
 * the check ages, in between the judgement interpolates linearly. 身长 before 24 months is the
 * recumbent length, from 24 months the standing height. The result is a proposal: the doctor
 * may set another band.
 */

/** 性别 of the standard: 1 男, 2 女 (the child forms' codes); other codes are not judged. */
type Sex = '1' | '2';

interface ReferencePoint {
  months: number;
  minus2: number;
  median: number;
  plus2: number;
}

const points = (rows: readonly (readonly [number, number, number, number])[]): ReferencePoint[] =>
  rows.map(([months, minus2, median, plus2]) => ({ months, minus2, median, plus2 }));

/** 年龄别体重 (kg): months, −2SD, median, +2SD. */
const WEIGHT_FOR_AGE: Readonly<Record<Sex, readonly ReferencePoint[]>> = {
  '1': points([
    [12, 7.7, 9.6, 12.0],
    [18, 8.8, 10.9, 13.7],
    [24, 9.7, 12.2, 15.3],
    [30, 10.5, 13.3, 16.9],
    [36, 11.3, 14.3, 18.3],
    [48, 12.7, 16.3, 21.2],
    [60, 14.1, 18.3, 24.2],
    [72, 15.9, 20.5, 27.1],
  ]),
  '2': points([
    [12, 7.0, 8.9, 11.5],
    [18, 8.1, 10.2, 13.2],
    [24, 9.0, 11.5, 14.8],
    [30, 10.0, 12.7, 16.5],
    [36, 10.8, 13.9, 18.1],
    [48, 12.3, 16.1, 21.5],
    [60, 13.7, 18.2, 24.9],
    [72, 15.3, 20.2, 27.8],
  ]),
};

/**
 * 年龄别身长/身高 (cm): months, −2SD, median, +2SD. From 24 months the standing height (the WHO
 * height-for-age table, 0.7 cm below the recumbent length at the same age).
 */
const HEIGHT_FOR_AGE: Readonly<Record<Sex, readonly ReferencePoint[]>> = {
  '1': points([
    [12, 71.0, 75.7, 80.5],
    [18, 76.9, 82.3, 87.7],
    [24, 81.0, 87.1, 93.2],
    [30, 85.1, 91.9, 98.7],
    [36, 88.7, 96.1, 103.5],
    [48, 94.9, 103.3, 111.7],
    [60, 100.7, 110.0, 119.2],
    [72, 106.1, 116.0, 125.8],
  ]),
  '2': points([
    [12, 68.9, 74.0, 79.2],
    [18, 74.9, 80.7, 86.5],
    [24, 79.3, 85.7, 92.2],
    [30, 83.6, 90.7, 97.7],
    [36, 87.4, 95.1, 102.7],
    [48, 94.1, 102.7, 111.3],
    [60, 99.9, 109.4, 118.9],
    [72, 104.9, 115.1, 125.4],
  ]),
};

export type GrowthMeasure = 'weight' | 'height';

const REFERENCES: Readonly<
  Record<GrowthMeasure, Readonly<Record<Sex, readonly ReferencePoint[]>>>
> = { weight: WEIGHT_FOR_AGE, height: HEIGHT_FOR_AGE };

/** First and last month the reference covers (the 12-month check to the end of the 6岁 column). */
export const GROWTH_REFERENCE_MONTHS = { from: 12, to: 83 } as const;

/** The −2SD and +2SD limits at an age in months, or undefined outside the reference's ages. */
export const growthLimits = (
  measure: GrowthMeasure,
  sex: Sex,
  months: number,
): { minus2: number; plus2: number } | undefined => {
  if (months < GROWTH_REFERENCE_MONTHS.from || months > GROWTH_REFERENCE_MONTHS.to)
    return undefined;
  const table = REFERENCES[measure][sex];
  const last = table[table.length - 1]!;
  if (months >= last.months) return { minus2: last.minus2, plus2: last.plus2 };
  const upper = table.findIndex((point) => point.months > months);
  const a = table[upper - 1]!;
  const b = table[upper]!;
  const share = (months - a.months) / (b.months - a.months);
  const at = (key: 'minus2' | 'plus2') =>
    Math.round((a[key] + (b[key] - a[key]) * share) * 10) / 10;
  return { minus2: at('minus2'), plus2: at('plus2') };
};

export const GROWTH_UPPER = '1';
export const GROWTH_MIDDLE = '2';
export const GROWTH_LOWER = '3';
export type GrowthBand = typeof GROWTH_UPPER | typeof GROWTH_MIDDLE | typeof GROWTH_LOWER;

/** 上 above +2SD, 下 below −2SD, 中 between (both limits included); undefined when not judged. */
export const growthBand = (
  measure: GrowthMeasure,
  sex: unknown,
  months: number | undefined,
  value: unknown,
): GrowthBand | undefined => {
  if ((sex !== '1' && sex !== '2') || months === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const limits = growthLimits(measure, sex, months);
  if (!limits) return undefined;
  if (value < limits.minus2) return GROWTH_LOWER;
  if (value > limits.plus2) return GROWTH_UPPER;
  return GROWTH_MIDDLE;
};
