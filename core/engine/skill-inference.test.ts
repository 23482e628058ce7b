import { describe, expect, it } from "vitest";
import { fixtureMap } from "./fixtures.ts";
import type { PlacementResponse } from "./placement-state.ts";
import { inferSkillStates } from "./skill-inference.ts";

const map = fixtureMap();
const strands = new Map([
  ["number-system", { mean: -1.5, sd: 0.5 }],
  ["fractions-ratios", { mean: -1.5, sd: 0.5 }],
]);

function response(skillId: string, correct: boolean, extra: Partial<PlacementResponse> = {}): PlacementResponse {
  return {
    itemId: `${skillId}-x`,
    skillId,
    strand: skillId === "f" || skillId === "g" ? "fractions-ratios" : "number-system",
    difficulty: -1.5,
    format: "numeric",
    correct,
    dontKnow: false,
    rapidGuess: false,
    responseTimeMs: 20000,
    ...extra,
  };
}

describe("skill-state inference through the prerequisite graph", () => {
  const base = inferSkillStates("math", [], strands, map);

  it("uses the strand level alone when nothing touches a skill, and never claims certainty", () => {
    expect(base.a!.directAnswers + base.a!.relatedAnswers).toBe(0);
    expect(base.a!.pKnown).toBeGreaterThan(base.e!.pKnown);
    for (const s of Object.values(base)) expect(s.pKnown).toBeLessThanOrEqual(0.9);
  });

  it("a right answer on a skill raises what it rests on, more for nearer prerequisites", () => {
    const after = inferSkillStates("math", [response("c", true)], strands, map);
    expect(after.c!.pKnown).toBeGreaterThan(base.c!.pKnown);
    expect(after.b!.pKnown).toBeGreaterThan(base.b!.pKnown);
    expect(after.a!.pKnown).toBeGreaterThan(base.a!.pKnown);
    expect(after.b!.pKnown - base.b!.pKnown).toBeGreaterThan(0);
    expect(after.e!.pKnown).toBe(base.e!.pKnown);
    expect(after.b!.relatedAnswers).toBe(1);
  });

  it("a wrong answer lowers what builds on the skill, not what it rests on", () => {
    const after = inferSkillStates("math", [response("b", false)], strands, map);
    expect(after.b!.pKnown).toBeLessThan(base.b!.pKnown);
    expect(after.c!.pKnown).toBeLessThan(base.c!.pKnown);
    expect(after.e!.pKnown).toBeLessThan(base.e!.pKnown);
    expect(after.a!.pKnown).toBe(base.a!.pKnown);
  });

  it("ignores rapid guesses and caps strong evidence at 95%", () => {
    const rapid = inferSkillStates("math", [response("a", true, { rapidGuess: true })], strands, map);
    expect(rapid.a!.pKnown).toBe(base.a!.pKnown);
    const many = inferSkillStates(
      "math",
      Array.from({ length: 6 }, () => response("a", true)),
      strands,
      map,
    );
    expect(many.a!.pKnown).toBe(0.95);
    expect(many.a!.status).toBe("likely-known");
  });
});
