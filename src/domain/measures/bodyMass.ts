/** 体质指数 = 体重(kg) / 身高(m)², to two decimals as the form prints it; undefined when unknown. */
export const bodyMassIndex = (
  weightKg: number | null | undefined,
  heightCm: number | null | undefined,
): number | undefined => {
  if (typeof weightKg !== 'number' || typeof heightCm !== 'number') return undefined;
  if (!(weightKg > 0) || !(heightCm > 0)) return undefined;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 100) / 100;
};

/**
 * 体质指数 judged for a Chinese adult (WS/T 428-2013 成人体重判定): 偏瘦 below 18.5, 正常 up to
 * 24, 超重 up to 28, 肥胖 from 28 (kg/m²). The codes are the platform's 体质指数评价 field's.
 */
export const BODY_MASS_BANDS = [
  { code: '1', label: '偏瘦', below: 18.5 },
  { code: '2', label: '正常', below: 24 },
  { code: '3', label: '超重', below: 28 },
  { code: '4', label: '肥胖', below: Number.POSITIVE_INFINITY },
] as const;

export type BodyMassBand = (typeof BODY_MASS_BANDS)[number];

/** The band of a BMI; undefined for no BMI. */
export const bodyMassBand = (bmi: number | null | undefined): BodyMassBand | undefined =>
  typeof bmi === 'number' && Number.isFinite(bmi) && bmi > 0
    ? BODY_MASS_BANDS.find((band) => bmi < band.below)
    : undefined;

/** From this BMI on a person weighs more than is healthy (超重 and 肥胖): 减体重 is advised. */
export const OVERWEIGHT_BMI = 24;

/**
 * The weight (kg, one decimal, rounded down) at which a person of this height is just below
 * `bmi`: the 减体重 target of the 健康体检表 (目标__kg) for a BMI back under 24.
 */
export const weightForBodyMass = (
  heightCm: number | null | undefined,
  bmi: number = OVERWEIGHT_BMI,
): number | undefined => {
  if (typeof heightCm !== 'number' || !(heightCm > 0)) return undefined;
  const metres = heightCm / 100;
  const limit = bmi * metres * metres;
  const weight = Math.floor(limit * 10) / 10;
  return weight < limit ? weight : Math.round((weight - 0.1) * 10) / 10;
};
