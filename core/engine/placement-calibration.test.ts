/**
 * The fifth pass on placement's coverage (issue 11, decision 0007): the likelihood reads a child
 * who tires during the check as tired, not as a lower level, and some items are aimed near the level.
 * The sixth pass (issue 11, session 26) reads the overall and the strands in one pass; the last
 * block holds that pass to the answer-by-answer definition.
 */
import { describe, expect, it } from "vitest";
import { answer, fixtureMap, item } from "./fixtures.ts";
import { eapFromGrid, logLikelihood, THETA_STEP, thetaGrid, type Posterior } from "./irt.ts";
import {
  MODEL,
  observationOf,
  overallPosterior,
  placementPosteriors,
  PRIOR_SD,
  priorMean,
  strandPosteriors,
  type PlacementModel,
} from "./placement-estimate.ts";
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

describe("one pass over the answers (issue 11, sixth pass: the placement result's cost)", () => {
  // The definition, answer by answer through irt.ts's logLikelihood at every grid point: the fast
  // path (one exponential per answer, rows shifted per drift, the overall summed from the strands)
  // must read exactly this.
  function byDefinition(responses: readonly PlacementResponse[], grade: number, strand: string | null): Posterior[] {
    const prior = { mean: priorMean(grade as 5), sd: PRIOR_SD };
    return MODEL.drifts.map((drift) => {
      const sums = new Float64Array(thetaGrid().length);
      responses.forEach((r, position) => {
        if (r.rapidGuess || (strand !== null && r.strand !== strand)) return;
        const obs = observationOf(r);
        const shift = Math.round((drift * Math.max(position - MODEL.freshItems + 1, 0)) / THETA_STEP);
        for (let i = 0; i < sums.length; i++) {
          sums[i]! += (obs.weight ?? 1) * logLikelihood(thetaGrid()[Math.max(i - shift, 0)]!, obs);
        }
      });
      return eapFromGrid(sums, prior);
    });
  }
  function mixed(parts: (Posterior & { logEvidence?: number })[], weights: readonly number[]) {
    const raw = parts.map((p, k) => weights[k]! * Math.exp(p.logEvidence!));
    const total = raw.reduce((a, b) => a + b, 0);
    const mean = parts.reduce((sum, p, k) => sum + (raw[k]! / total) * p.mean, 0);
    const second = parts.reduce((sum, p, k) => sum + (raw[k]! / total) * (p.sd ** 2 + p.mean ** 2), 0);
    return { mean, sd: Math.sqrt(second - mean * mean), weights: raw.map((r) => r / total) };
  }

  const strands = ["number-system", "fractions-ratios", "geometry"];
  const formats = ["numeric", "multiple-choice", "true-false", "expression"] as const;
  // Thirty answers over three strands and four formats, one "I don't know", one rapid guess and one
  // just above the rapid-guess floor (counted partly).
  const responses: PlacementResponse[] = Array.from({ length: 30 }, (_, n) => ({
    ...response(n, -1.5 + (n % 7) * 0.45, n % 4 !== 3 && n % 9 !== 8, strands[n % 3]!),
    format: formats[n % 4]!,
    dontKnow: n === 17,
    rapidGuess: n === 22,
    responseTimeMs: n === 25 ? 2_500 : 30_000,
  }));

  it("reads the overall and every strand exactly as the answer-by-answer definition", () => {
    const read = placementPosteriors(responses, GRADE, strands);
    const overall = mixed(byDefinition(responses, GRADE, null), MODEL.driftWeights);
    expect(read.overall.mean).toBeCloseTo(overall.mean, 9);
    expect(read.overall.sd).toBeCloseTo(overall.sd, 9);
    for (const strand of strands) {
      const own = mixed(byDefinition(responses, GRADE, strand), overall.weights);
      expect(read.strands.get(strand)!.mean).toBeCloseTo(own.mean, 9);
      expect(read.strands.get(strand)!.sd).toBeCloseTo(own.sd, 9);
    }
  });

  it("a strand reads the same whichever other strands are asked for, and the overall counts them all", () => {
    const alone = placementPosteriors(responses, GRADE, ["geometry"]);
    const all = placementPosteriors(responses, GRADE, strands);
    // Equal up to the order in which the strands' sums are added.
    const same = (a: Posterior, b: Posterior) => {
      expect(a.mean).toBeCloseTo(b.mean, 12);
      expect(a.sd).toBeCloseTo(b.sd, 12);
    };
    same(alone.strands.get("geometry")!, all.strands.get("geometry")!);
    same(alone.overall, all.overall);
    same(overallPosterior(responses, GRADE), all.overall);
  });
});
