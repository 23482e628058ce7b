import { describe, expect, it } from "vitest";
import { READING_SKILL_KINDS, THEMES } from "./types.ts";

describe("reading content vocabulary", () => {
  it("has the twelve interest themes of PRODUCT.md §2", () => {
    expect(THEMES).toHaveLength(12);
  });
  it("has the nine reading skill kinds of PRODUCT.md §3", () => {
    expect(new Set(READING_SKILL_KINDS).size).toBe(9);
  });
});
