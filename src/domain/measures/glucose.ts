/**
 * 空腹血糖 on the 健康体检表 is written "___mmol/L 或 ___mg/dL" (national-forms-2 §6 item 3):
 * one value in either unit, the other computed with the factor 18 ([K], national-forms §3.6).
 */
export const GLUCOSE_MG_PER_MMOL = 18;

/** mmol/L → mg/dL, whole milligrams. */
export const glucoseMgPerDl = (mmolPerL: number | null | undefined): number | undefined =>
  typeof mmolPerL === 'number' && Number.isFinite(mmolPerL) && mmolPerL > 0
    ? Math.round(mmolPerL * GLUCOSE_MG_PER_MMOL)
    : undefined;

/** mg/dL → mmol/L, one decimal as laboratories report it. */
export const glucoseMmolPerL = (mgPerDl: number | null | undefined): number | undefined =>
  typeof mgPerDl === 'number' && Number.isFinite(mgPerDl) && mgPerDl > 0
    ? Math.round((mgPerDl / GLUCOSE_MG_PER_MMOL) * 10) / 10
    : undefined;
