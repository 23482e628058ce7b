import { describe, expect, it } from "vitest";
import { levelIsBeyondScale, levelRange } from "./level-range.ts";

describe("practice check level ranges", () => {
  it("never collapses a range at the bottom of the scale to a point", () => {
    // Every answer "I don't know this yet": the engine clamps low, level and high to 2.0.
    const range = levelRange({ low: 2, high: 2 });
    expect(range).toEqual({ kind: "below", floor: 2 });
    expect(levelIsBeyondScale(range)).toBe(true);
  });

  it("says a range that reaches the floor as 'up to' its top", () => {
    expect(levelRange({ low: 2, high: 2.8 })).toEqual({ kind: "up-to", high: 2.8 });
  });

  it("says ranges at the ceiling the same way", () => {
    expect(levelRange({ low: 9, high: 9 })).toEqual({ kind: "above", ceiling: 9 });
    expect(levelRange({ low: 7.6, high: 9 })).toEqual({ kind: "from", low: 7.6 });
  });

  it("keeps an ordinary range as it is, and widens one that rounds to a point", () => {
    expect(levelRange({ low: 3.1, high: 4.6 })).toEqual({ kind: "between", low: 3.1, high: 4.6 });
    const narrow = levelRange({ low: 4.2, high: 4.2 });
    expect(narrow.kind).toBe("between");
    if (narrow.kind === "between") expect(narrow.high).toBeGreaterThan(narrow.low);
    expect(levelIsBeyondScale(narrow)).toBe(false);
  });
});
