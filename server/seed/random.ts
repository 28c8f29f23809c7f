/** A seeded pseudo-random source, so every fresh database is byte-for-byte the same. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Buffer;
}

/** mulberry32: tiny, fast and good enough for demo data (never for secrets). */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const createRandom = (seed: number): Random => {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(0, 255))),
  };
};

/** The seed of the demo database; change it and every generated value changes. */
export const DEMO_SEED = 20260101;
