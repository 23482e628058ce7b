/**
 * Grade-7 items must survive storage: `readStoredItem` accepts only misconception ids from the
 * shared list (../../misconceptions.ts), and every grade-7 item carries its own precise id from it.
 * This reads back every grade-7 generator's items at a few seeds.
 */
import { describe, expect, it } from "vitest";
import { generateItem } from "../../registry.ts";
import { readStoredItem } from "../../stored.ts";
import { grade7Generators } from "./index.ts";

describe("grade-7 stored items", () => {
  it.each(Object.keys(grade7Generators))("%s reads back after a JSON round trip", (skillId) => {
    for (const difficulty of [1, 2, 3] as const)
      for (const seed of [0, 11, 57]) {
        const raw: unknown = JSON.parse(JSON.stringify(generateItem({ skillId, seed, difficulty, theme: "nature" })));
        expect(readStoredItem(raw)).toEqual({ ok: true, item: raw });
      }
  });
});
