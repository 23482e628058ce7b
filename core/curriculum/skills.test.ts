/**
 * Structural checks on the skill map. Math checks run one block per grade so each author can run
 * theirs alone: `npm run test:unit -- core/curriculum -t "grade 5"`.
 */
import { STRAND_OF_DOMAIN } from "./math/define-skill.ts";
import { describe, expect, it } from "vitest";
import { OFF_SCREEN_STANDARDS, SKILL_DEFINITIONS, SKILLS } from "./index.ts";
import { buildSkillGraph } from "./graph.ts";
import { getStandard, hasSubstandards, MATH_STANDARDS } from "./standards.ts";
import { READING_SKILL_KINDS } from "../reading/types.ts";
import type { Grade, SkillDefinition } from "./types.ts";
import { READING_STRANDS } from "./types.ts";

const GRADES: Grade[] = [2, 3, 4, 5, 6, 7, 8];
const graph = buildSkillGraph(SKILL_DEFINITIONS);

/** `m-3.nf.a.2.a` or `m-3.nbt.a.2-add-within-1000`: base code, then an optional slug suffix. */
const MATH_ID = /^m-(\d\.[a-z]+\.[a-z]\.\d+(?:\.[a-z])?)(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?$/;

/** The standard code a math id is built on, as the data spells it (`3.NF.A.2.a`). */
function baseCodeOf(id: string): string | null {
  const match = MATH_ID.exec(id);
  if (match === null) return null;
  const [grade, domain, cluster, standard, sub] = match[1]!.split(".");
  return [grade, domain!.toUpperCase(), cluster!.toUpperCase(), standard, sub].filter((p) => p !== undefined).join(".");
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const standardTexts = new Set(MATH_STANDARDS.map((s) => normalize(s.text)));

/** Problems with the fields every skill must fill in (PRODUCT.md §3 "Teaching, not just drill"). */
function emptyFields(skill: SkillDefinition): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, field: string) => {
    if (!ok) problems.push(`${skill.id}: ${field}`);
  };
  const filled = (text: string) => text.trim().length > 0;
  need(filled(skill.name), "name");
  need(filled(skill.description), "description");
  need(skill.standards.length > 0, "standards");
  need(filled(skill.lesson.explanation), "lesson.explanation");
  need(filled(skill.lesson.workedExample.problem), "lesson.workedExample.problem");
  need(skill.lesson.workedExample.steps.length > 0 && skill.lesson.workedExample.steps.every(filled), "steps");
  need(filled(skill.lesson.workedExample.answer), "lesson.workedExample.answer");
  need(filled(skill.coaching.say), "coaching.say");
  need(skill.coaching.ask.length >= 2 && skill.coaching.ask.length <= 3, "coaching.ask has 2-3 questions");
  need(skill.coaching.ask.every(filled), "coaching.ask entries");
  need(filled(skill.coaching.misconception), "coaching.misconception");
  need(typeof skill.majorWork === "boolean", "majorWork");
  return problems;
}

describe("the skill map", () => {
  it("gives every skill a unique id", () => {
    const seen = new Set<string>();
    const duplicates = SKILL_DEFINITIONS.map((s) => s.id).filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    expect(duplicates, "duplicate skill ids").toEqual([]);
  });

  it("has an acyclic prerequisite graph", () => {
    expect(graph.findCycle(), "prerequisite cycle").toBeNull();
  });

  it("lists only real standards as off-screen, each once", () => {
    const codes = OFF_SCREEN_STANDARDS.map((o) => o.code);
    expect(
      codes.filter((c) => getStandard(c) === undefined),
      "unknown off-screen codes",
    ).toEqual([]);
    expect(
      codes.filter((c, i) => codes.indexOf(c) !== i),
      "listed twice",
    ).toEqual([]);
  });

  it("derives a finite difficulty anchor for every skill", () => {
    expect(SKILLS.filter((s) => !Number.isFinite(s.difficulty)).map((s) => s.id)).toEqual([]);
  });
});

