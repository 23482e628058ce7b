import { describe, expect, it } from "vitest";
import {
  dependentsOf,
  getSkill,
  prerequisitesOf,
  SKILLS,
  skillsByGrade,
  skillsByStrand,
  skillsBySubject,
  skillsForStandard,
  skillsInPrerequisiteOrder,
} from "./index.ts";
import { difficultyAnchor } from "./difficulty.ts";

describe("skill map lookups", () => {
  it("finds a skill by id with its difficulty anchor", () => {
    const skill = getSkill("m-3.nf.a.1");
    expect(skill?.grade).toBe(3);
    expect(skill?.difficulty).toBeGreaterThanOrEqual(difficultyAnchor(3, 0));
    expect(skill?.difficulty).toBeLessThanOrEqual(difficultyAnchor(3, 6));
    expect(getSkill("m-no.such.skill")).toBeUndefined();
  });

  it("filters by subject, grade and strand", () => {
    expect(skillsBySubject("math").every((s) => s.subject === "math")).toBe(true);
    const grade3 = skillsByGrade(3, "math");
    expect(grade3.length).toBeGreaterThan(30);
    expect(grade3.every((s) => s.grade === 3 && s.subject === "math")).toBe(true);
    expect(skillsByStrand("fractions-ratios", 3).map((s) => s.id)).toContain("m-3.nf.a.3.d");
  });

  it("finds the skills of a parent standard through its sub-standards", () => {
    expect(
      skillsForStandard("3.NF.A.2")
        .map((s) => s.id)
        .sort(),
    ).toEqual(["m-3.nf.a.2.a", "m-3.nf.a.2.b"]);
  });

  it("steps back to prerequisites and forward to dependents", () => {
    expect(prerequisitesOf("m-3.nf.a.2.b").map((s) => s.id)).toEqual(["m-3.nf.a.2.a"]);
    expect(dependentsOf("m-3.nf.a.2.a").map((s) => s.id)).toContain("m-3.nf.a.2.b");
  });

  it("orders every skill after its prerequisites", () => {
    const order = skillsInPrerequisiteOrder();
    expect(order).toHaveLength(SKILLS.length);
    const position = new Map(order.map((s, i) => [s.id, i]));
    const late = order.flatMap((s) =>
      s.prerequisites.filter((p) => (position.get(p) ?? -1) > position.get(s.id)!).map((p) => `${p} after ${s.id}`),
    );
    expect(late).toEqual([]);
  });
});
