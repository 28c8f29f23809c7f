/**
 * How large a seeded database is. The demo (no `residents`) is the 2,437 residents every fresh
 * `npm start` makes; a scaled seed (`npm run seed -- --residents N`) makes exactly N residents
 * with the demo's proportions: the same hospitals and users, more residents per care point.
 */
export interface SeedSize {
  /** Residents to make; undefined for the demo's own count. */
  residents?: number;
  /** Years of quarterly hypertension and diabetes follow-ups before SEED_DAY. */
  historyYears: number;
}

/** The demo: its own resident count, two years of chronic follow-ups. */
export const DEMO_SIZE: SeedSize = { historyYears: 2 };

/** Residents of the demo database; a scaled seed multiplies the per-resident shares by N / this. */
export const DEMO_RESIDENTS = 2437;

/** A scaled seed's default history: several years of four visits a year. */
export const SCALED_HISTORY_YEARS = 3;

/** How many times the demo's population a seed makes (1 for the demo). */
export const scaleOf = (size: SeedSize): number =>
  size.residents === undefined ? 1 : size.residents / DEMO_RESIDENTS;

/** A count the demo holds a fixed number of (deaths, referrals), in proportion to the size. */
export const scaledCount = (size: SeedSize, demoCount: number): number =>
  size.residents === undefined ? demoCount : Math.round(demoCount * scaleOf(size));
