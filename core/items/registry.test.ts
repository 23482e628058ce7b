/**
 * Generator coverage (PRODUCT.md §3: every standard practised on a screen has a skill with a
 * generator) and generateItem's errors. Coverage against shared/data/ccssm is checked for the
 * grades whose generators are written; the list of grades grows as the team adds them.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OFF_SCREEN_STANDARDS, SKILLS } from "../curriculum/index.ts";
import { GENERATORS, generateItem, generatorCoverage, ItemGenerationError } from "./registry.ts";

/** Grades whose every math skill must have a generator. */
/** Grades whose every skill has a generator (and whose every on-screen standard is covered). */
const GRADES_WITH_GENERATORS = [3, 4, 5, 6, 7, 8];

/** Grade 2 has only the foundation skills grade 3 rests on, each with a generator. */
const FOUNDATION_GRADES = [2];

const SHARED = path.resolve(process.cwd(), "../shared/data/ccssm/ccssm-k8.json");
const hasShared = fs.existsSync(SHARED);

type RawStandard = {
  grade_level_code: string;
  domain_code: string;
  cluster_code: string;
  standard_counter: string;
  substandard_counter: string | null;
};

describe("generator coverage", () => {
  it.each([...FOUNDATION_GRADES, ...GRADES_WITH_GENERATORS])("gives every grade-%i math skill a generator", (grade) => {
    const { missing } = generatorCoverage();
    const ids = SKILLS.filter((s) => s.subject === "math" && s.grade === grade).map((s) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(missing.filter((id) => ids.includes(id))).toEqual([]);
  });

  (hasShared ? it : it.skip)(
    `covers every on-screen standard of those grades in shared/data/ccssm${hasShared ? "" : ` (skipped: ${SHARED} not found)`}`,
    () => {
      const raw = JSON.parse(fs.readFileSync(SHARED, "utf8")) as { standards: RawStandard[] };
      const offScreen = new Set(OFF_SCREEN_STANDARDS.map((o) => o.code));
      const { covered } = generatorCoverage();
      const servedByGenerator = new Set(SKILLS.filter((s) => covered.includes(s.id)).flatMap((s) => s.standards));
      const codes = raw.standards
        .filter((s) => GRADES_WITH_GENERATORS.map(String).includes(s.grade_level_code))
        .map((s) =>
          [s.grade_level_code, s.domain_code, s.cluster_code, s.standard_counter, s.substandard_counter]
            .filter((p) => p !== null)
            .join("."),
        );
      expect(codes.length).toBeGreaterThan(20);
      expect(codes.filter((c) => !offScreen.has(c) && !servedByGenerator.has(c))).toEqual([]);
    },
  );
});

describe("generator tests", () => {
  it("runs the harness for every grade that has generators", () => {
    const grades = new Set(Object.keys(GENERATORS).map((id) => /^m-(\d)\./.exec(id)?.[1]));
    for (const grade of grades) {
      const file = path.join(import.meta.dirname, `generators/grade-${grade}/grade-${grade}.test.ts`);
      expect(fs.existsSync(file), file).toBe(true);
    }
  });
});

describe("generateItem", () => {
  const base = { skillId: "m-3.nf.a.1", seed: 1, difficulty: 1 as const, theme: "ocean" as const };

  it("stamps the item with its inputs and the schema version", () => {
    expect(generateItem(base)).toMatchObject({
      schemaVersion: 1,
      id: "m-3.nf.a.1/1/ocean/1",
      skillId: "m-3.nf.a.1",
      seed: 1,
      difficulty: 1,
      theme: "ocean",
    });
  });

  it("explains what is wrong with bad inputs", () => {
    const codeOf = (input: Parameters<typeof generateItem>[0]) => {
      try {
        generateItem(input);
        return "no error";
      } catch (error) {
        return error instanceof ItemGenerationError ? error.code : String(error);
      }
    };
    expect(codeOf({ ...base, skillId: "m-3.nope" })).toBe("unknown-skill");
    expect(codeOf({ ...base, skillId: "r5-inference" })).toBe("unknown-skill");
    expect(codeOf({ ...base, seed: -1 })).toBe("bad-seed");
    expect(codeOf({ ...base, seed: 1.5 })).toBe("bad-seed");
    expect(codeOf({ ...base, difficulty: 4 as never })).toBe("bad-difficulty");
    expect(codeOf({ ...base, theme: "pirates" as never })).toBe("bad-theme");
    const missing = generatorCoverage().missing[0];
    if (missing) expect(codeOf({ ...base, skillId: missing })).toBe("no-generator");
  });
});
