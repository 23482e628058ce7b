import { describe, expect, it } from "vitest";
import { curriculumSkillMap } from "../engine/skill-map.ts";
import { smartScoreRule, streakRule } from "./baselines.ts";
import { runBenchmark } from "./bench.ts";
import { createChild } from "./child.ts";
import { createRng } from "./rng.ts";

const map = curriculumSkillMap();

describe("simulated children", () => {
  it("have strand abilities, prerequisite gaps and are reproducible from a seed", () => {
    const one = createChild(createRng(7), map, "math", 6);
    const two = createChild(createRng(7), map, "math", 6);
    expect(one).toEqual(two);
    expect(Object.keys(one.strandTheta).sort()).toEqual(map.strandsOf("math").sort());
    const many = Array.from({ length: 20 }, (_, i) => createChild(createRng(100 + i), map, "math"));
    expect(many.some((c) => c.gaps.length > 0)).toBe(true);
    for (const c of many) for (const gap of c.gaps) expect(c.known[gap]).toBe(false);
  });
});

describe("baseline mastery rules", () => {
  it("streak-10 needs ten right in a row; the SmartScore-like rule reaches 80 and drops on misses", () => {
    const streak = streakRule(10);
    const answers = [...Array(9).fill(true), false, ...Array(10).fill(true)] as boolean[];
    expect(answers.findIndex((a) => streak.answer(a))).toBe(19);
    const smart = smartScoreRule(80);
    let n = 0;
    while (!smart.answer(true)) n++;
    expect(n + 1).toBeGreaterThanOrEqual(10);
  });
});

describe("small deterministic simulation (fixed seed)", () => {
  const report = runBenchmark({ children: 36, seed: 424242, subject: "math", sessionSteps: 5 }, map);

  it("places children within a bounded error and at the target precision", () => {
    expect(report.placement.itemsMedian).toBeLessThanOrEqual(30);
    expect(report.placement.seMedian).toBeLessThanOrEqual(0.42);
    expect(report.placement.rmseTheta).toBeLessThan(0.9);
    expect(report.placement.strandAccuracy).toBeGreaterThan(0.3);
  });

  it("rarely declares mastery falsely, with fewer items than ten-in-a-row", () => {
    expect(report.mastery.runs).toBeGreaterThan(30);
    expect(report.mastery.falseMasteryRate).toBeLessThanOrEqual(0.08);
    expect(report.mastery.itemsToMasteryMedian).not.toBeNull();
    expect(report.mastery.itemsToMasteryMedian!).toBeLessThan(
      report.mastery.baselineStreak10.itemsToMasteryMedian ?? Infinity,
    );
  });

  it("is reproducible: the same seed gives the same figures", () => {
    const again = runBenchmark({ children: 8, seed: 424242, subject: "math", sessionSteps: 2 }, map);
    const first = runBenchmark({ children: 8, seed: 424242, subject: "math", sessionSteps: 2 }, map);
    expect({ ...again, timing: null }).toEqual({ ...first, timing: null });
  });
});
