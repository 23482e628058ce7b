import { describe, expect, it } from "vitest";
import { buildDay7Check, compareDay7 } from "./day7.ts";
import { fixtureMap } from "./fixtures.ts";
import type { PlacementResponse } from "./placement-state.ts";

const map = fixtureMap();

function placed(itemId: string, skillId: string, correct: boolean, dontKnow = false): PlacementResponse {
  return {
    itemId,
    skillId,
    strand: "number-system",
    difficulty: -1.7,
    format: "numeric",
    correct,
    dontKnow,
    rapidGuess: false,
    responseTimeMs: 20000,
  };
}

const placement = [placed("p1", "b", false), placed("p2", "c", false, true), placed("p3", "a", true)];
const weekOne = [
  ...Array.from({ length: 8 }, () => ({ skillId: "b", correct: true, rapidGuess: false })),
  ...Array.from({ length: 5 }, () => ({ skillId: "c", correct: true, rapidGuess: false })),
  ...Array.from({ length: 9 }, () => ({ skillId: "g", correct: true, rapidGuess: false })),
  { skillId: "d", correct: true, rapidGuess: true },
];

describe("day-7 check", () => {
  it("chooses the skills worked on in week one, at the placement item's difficulty, avoiding its items", () => {
    const check = buildDay7Check(weekOne, placement, map);
    if (!check.ok) throw new Error(check.error.message);
    expect(check.value.map((c) => c.skillId)).toEqual(["b", "c", "g"]);
    expect(check.value[0]).toMatchObject({ targetDifficulty: -1.7, avoidItemIds: ["p1"] });
    expect(check.value[2]!.targetDifficulty).toBe(map.get("g")!.difficulty);
  });

  it("returns the wins with the questions then and now", () => {
    const compared = compareDay7(
      [
        { itemId: "n1", skillId: "b", correct: true, rapidGuess: false },
        { itemId: "n2", skillId: "c", correct: true, rapidGuess: false },
        { itemId: "n3", skillId: "g", correct: true, rapidGuess: false },
        { itemId: "n4", skillId: "a", correct: false, rapidGuess: false },
      ],
      placement,
    );
    if (!compared.ok) throw new Error(compared.error.message);
    expect(compared.value.wins.map((w) => w.skillId)).toEqual(["b", "c"]);
    expect(compared.value.wins[0]).toMatchObject({
      then: [{ itemId: "p1", correct: false }],
      now: [{ itemId: "n1", correct: true }],
    });
    expect(compared.value.wins[1]!.summary).toMatch(/I don't know this yet/);
    const kinds = Object.fromEntries(compared.value.findings.map((f) => [f.skillId, f.kind]));
    expect(kinds).toEqual({ b: "win", c: "win", g: "new", a: "not-yet" });
  });

  it("returns an error value when there is nothing to check", () => {
    expect(buildDay7Check([], placement, map)).toMatchObject({ ok: false, error: { code: "empty-history" } });
    expect(compareDay7([], placement)).toMatchObject({ ok: false, error: { code: "empty-history" } });
  });
});