describe.each(GRADES)("math grade %i", (grade) => {
  const skills = SKILL_DEFINITIONS.filter((s) => s.subject === "math" && s.grade === grade);
  const allMathIds = SKILL_DEFINITIONS.filter((s) => s.subject === "math").map((s) => s.id);

  it("ids follow the m-<code>[-suffix] convention on a most-specific standard of the grade", () => {
    const bad = skills.flatMap((s) => {
      const code = baseCodeOf(s.id);
      if (code === null) return [`${s.id}: not m-<lower-cased code>[-suffix]`];
      const standard = getStandard(code);
      if (standard === undefined) return [`${s.id}: ${code} is not a standard`];
      if (standard.grade !== grade) return [`${s.id}: ${code} is not a grade ${grade} standard`];
      if (hasSubstandards(code)) return [`${s.id}: ${code} has sub-standards; use one of them`];
      if (!s.standards.includes(code)) return [`${s.id}: does not list ${code}`];
      if (s.id !== `m-${code.toLowerCase()}` && !allMathIds.includes(`m-${code.toLowerCase()}`))
        return [`${s.id}: suffixed skill without its base-id skill m-${code.toLowerCase()}`];
      return [];
    });
    expect(bad).toEqual([]);
  });

  it("lists real standards of its grade, with the parent code beside each sub-standard", () => {
    const bad = skills.flatMap((s) =>
      s.standards.flatMap((code) => {
        const standard = getStandard(code);
        if (standard === undefined) return [`${s.id}: unknown code ${code}`];
        if (standard.grade !== grade) return [`${s.id}: ${code} is not grade ${grade}`];
        if (standard.parentCode !== null && !s.standards.includes(standard.parentCode))
          return [`${s.id}: lists ${code} but not its parent ${standard.parentCode}`];
        return [];
      }),
    );
    expect(bad).toEqual([]);
  });

  it("puts each skill in the strand of its standard's domain", () => {
    const bad = skills.flatMap((s) => {
      const domain = getStandard(baseCodeOf(s.id) ?? "")?.domain;
      const expected = domain === undefined ? undefined : STRAND_OF_DOMAIN[domain];
      return expected === s.strand ? [] : [`${s.id}: strand ${s.strand}, expected ${expected}`];
    });
    expect(bad).toEqual([]);
  });

  it("names prerequisites that exist, at the same or a lower grade", () => {
    const bad = skills.flatMap((s) =>
      s.prerequisites.flatMap((pre) => {
        const found = graph.get(pre);
        if (found === undefined) return [`${s.id}: unknown prerequisite ${pre}`];
        if (pre === s.id) return [`${s.id}: lists itself`];
        return found.grade > grade ? [`${s.id}: prerequisite ${pre} is grade ${found.grade}`] : [];
      }),
    );
    expect(bad).toEqual([]);
  });

  it("fills in every field: description, name, lesson, worked example and coaching", () => {
    expect(skills.flatMap(emptyFields)).toEqual([]);
  });

  it("uses child-facing names of our own, distinct within the grade", () => {
    const copied = skills.filter((s) => standardTexts.has(normalize(s.name))).map((s) => s.id);
    expect(copied, "names equal to a standard's text").toEqual([]);
    const names = skills.map((s) => normalize(s.name));
    expect(
      names.filter((n, i) => names.indexOf(n) !== i),
      "repeated names",
    ).toEqual([]);
  });

  it("lists off-screen standards of the grade with a reason, at most three, none also served", () => {
    const offScreen = OFF_SCREEN_STANDARDS.filter((o) => getStandard(o.code)?.grade === grade);
    expect(offScreen.length).toBeLessThanOrEqual(3);
    const bad = offScreen.flatMap((o) => {
      if (o.reason.trim() === "") return [`${o.code}: no reason`];
      if (hasSubstandards(o.code)) return [`${o.code}: list its sub-standards instead`];
      if (skills.some((s) => s.standards.includes(o.code))) return [`${o.code}: also served by a skill`];
      return [];
    });
    expect(bad).toEqual([]);
  });
});

describe("reading skills", () => {
  const reading = SKILL_DEFINITIONS.filter((s) => s.subject === "reading");

  it("use r<grade>-<kind> ids, reading strands and reading standard codes of their grade", () => {
    const bad = reading.flatMap((s) => {
      const match = /^r([2-8])-(.+)$/.exec(s.id);
      const problems: string[] = [];
      if (match === null || Number(match[1]) !== s.grade)
        problems.push(`${s.id}: id does not match r${s.grade}-<kind>`);
      else if (!(READING_SKILL_KINDS as readonly string[]).includes(match[2]!)) problems.push(`${s.id}: unknown kind`);
      if (!(s.strand in READING_STRANDS)) problems.push(`${s.id}: strand ${s.strand} is not a reading strand`);
      for (const code of s.standards) {
        const parts = /^(RL|RI|L)\.(\d)\.\d+(\.[a-z])?$/.exec(code);
        if (parts === null || Number(parts[2]) !== s.grade) problems.push(`${s.id}: code ${code}`);
      }
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it("name existing prerequisites at the same or a lower grade, and fill in every field", () => {
    const bad = reading.flatMap((s) => [
      ...emptyFields(s),
      ...s.prerequisites
        .filter((pre) => (graph.get(pre)?.grade ?? 99) > s.grade)
        .map((pre) => `${s.id}: prerequisite ${pre} missing or higher grade`),
    ]);
    expect(bad).toEqual([]);
  });

  it("cover all nine reading skill kinds in each of grades 2-8", () => {
    const ids = new Set(reading.map((s) => s.id));
    const missing = GRADES.flatMap((g) => READING_SKILL_KINDS.map((k) => `r${g}-${k}`)).filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });
});
