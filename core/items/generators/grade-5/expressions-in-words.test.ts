/**
 * "Which expression matches the words?" (m-5.oa.a.2): every seed gives four choices with
 * different values. With 2, 2 and 2 the three misreadings of "add 2 and 2, then multiply by 2"
 * were all 6, and building the item threw (found when a placement check served it).
 */
import { describe, expect, it } from "vitest";
import { THEMES } from "../../../reading/types.ts";
import { generateItem } from "../../registry.ts";

describe("expressions in words", () => {
  it("builds an item with four distinct choices for every seed at every level", () => {
    for (const difficulty of [1, 2, 3] as const) {
      for (let seed = 0; seed < 3000; seed++) {
        const item = generateItem({ skillId: "m-5.oa.a.2", seed, difficulty, theme: THEMES[seed % THEMES.length]! });
        const choices = item.choices ?? [];
        if (choices.length > 0) expect(new Set(choices.map((c) => c.text)).size, `seed ${seed}`).toBe(choices.length);
      }
    }
  });
});
