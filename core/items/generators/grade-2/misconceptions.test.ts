/**
 * The grade-2 misconceptions wait in ./misconceptions.ts for the shared list. These tests check
 * that their ids are new and described, and that every grade-2 item stays sound and storable once
 * they are merged (simulated by extending the shared object inside this test module only).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkItem } from "../../harness.ts";
import { MISCONCEPTIONS } from "../../misconceptions.ts";
import { generateItem } from "../../registry.ts";
import { readStoredItem } from "../../stored.ts";
import { DIFFICULTIES } from "../../types.ts";
import { grade2Generators } from "./index.ts";
import { GRADE2_MISCONCEPTIONS } from "./misconceptions.ts";

const storable = (skillId: string, seed: number, difficulty: 1 | 2 | 3) => {
  const item = generateItem({ skillId, seed, difficulty, theme: "ocean" });
  return { item, stored: readStoredItem(JSON.parse(JSON.stringify(item))) };
};

describe("grade-2 misconceptions", () => {
  it("are new ids, each with a description for parents", () => {
    for (const [id, description] of Object.entries(GRADE2_MISCONCEPTIONS)) {
      expect(Object.hasOwn(MISCONCEPTIONS, id), id).toBe(false);
      expect(description.length, id).toBeGreaterThan(30);
    }
  });

  it("are left out of items until the shared list has them", () => {
    for (const skillId of Object.keys(grade2Generators))
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < 20; seed++) expect(storable(skillId, seed, difficulty).stored.ok, skillId).toBe(true);
  });

  describe("once merged into the shared list", () => {
    const shared = MISCONCEPTIONS as Record<string, string>;
    beforeAll(() => Object.assign(shared, GRADE2_MISCONCEPTIONS));
    afterAll(() => {
      for (const id of Object.keys(GRADE2_MISCONCEPTIONS)) delete shared[id];
    });

    it("are used by some item", () => {
      const used = new Set<string>();
      for (const skillId of Object.keys(grade2Generators))
        for (const difficulty of DIFFICULTIES)
          for (let seed = 0; seed < 60; seed++)
            for (const w of storable(skillId, seed, difficulty).item.wrongAnswers) used.add(w.misconception);
      for (const id of Object.keys(GRADE2_MISCONCEPTIONS)) expect(used.has(id), id).toBe(true);
    });

    it.each(Object.keys(grade2Generators))("%s still gives sound items that can be stored", (skillId) => {
      const failures: string[] = [];
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < 60; seed++) {
          const { item, stored } = storable(skillId, seed, difficulty);
          const problems = checkItem(item);
          if (!stored.ok) problems.push(`not storable: ${stored.error}`);
          if (problems.length > 0) failures.push(`seed ${seed} d${difficulty}: ${problems.join("; ")}`);
        }
      expect(failures.slice(0, 5)).toEqual([]);
    });
  });
});
