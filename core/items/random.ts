/**
 * A small seeded pseudo-random generator (mulberry32) and helpers. Only 32-bit integer arithmetic
 * (Math.imul, >>>) is used, so the same seed gives the same sequence in every JavaScript engine.
 */

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A new array with the elements in random order (Fisher-Yates). */
  shuffle<T>(list: readonly T[]): T[];
  /** `count` different elements of the list, in random order. */
  sample<T>(list: readonly T[], count: number): T[];
  /** True with the given probability. */
  chance(probability: number): boolean;
};

/** FNV-1a over the UTF-16 code units: turns an item's inputs into one 32-bit seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = (typeof seed === "string" ? hashString(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}): need integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new RangeError("pick from an empty list");
    return list[int(0, list.length - 1)] as T;
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    if (count > list.length) throw new RangeError(`sample ${count} of ${list.length}`);
    return shuffle(list).slice(0, count);
  };
  return { next, int, pick, shuffle, sample, chance: (p) => next() < p };
}
