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

/**
 * Spreading consecutive counters apart (decision 0031). With `spread`, the first `int` draws (and so
 * `pick`, `shuffle`, `sample`) take their values from the counter c instead of chance: draw k with
 * n values takes digit (c + r·⌊c / M⌋) mod n through a fixed permutation of 0..n-1, where M is the
 * product of the earlier spread draws' ranges equal to n (M = 1, so the digit is c mod n, when there
 * are none) and r the least r ≥ 1 with M + r coprime to n. So every such draw moves with every step
 * of the counter, even behind draws that do not change the question (a name); draws of one range
 * (two factors from 2 to 9) together repeat only after the product of their ranges, as digits of
 * a mixed radix would, and draws of different ranges (3 and 4) after their least common multiple. Later draws are random as usual. The permutations depend on `key` and the
 * draw's place only, so the walk is the same for every counter. Counters are seeds.
 */
export type Spread = { counter: number; key: string };

/** Draws spread this way, at most (later ones are random). */
const SPREAD_DRAWS = 8;

/** A permutation of 0..n-1 (d -> (a·d + b) mod n, a coprime to n), fixed by the text. */
function affine(text: string, n: number): (d: number) => number {
  const h = hashString(text);
  let a = 1 + (h % Math.max(1, n - 1));
  while (gcd(a, n) !== 1) a++;
  const b = (h >>> 16) % n;
  return (d) => (a * d + b) % n;
}

function gcd(x: number, y: number): number {
  return y === 0 ? x : gcd(y, x % y);
}

/** The digit for a range of n (see `Spread`), given the earlier spread ranges. */
function spreadDigit(counter: number, earlier: readonly number[], n: number): number {
  const product = earlier.filter((m) => m === n).reduce((a, b) => Math.min(a * b, 2 ** 40), 1);
  if (product === 1) return counter % n;
  let r = 1;
  while (gcd((product + r) % n, n) !== 1) r++;
  return (counter + r * Math.floor(counter / product)) % n;
}

export function createRandom(seed: number | string, spread?: Spread): Random {
  let state = (typeof seed === "string" ? hashString(seed) : seed) >>> 0;
  const counter = spread ? Math.max(0, Math.floor(spread.counter)) : 0;
  const earlier: number[] = [];
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
    const n = max - min + 1;
    if (spread && n > 1 && earlier.length < SPREAD_DRAWS) {
      const digit = spreadDigit(counter, earlier, n);
      const value = min + affine(`${spread.key}|${earlier.length}|${n}`, n)(digit);
      earlier.push(n);
      return value;
    }
    return min + Math.floor(next() * n);
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
