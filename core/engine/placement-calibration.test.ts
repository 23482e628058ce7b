/**
 * The fifth pass on placement's coverage (issue 11, decision 0007): the likelihood reads a child
 * who tires during the check as tired, not as a lower level, and some items are aimed near the level.
 */
import { describe, expect, it } from "vitest";
import { answer, fixtureMap, item } from "./fixtures.ts";
import { MODEL, overallPosterior, strandPosteriors, type PlacementModel } from "./placement-estimate.ts";
import type { PlacementResponse } from "./placement-state.ts";
import { isNearLevelTurn, nextPlacementItem, recordPlacementAnswer, startPlacement } from "./placement.ts";
import type { EngineItem } from "./types.ts";

const GRADE = 5;

function response(n: number, difficulty: number, correct: boolean, strand = "number-system"): PlacementResponse {
  return {
    itemId: `i${n}`,
    skillId: `s${n}`,
    strand,
    difficulty,
    format: "numeric",
    correct,
    dontKnow: false,
    rapidGuess: false,
    responseTimeMs: 30_000,
  };
}

const withoutDrift: PlacementModel = { ...MODEL, drifts: [0], driftWeights: [1] };

describe("a child who tires during the check", () => {
  // Items at 0 logits: fresh, the child gets 10 of 12 right; tired, 6 of 18.
  const tiring = Array.from({ length: 30 }, (_, n) => response(n, 0, n < 12 ? n % 6 !== 5 : n % 3 === 0));
  // The same 16 right answers of 30, spread evenly over the check.
  const steady = Array.from({ length: 30 }, (_, n) =>
    response(n, 0, [0, 2, 4, 6, 8, 9, 11, 13, 15, 17, 19, 20, 22, 24, 26, 28].includes(n)),
  );

  it("is placed at the fresh level, above what a model without tiring reads", () => {
    const tired = overallPosterior(tiring, GRADE, MODEL);
    const flat = overallPosterior(tiring, GRADE, withoutDrift);
    expect(tired.mean - flat.mean).toBeGreaterThan(0.05);
  });

  it("a child whose answers do not fall off is placed about where a model without tiring places them", () => {
    const drift = overallPosterior(steady, GRADE, MODEL);
    const flat = overallPosterior(steady, GRADE, withoutDrift);
    expect(Math.abs(drift.mean - flat.mean)).toBeLessThan(0.1);
    expect(drift.sd).toBeLessThan(flat.sd * 1.15);
  });

  it("the strands are read with the tiring found in all the answers", () => {
    const strands = ["number-system", "fractions-ratios"];
    const mixed = tiring.map((r, n) => ({ ...r, strand: strands[n % 2]! }));
    const tired = strandPosteriors(mixed, GRADE, strands, MODEL);
    const flat = strandPosteriors(mixed, GRADE, strands, withoutDrift);
    for (const s of strands) expect(tired.get(s)!.mean).toBeGreaterThan(flat.get(s)!.mean);
  });
});

describe("items aimed near the level", () => {
  it("every third item, never two in a row, and ten in a check of thirty", () => {
    const turns = Array.from({ length: 30 }, (_, n) => isNearLevelTurn(n));
    expect(turns.filter(Boolean).length).toBe(10);
    for (let n = 1; n < 30; n++) expect(turns[n] && turns[n - 1]).toBe(false);
  });

  it("sit nearer the strand's estimate than the other items", () => {
    const map = fixtureMap();
    const bank: EngineItem[] = map
      .all()
      .flatMap((s) => Array.from({ length: 16 }, (_, i) => item(s.id, i, "numeric", s.difficulty - 4 + i * 0.5)));
    const started = startPlacement({ subject: "math", grade: 4 }, map);
    if (!started.ok) throw new Error(started.error.message);
    let state: unknown = started.value;
    const near: number[] = [];
    const usual: number[] = [];
    for (let n = 0; n < 30; n++) {
      const step = nextPlacementItem(state, bank, map);
      if (!step.ok) throw new Error(step.error.message);
      const shown = step.value.item;
      if (shown === null) break;
      const before = step.value.state.responses;
      const estimate = strandPosteriors(before, 4, [shown.strand]).get(shown.strand)!.mean;
      (isNearLevelTurn(before.length) ? near : usual).push(estimate - shown.difficulty);
      const recorded = recordPlacementAnswer(step.value.state, shown.id, answer(n % 3 !== 1));
      if (!recorded.ok) throw new Error(recorded.error.message);
      state = recorded.value.state;
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(near.length).toBeGreaterThan(5);
    // 70% success is 0.85 logits below the estimate, 55% is 0.2 below.
    expect(mean(usual) - mean(near)).toBeGreaterThan(0.4);
  });
});
