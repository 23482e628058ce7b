import { describe, expect, it } from "vitest";
import { answerDivergence, expectedItemsToStreak, fewestExpectedItems, streakWithin } from "./mastery-bound.ts";
import { createRng } from "./rng.ts";

describe("the fewest items any mastery rule can spend", () => {
  it("one answer's divergence is zero between equal chances and grows with the gap", () => {
    expect(answerDivergence(0.8, 0.8)).toBe(0);
    expect(answerDivergence(0.9, 0.78)).toBeGreaterThan(0);
    expect(answerDivergence(0.95, 0.78)).toBeGreaterThan(answerDivergence(0.9, 0.78));
    // By hand: 0.9 ln(0.9/0.78) + 0.1 ln(0.1/0.22) = 0.0500
    expect(answerDivergence(0.9, 0.78)).toBeCloseTo(0.05, 3);
  });

  it("asks for more answers the stricter the promise and the nearer the child is to the stuck one", () => {
    expect(fewestExpectedItems(0.9, 0.78, 0.01)).toBeCloseTo(Math.log(100) / answerDivergence(0.9, 0.78), 6);
    expect(fewestExpectedItems(0.9, 0.78, 0.01)).toBeGreaterThan(fewestExpectedItems(0.9, 0.78, 0.05));
    expect(fewestExpectedItems(0.85, 0.78, 0.01)).toBeGreaterThan(fewestExpectedItems(0.95, 0.78, 0.01));
    expect(fewestExpectedItems(0.9, 0.78, 0.01, 0.5)).toBeLessThan(fewestExpectedItems(0.9, 0.78, 0.01));
    expect(fewestExpectedItems(0.78, 0.78, 0.01)).toBe(Infinity);
  });

  it("the streak formulas agree with a simulation", () => {
    const rng = createRng(7);
    const runs = 4000;
    let total = 0;
    let within = 0;
    for (let r = 0; r < runs; r++) {
      let run = 0;
      let items = 0;
      while (run < 10) {
        items += 1;
        run = rng.next() < 0.9 ? run + 1 : 0;
      }
      total += items;
      if (items <= 30) within += 1;
    }
    expect(Math.abs(total / runs - expectedItemsToStreak(0.9, 10))).toBeLessThan(1);
    expect(within / runs).toBeCloseTo(streakWithin(0.9, 10, 30), 1);
    expect(streakWithin(0.78, 10, 0)).toBe(0);
    expect(streakWithin(1, 10, 10)).toBe(1);
  });
});
