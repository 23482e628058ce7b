import { describe, expect, it } from "vitest";
import {
  DEFAULT_PLACEMENT_SETTINGS,
  nextPlacementItem,
  placementPrecision,
  recordPlacementAnswer,
  startPlacement,
  type PlacementState,
} from "../../../core/engine/index.ts";
import { placementBank } from "./placement-bank.server.ts";
import { remainingEstimate } from "./placement-progress.ts";

/** A small repeatable random stream (mulberry32). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A state with `counted` counted answers (only what the estimate reads). */
function answered(counted: number): PlacementState {
  return {
    settings: DEFAULT_PLACEMENT_SETTINGS,
    responses: Array.from({ length: counted }, () => ({ rapidGuess: false })),
  } as unknown as PlacementState;
}

describe("the placement progress line's count", () => {
  it("reads the strands as well as the overall, since the check stops only when both are precise", () => {
    // Overall alone: 10 answers at SE 0.5 reach 0.4 after about 6 more.
    const precise = [{ counted: 2, se: 0.5 }];
    expect(remainingEstimate(answered(10), { overallSe: 0.5, strands: precise })).toBe(6);
    // Five strands of two answers at SE 0.8 each need about 2 more to reach 0.6: 10 in all.
    const wide = Array.from({ length: 5 }, () => ({ counted: 2, se: 0.8 }));
    expect(remainingEstimate(answered(10), { overallSe: 0.5, strands: wide })).toBe(10);
  });

  it("never promises more than the cap, promises the cap before the minimum, and at least 1 while going", () => {
    const wide = Array.from({ length: 5 }, () => ({ counted: 5, se: 0.9 }));
    expect(remainingEstimate(answered(25), { overallSe: 0.6, strands: wide })).toBe(5);
    expect(remainingEstimate(answered(4), { overallSe: 0.3, strands: [{ counted: 4, se: 0.5 }] })).toBe(26);
    expect(remainingEstimate(answered(0), null)).toBe(30);
    expect(remainingEstimate(answered(12), { overallSe: 0.3, strands: [{ counted: 12, se: 0.5 }] })).toBe(1);
  });

  it("on a real check never counts up and never promises fewer questions than are left", () => {
    const started = startPlacement({ subject: "math", grade: 5 });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value;
    const random = seededRandom(20261126);
    const estimates: { answered: number; estimate: number }[] = [];
    for (let step = 0; step < 45 && state.status !== "done"; step++) {
      const next = nextPlacementItem(state, placementBank("math", state));
      if (!next.ok) throw new Error(next.error.message);
      if (next.value.done || next.value.item === null) {
        state = next.value.state;
        break;
      }
      const item = next.value.item;
      // A child a little below grade 5 in everything, answering as children do: more often right
      // on easier items, with a fixed random stream so the test is repeatable.
      const recorded = recordPlacementAnswer(next.value.state, item.id, {
        correct: random() < 1 / (1 + Math.exp(item.difficulty - 0.3)),
        hintsUsed: 0,
        retries: 0,
        responseTimeMs: 20_000,
        dontKnow: false,
      });
      if (!recorded.ok) throw new Error(recorded.error.message);
      state = recorded.value.state;
      if (state.status !== "done") {
        estimates.push({
          answered: state.responses.length,
          estimate: remainingEstimate(state, placementPrecision(state)),
        });
      }
    }
    expect(state.status).toBe("done");
    const total = state.responses.length;
    for (const [index, { answered: count, estimate }] of estimates.entries()) {
      expect(estimate).toBeGreaterThanOrEqual(total - count - 3);
      if (index > 0) expect(estimate).toBeLessThanOrEqual(estimates[index - 1]!.estimate);
    }
  });
});
