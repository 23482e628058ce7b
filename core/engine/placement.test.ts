import { describe, expect, it } from "vitest";
import { answer, fixtureMap, item } from "./fixtures.ts";
import { raschProbability } from "./irt.ts";
import { overallPosterior, strandPosterior, strandPosteriors } from "./placement-estimate.ts";
import {
  isNearLevelTurn,
  nextPlacementItem,
  pausePlacement,
  recordPlacementAnswer,
  resumePlacement,
  startPlacement,
  STRAND_TARGET_SE,
} from "./placement.ts";
import { placementPrecision, placementResult } from "./placement-result.ts";
import type { PlacementState } from "./placement-state.ts";
import type { EngineItem } from "./types.ts";

const map = fixtureMap();
/** Many items per fixture skill, spread over a wide difficulty range. */
const bank: EngineItem[] = map
  .all()
  .flatMap((s) => Array.from({ length: 12 }, (_, i) => item(s.id, i, "numeric", s.difficulty - 3 + i * 0.5)));

function start(settings = {}): PlacementState {
  const started = startPlacement({ subject: "math", grade: 4, settings }, map);
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

/** Runs the check with a fixed answering rule; returns the final state and the items shown. */
function run(
  rule: (it: EngineItem, n: number) => boolean,
  state = start(),
): { state: PlacementState; shown: EngineItem[] } {
  const shown: EngineItem[] = [];
  for (let n = 0; n < 100; n++) {
    const step = nextPlacementItem(state, bank, map);
    if (!step.ok) throw new Error(step.error.message);
    if (step.value.done || step.value.item === null) return { state: step.value.state, shown };
    shown.push(step.value.item);
    const recorded = recordPlacementAnswer(step.value.state, step.value.item.id, answer(rule(step.value.item, n)));
    if (!recorded.ok) throw new Error(recorded.error.message);
    state = recorded.value.state;
  }
  return { state, shown };
}

describe("placement check", () => {
  it("never repeats an item, balances strands and stops at the item cap or SE 0.4", () => {
    const { state, shown } = run((it, n) => (it.difficulty < -1.2 ? n % 5 !== 0 : n % 3 === 0));
    expect(new Set(shown.map((s) => s.id)).size).toBe(shown.length);
    expect(state.status).toBe("done");
    expect(["precision", "max-items"]).toContain(state.stopReason);
    expect(shown.length).toBeLessThanOrEqual(30);
    const perStrand = (strand: string) => shown.filter((s) => s.strand === strand).length;
    expect(Math.abs(perStrand("number-system") - perStrand("fractions-ratios"))).toBeLessThanOrEqual(2);
    const result = placementResult(state, map);
    if (!result.ok) throw new Error(result.error.message);
    if (state.stopReason === "precision") expect(result.value.overall.se).toBeLessThanOrEqual(0.4);
    // The player's progress line reads placementPrecision: the same overall figure, without the skill map.
    expect(placementPrecision(state)?.overallSe).toBe(result.value.overall.se);
  });

  it("stops at the maximum item count when precision is not reached", () => {
    const { state, shown } = run((_, n) => n % 2 === 0, start({ maxItems: 12, targetSe: 0.05 }));
    expect(state.stopReason).toBe("max-items");
    expect(shown.length).toBe(12);
  });

  it("stops for precision only once the overall and every strand reach their targets (and not before the minimum)", () => {
    // Every strand must be as certain as the overall (each strand stands on its own answers), and
    // since the fifth pass of decision 0007 an answer after the twelfth may come from a tired child:
    // the unknown drift keeps a strand's fresh level from getting surer than about 0.62 logits in
    // this two-strand fixture, so even a loose overall target and a high cap end at the cap.
    const { state, shown } = run(
      (_, n) => n % 3 !== 0,
      start({ targetSe: 0.6, minItems: 4, maxItems: 60, maxPresented: 80 }),
    );
    expect(shown.length).toBeGreaterThanOrEqual(4);
    const strands = [...new Set(state.responses.map((r) => r.strand))];
    const sds = [...strandPosteriors(state.responses, 4, strands).values()].map((p) => p.sd);
    if (state.stopReason === "precision") {
      expect(Math.max(...sds)).toBeLessThanOrEqual(STRAND_TARGET_SE);
    } else {
      expect(state.stopReason).toBe("max-items");
      expect(Math.max(...sds)).toBeGreaterThan(STRAND_TARGET_SE);
    }
    // The overall alone would have stopped the check long before the cap.
    expect(overallPosterior(state.responses, 4).sd).toBeLessThan(0.6);
  });

  it("aims each item at about 70% expected success for the current estimate (every third nearer 55%)", () => {
    let state = start();
    for (let n = 0; n < 8; n++) {
      const step = nextPlacementItem(state, bank, map);
      if (!step.ok || step.value.item === null) throw new Error("no item");
      const chosen = step.value.item;
      const estimate = strandPosterior(step.value.state.responses, 4, chosen.strand).mean;
      // Every third item aims nearer the level, at 55% (decision 0007, fifth pass).
      const [low, high] = isNearLevelTurn(step.value.state.responses.length) ? [0.4, 0.7] : [0.55, 0.85];
      expect(raschProbability(estimate, chosen.difficulty)).toBeGreaterThan(low);
      expect(raschProbability(estimate, chosen.difficulty)).toBeLessThan(high);
      const recorded = recordPlacementAnswer(step.value.state, chosen.id, answer(n % 4 !== 0));
      if (!recorded.ok) throw new Error(recorded.error.message);
      state = recorded.value.state;
    }
  });

  it("counts 'I don't know this yet' as not known, and keeps rapid guesses out of the estimate", () => {
    let state = start();
    const first = nextPlacementItem(state, bank, map);
    if (!first.ok || first.value.item === null) throw new Error("no item");
    const idk = recordPlacementAnswer(
      first.value.state,
      first.value.item.id,
      answer(true, { dontKnow: true, responseTimeMs: 500 }),
    );
    if (!idk.ok) throw new Error(idk.error.message);
    expect(idk.value.rapidGuess).toBe(false);
    state = idk.value.state;
    expect(state.responses[0]).toMatchObject({ correct: false, dontKnow: true });

    const second = nextPlacementItem(state, bank, map);
    if (!second.ok || second.value.item === null) throw new Error("no item");
    const fast = recordPlacementAnswer(second.value.state, second.value.item.id, answer(true, { responseTimeMs: 300 }));
    if (!fast.ok) throw new Error(fast.error.message);
    expect(fast.value.rapidGuess).toBe(true);
    const result = placementResult(fast.value.state, map);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.itemsAnswered).toBe(1);
    expect(result.value.rapidGuesses).toBe(1);
    expect(result.value.dontKnows).toBe(1);
  });

  it("can be paused and resumed, with state that survives JSON", () => {
    const step = nextPlacementItem(start(), bank, map);
    if (!step.ok) throw new Error(step.error.message);
    const paused = pausePlacement(JSON.parse(JSON.stringify(step.value.state)));
    if (!paused.ok) throw new Error(paused.error.message);
    expect(nextPlacementItem(paused.value, bank, map)).toMatchObject({ ok: false, error: { code: "paused" } });
    const resumed = resumePlacement(JSON.parse(JSON.stringify(paused.value)));
    if (!resumed.ok) throw new Error(resumed.error.message);
    const again = nextPlacementItem(resumed.value, bank, map);
    expect(again.ok && again.value.item?.id).toBe(step.value.item?.id);
  });

  it("reports strands on the grade scale with a range, and a skill map through the graph", () => {
    // Right on everything up to grade 4 skills, wrong above: a grade-4-ish child.
    const { state } = run((it) => it.difficulty < -0.8);
    const result = placementResult(state, map);
    if (!result.ok) throw new Error(result.error.message);
    for (const strand of result.value.strands) {
      expect(strand.low).toBeLessThanOrEqual(strand.level);
      expect(strand.high).toBeGreaterThanOrEqual(strand.level);
      expect(strand.level).toBeGreaterThan(3);
      expect(strand.level).toBeLessThan(6);
    }
    for (const estimate of Object.values(result.value.skills)) {
      expect(estimate.pKnown).toBeGreaterThanOrEqual(0.05);
      expect(estimate.pKnown).toBeLessThanOrEqual(0.95);
      expect(estimate.reason.length).toBeGreaterThan(10);
    }
  });

  it("returns error values, never throws, on bad input", () => {
    expect(startPlacement({ subject: "art" as never, grade: 4 }, map)).toMatchObject({
      ok: false,
      error: { code: "unknown-subject" },
    });
    expect(startPlacement({ subject: "math", grade: 12 as never }, map)).toMatchObject({
      ok: false,
      error: { code: "invalid-input" },
    });
    expect(startPlacement({ subject: "reading", grade: 4 }, map)).toMatchObject({
      ok: false,
      error: { code: "no-items" },
    });
    expect(nextPlacementItem({ schemaVersion: 1, junk: true }, bank, map)).toMatchObject({
      ok: false,
      error: { code: "corrupt-state" },
    });
    expect(nextPlacementItem(null, bank, map)).toMatchObject({ ok: false, error: { code: "corrupt-state" } });
    expect(nextPlacementItem({ ...start(), schemaVersion: 9 }, bank, map)).toMatchObject({
      ok: false,
      error: { code: "unsupported-schema-version" },
    });
    expect(placementResult(start(), map)).toMatchObject({ ok: false, error: { code: "empty-history" } });
    expect(placementPrecision(start())).toBeNull();
    expect(recordPlacementAnswer(start(), "nope", answer(true))).toMatchObject({
      ok: false,
      error: { code: "invalid-input" },
    });
    const empty = nextPlacementItem(start(), [], map);
    expect(empty.ok && empty.value.state.stopReason).toBe("bank-exhausted");
  });
});
