/**
 * Coverage and dependency consistency against the shared Common Core data (PRODUCT.md §3):
 * every grade 3-8 standard has a skill or is listed off-screen, and the prerequisite graph honours
 * every "dependency" edge of ccssm-dependencies.json. One test per grade: `-t "grade 5"`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OFF_SCREEN_STANDARDS, SKILL_DEFINITIONS } from "./index.ts";
import { buildSkillGraph } from "./graph.ts";
import { gradeOfCode, standardCodeOf } from "./standards.ts";

const SHARED = path.resolve(process.cwd(), "../shared/data/ccssm");
const hasShared = fs.existsSync(path.join(SHARED, "ccssm-k8.json"));
const describeShared = hasShared ? describe : describe.skip;
const sharedNote = hasShared ? "" : ` (skipped: ${SHARED} not found)`;

type RawStandard = Parameters<typeof standardCodeOf>[0];
type Dependency = { source: string; target: string; relationship: string };

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(SHARED, file), "utf8")) as T;
}

const mathSkills = SKILL_DEFINITIONS.filter((s) => s.subject === "math");
const graph = buildSkillGraph(mathSkills);
const offScreen = new Set(OFF_SCREEN_STANDARDS.map((o) => o.code));
const skillsServing = (code: string) => mathSkills.filter((s) => s.standards.includes(code));

describeShared(`coverage of the Common Core math standards${sharedNote}`, () => {
  const codes = hasShared ? readJson<{ standards: RawStandard[] }>("ccssm-k8.json").standards.map(standardCodeOf) : [];
  const parents = new Set(
    codes
      .map((c) => c.split("."))
      .filter((p) => p.length === 5)
      .map((p) => p.slice(0, 4).join(".")),
  );
  const mostSpecific = codes.filter((c) => !parents.has(c));
  const ids = new Set(mathSkills.map((s) => s.id));

  it.each([3, 4, 5, 6, 7, 8])("grade %i: every standard has its base-id skill or is listed off-screen", (grade) => {
    const ofGrade = mostSpecific.filter((c) => gradeOfCode(c) === grade);
    expect(ofGrade.length).toBeGreaterThan(0);
    const missing = ofGrade.filter((c) => {
      const servedByBase = ids.has(`m-${c.toLowerCase()}`) && skillsServing(c).length > 0;
      return !servedByBase && !offScreen.has(c);
    });
    expect(
      missing,
      `grade ${grade}: ${missing.length} standards have no skill m-<code> and are not off-screen: ${missing.join(", ")}`,
    ).toEqual([]);
  });
});

describeShared(`prerequisites follow ccssm-dependencies.json${sharedNote}`, () => {
  const edges = hasShared
    ? readJson<{ dependencies: Dependency[] }>("ccssm-dependencies.json").dependencies.filter(
        (d) => d.relationship === "dependency",
      )
    : [];

  /**
   * Where source A is a dependency of target B, every skill of B must reach a skill of A through
   * prerequisites (a skill that serves both counts). K-1 sources and high-school codes are outside
   * the map; edges into a standard with no skill are the coverage test's business.
   */
  it.each([2, 3, 4, 5, 6, 7, 8])("grade %i: every dependency edge into the grade is honoured", (grade) => {
    const problems: string[] = [];
    for (const edge of edges) {
      const sourceGrade = gradeOfCode(edge.source);
      if (gradeOfCode(edge.target) !== grade || sourceGrade === null || sourceGrade < 2 || !/^\d/.test(edge.source))
        continue;
      const targets = skillsServing(edge.target);
      if (targets.length === 0) continue;
      const sources = new Set(skillsServing(edge.source).map((s) => s.id));
      if (sources.size === 0) {
        if (!offScreen.has(edge.source)) problems.push(`${edge.source} -> ${edge.target}: ${edge.source} has no skill`);
        continue;
      }
      for (const target of targets) {
        const reached = sources.has(target.id) || graph.ancestorsOf(target.id).some((a) => sources.has(a.id));
        if (!reached)
          problems.push(`${edge.source} -> ${edge.target}: ${target.id} does not reach a skill of ${edge.source}`);
      }
    }
    expect(
      problems,
      `grade ${grade}: ${problems.length} dependency edges not honoured:\n${problems.join("\n")}`,
    ).toEqual([]);
  });
});
