import { describe, expect, it } from "vitest";
import { difficultyAnchor, withDifficulty, withinGradeDepths } from "./difficulty.ts";
import type { Grade, SkillDefinition } from "./types.ts";

function skill(id: string, grade: Grade, ...prerequisites: string[]): SkillDefinition {
  return {
    id,
    subject: "math",
    grade,
    strand: "number-system",
    standards: ["3.NBT.A.1"],
    prerequisites,
    description: "d",
    name: id,
    lesson: { explanation: "e", workedExample: { problem: "p", steps: ["s"], answer: "a" } },
    coaching: { say: "s", ask: ["a", "b"], misconception: "m" },
    majorWork: false,
  };
}

describe("difficulty anchors", () => {
  it("centres grade 3 near -2, grade 8 near +2 and keeps grades in order", () => {
    expect(difficultyAnchor(3, 3)).toBeCloseTo(-2, 5);
    expect(difficultyAnchor(8, 3)).toBeCloseTo(2, 5);
    expect(difficultyAnchor(5, 6)).toBeLessThan(difficultyAnchor(6, 0) + 0.8);
    expect(difficultyAnchor(4, 0)).toBeLessThan(difficultyAnchor(4, 5));
  });

  it("caps the depth offset so a grade stays within +-0.3 of its centre", () => {
    expect(difficultyAnchor(5, 40)).toBe(difficultyAnchor(5, 6));
    expect(difficultyAnchor(5, 0)).toBeCloseTo(-0.7, 5);
    expect(difficultyAnchor(5, 6)).toBeCloseTo(-0.1, 5);
  });

  it("counts depth only along prerequisites of the same grade", () => {
    const defs = [skill("a", 2), skill("b", 3, "a"), skill("c", 3, "b", "missing"), skill("d", 3, "c", "a")];
    expect(Object.fromEntries(withinGradeDepths(defs))).toEqual({ a: 0, b: 0, c: 1, d: 2 });
    const anchors = withDifficulty(defs).map((s) => s.difficulty);
    expect(anchors).toEqual([
      difficultyAnchor(2, 0),
      difficultyAnchor(3, 0),
      difficultyAnchor(3, 1),
      difficultyAnchor(3, 2),
    ]);
  });

  it("does not loop on a cycle", () => {
    expect(() => withinGradeDepths([skill("x", 4, "y"), skill("y", 4, "x")])).not.toThrow();
  });
});
