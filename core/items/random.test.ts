import { describe, expect, it } from "vitest";
import { createRandom, hashString } from "./random.ts";

describe("seeded random", () => {
  it("gives the same sequence for the same seed, on every platform (fixed reference values)", () => {
    const a = createRandom(42);
    const values = Array.from({ length: 4 }, () => a.int(0, 1_000_000));
    expect(values).toEqual(
      Array.from(
        { length: 4 },
        (
          (b) => () =>
            b.int(0, 1_000_000)
        )(createRandom(42)),
      ),
    );
    // Pinned so a change to the generator (which would change every stored item) is noticed.
    expect(values).toMatchInlineSnapshot(`
      [
        601104,
        448291,
        852466,
        669734,
      ]
    `);
    expect(hashString("m-3.nf.a.1|1|space|0")).toMatchInlineSnapshot(`4084602363`);
  });

  it("keeps int() within its bounds and reaches both ends", () => {
    const r = createRandom("bounds");
    const seen = new Set(Array.from({ length: 500 }, () => r.int(3, 7)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(() => r.int(5, 4)).toThrow(RangeError);
  });

  it("shuffles into a permutation and samples distinct elements", () => {
    const r = createRandom(7);
    const list = [1, 2, 3, 4, 5, 6];
    expect([...r.shuffle(list)].sort()).toEqual(list);
    const sample = r.sample(list, 4);
    expect(new Set(sample).size).toBe(4);
    expect(() => r.sample(list, 7)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
  });

  it("gives different sequences for different seeds", () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it("spreads consecutive counters apart: draws walk their values, together and behind a draw that does not matter", () => {
    const draws = (counter: number, ranges: number[]) => {
      const r = createRandom(`x|${counter}`, { counter, key: "k" });
      return ranges.map((n) => r.int(1, n)).join(",");
    };
    for (const ranges of [
      [8, 8],
      [2, 6],
      [3, 4],
      [12, 7, 9],
      [5, 13],
    ]) {
      const seq = Array.from({ length: 300 }, (_, c) => draws(c, ranges));
      // Together: no two counters less than the product (equal ranges) or the least common multiple apart draw the same.
      const product = ranges.reduce((a, b) => (a * b) / gcd(a, b), 1) * (ranges[0] === ranges[1] ? ranges[0]! : 1);
      for (let c = 0; c + 1 < seq.length; c++)
        for (let d = c + 1; d < Math.min(seq.length, c + Math.min(product, 12)); d++) expect(seq[d]).not.toBe(seq[c]);
    }
    // Alone: a range of 13 after a draw of 12 (a name the question does not use) still walks all 13 values.
    const last = Array.from({ length: 13 }, (_, c) => draws(c, [12, 13]).split(",")[1]);
    expect(new Set(last).size).toBeGreaterThanOrEqual(12);
    // Later draws are random: counters do not fix them.
    expect(draws(5, [2, 2, 2, 2, 2, 2, 2, 2, 1000])).not.toBe(draws(5 + 256, [2, 2, 2, 2, 2, 2, 2, 2, 1000]));
  });
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
