/** The foundation edges (issue 20): real skills, pointing down the grades, each with a reason, acyclic. */
import { describe, expect, it } from "vitest";
import { getSkill, SKILL_GRAPH } from "./index.ts";
import { FOUNDATION_EDGES } from "./math/foundations.ts";

describe("foundation edges", () => {
  it("join real skills, point to the same or a lower grade, and give a one-line reason", () => {
    for (const e of FOUNDATION_EDGES) {
      const skill = getSkill(e.skill);
      const prerequisite = getSkill(e.prerequisite);
      expect(skill, e.skill).toBeDefined();
      expect(prerequisite, e.prerequisite).toBeDefined();
      expect(prerequisite!.grade, `${e.skill} <- ${e.prerequisite}`).toBeLessThanOrEqual(skill!.grade);
      expect(e.reason.length, e.skill).toBeGreaterThan(20);
      expect(e.reason).not.toMatch(/\n/);
      expect(skill!.prerequisites).toContain(e.prerequisite);
    }
    const pairs = FOUNDATION_EDGES.map((e) => `${e.skill}<-${e.prerequisite}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("keep the whole graph acyclic", () => {
    expect(SKILL_GRAPH.findCycle()).toBeNull();
  });

  it("lead grade-5 fraction skills back to facts, factors and equivalence", () => {
    const expected: [string, string[]][] = [
      ["m-5.nf.a.1-unlike-denominators", ["m-3.oa.c.7", "m-4.oa.b.4"]],
      ["m-5.nf.b.4.a", ["m-3.oa.c.7", "m-4.oa.b.4-factor-pairs", "m-3.nf.a.3.b", "m-4.nf.a.1"]],
      ["m-5.nf.b.4.b", ["m-3.oa.c.7", "m-3.md.c.7.b"]],
    ];
    for (const [id, roots] of expected)
      for (const root of roots) expect(SKILL_GRAPH.reaches(id, root), `${id} reaches ${root}`).toBe(true);
    expect(SKILL_GRAPH.dependentsOf("m-3.nf.a.3.c").some((s) => s.grade === 5)).toBe(true);
  });
});
