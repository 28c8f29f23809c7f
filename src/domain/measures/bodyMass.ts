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
