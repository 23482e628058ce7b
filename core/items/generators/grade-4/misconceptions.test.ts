/**
 * The grade-4 misconceptions wait in ./misconceptions.ts until the shared list takes them in. These
 * tests check that they never clash with a shared id, and that every grade-4 item is still sound
 * (harness and stored-item check) once they are merged: the shared object is extended here, in
 * this test file's own module context only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkItem } from "../../harness.ts";
import { MISCONCEPTIONS } from "../../misconceptions.ts";
import { generateItem } from "../../registry.ts";
import { readStoredItem } from "../../stored.ts";
import { DIFFICULTIES } from "../../types.ts";
import { grade4Generators } from "./index.ts";
import { GRADE4_MISCONCEPTIONS } from "./misconceptions.ts";

describe("grade-4 misconceptions", () => {
  it("have new ids and a description each", () => {
    for (const [id, description] of Object.entries(GRADE4_MISCONCEPTIONS)) {
      expect(Object.hasOwn(MISCONCEPTIONS, id), id).toBe(false);
      expect(description.length).toBeGreaterThan(20);
    }
  });

  describe("once merged into the shared list", () => {
    const shared = MISCONCEPTIONS as Record<string, string>;
    beforeAll(() => Object.assign(shared, GRADE4_MISCONCEPTIONS));
    afterAll(() => {
      for (const id of Object.keys(GRADE4_MISCONCEPTIONS)) delete shared[id];
    });

    it.each(Object.keys(grade4Generators))("%s still gives sound items that can be stored", (skillId) => {
      const failures: string[] = [];
      for (let seed = 0; seed < 60; seed++) {
        for (const difficulty of DIFFICULTIES) {
          const item = generateItem({ skillId, seed, difficulty, theme: "space" });
          const problems = checkItem(item);
          if (!readStoredItem(JSON.parse(JSON.stringify(item))).ok) problems.push("not readable when stored");
          if (problems.length > 0) failures.push(`seed ${seed} d${difficulty}: ${problems.join("; ")}`);
        }
      }
      expect(failures.slice(0, 5)).toEqual([]);
    });
  });
});
