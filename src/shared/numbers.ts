/** Compact display of large counts on dashboards (spec section 9: suffixes k, M, G, T, P, E). */

/** Metric suffixes, smallest first; each step is a factor of 1000. */
export const NUMBER_SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

const LAST = NUMBER_SUFFIXES.length - 1;

const round = (value: number, digits: number): string =>
  // toFixed then Number drops trailing zeros: 1.50 → 1.5, 2.00 → 2.
  String(Number(value.toFixed(digits)));

/**
 * 1234 → '1.2k', 1500000 → '1.5M', 999 → '999', with `digits` decimals at most (trailing zeros
 * dropped). A value that rounds up to 1000 of one suffix moves to the next (999950 → '1M', not
 * '1000k'). Negative numbers keep their sign; NaN and infinities are returned as text.
 */
export const abbreviateNumber = (num: number, digits = 1): string => {
  if (!Number.isFinite(num)) return String(num);
  const places = Math.min(100, Math.max(0, Math.trunc(digits)));
  const sign = num < 0 ? '-' : '';
  const abs = Math.abs(num);
  let tier = 0;
  while (tier < LAST && abs >= 1000 ** (tier + 1)) tier += 1;
  let text = round(abs / 1000 ** tier, places);
  if (Number(text) >= 1000 && tier < LAST) {
    tier += 1;
    text = round(abs / 1000 ** tier, places);
  }
  return sign + text + NUMBER_SUFFIXES[tier];
};
