/** A small seeded random generator (mulberry32) so every simulation is reproducible. */

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  normal(mean?: number, sd?: number): number;
  uniform(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
};

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    normal: (mean = 0, sd = 1) => {
      // Box-Muller; 1 - u keeps the logarithm finite.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    uniform: (lo, hi) => lo + (hi - lo) * next(),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** A child seed derived from the run seed and an index, so children do not share streams. */
export function childSeed(runSeed: number, index: number): number {
  return (Math.imul(runSeed ^ 0x9e3779b9, 2654435761) + Math.imul(index + 1, 40503)) >>> 0;
}
