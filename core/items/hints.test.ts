import { describe, expect, it } from "vitest";
import { keyTexts, withholdAnswer } from "./hints.ts";
import { generateItem } from "./registry.ts";
import { plainText } from "./text.ts";

describe("withholdAnswer: hints lead to the last step and leave it to the child", () => {
  it("turns a stated result that is the key into a question mark, inside or outside math", () => {
    expect(withholdAnswer("One layer has 3 rows of 2: \\(3 × 2 = 6\\) cubes.", ["6"])).toBe(
      "One layer has 3 rows of 2: \\(3 × 2 = ?\\) cubes.",
    );
    expect(withholdAnswer("So 12 × 100 equals 1,200 cents.", ["1200", "1,200"])).toBe("So 12 × 100 equals ? cents.");
    expect(withholdAnswer("\\(−9 + 1 = −8\\)", keyTexts({ format: "integer", value: -8, min: -20, max: 20 }, []))).toBe(
      "\\(−9 + 1 = ?\\)",
    );
  });

  it("leaves other numbers alone: a first step, a longer number, a power", () => {
    expect(withholdAnswer("Parentheses first: \\(14 − 10 = 4\\).", ["28"])).toBe(
      "Parentheses first: \\(14 − 10 = 4\\).",
    );
    expect(withholdAnswer("\\(2 × 30 = 60\\)", ["6"])).toBe("\\(2 × 30 = 60\\)");
    expect(withholdAnswer("\\(5⁻¹ = 1/5¹\\)", ["1/5"])).toBe("\\(5⁻¹ = 1/5¹\\)");
  });

  it("reads the key of fractions as a fraction and a mixed number", () => {
    const keys = keyTexts(
      { format: "fraction", value: { n: 7, d: 4 }, equivalent: true, decimal: false, mixed: true },
      [],
    );
    expect(keys).toEqual(["7/4", "1 3/4"]);
  });

  it("no generated item's hint states its key as a result", () => {
    for (const skillId of ["m-5.md.c.3.b", "m-6.rp.a.3.c-percent-of", "m-4.md.a.1", "m-3.oa.a.1"])
      for (let seed = 0; seed < 30; seed++) {
        const item = generateItem({ skillId, seed, difficulty: 1, theme: "animals" });
        const keys = keyTexts(item.answer, item.choices);
        for (const hint of item.hints)
          for (const key of keys)
            expect(plainText(hint)).not.toMatch(new RegExp(`= ${key.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?!\\d)`));
      }
  });
});
