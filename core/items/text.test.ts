import { describe, expect, it } from "vitest";
import { fractionText, math, minusSigns, mixedText } from "./text.ts";

describe("number text", () => {
  it("writes mixed numbers in lowest terms, negative ones with the minus in front", () => {
    expect(mixedText(9, 4)).toBe("2 1/4");
    expect(mixedText(10, 4)).toBe("2 1/2");
    expect(mixedText(3, 4)).toBe("3/4");
    expect(mixedText(8, 4)).toBe("2");
    expect(mixedText(-9, 4)).toBe("-2 1/4");
    expect(mixedText(-3, 6)).toBe("-1/2");
    expect(mixedText(-8, 4)).toBe("-2");
  });

  it("writes fractions, whole numbers as whole", () => {
    expect(fractionText(-3, 4)).toBe("-3/4");
    expect(fractionText(5, 1)).toBe("5");
  });

  it("sets a subtraction in math with the minus sign, keeping signs and hyphenated words", () => {
    expect(math("671 - 668 = 3")).toBe("\\(671 − 668 = 3\\)");
    expect(math("(4 + 2) - x")).toBe("\\((4 + 2) − x\\)");
    expect(math("-5 + 2")).toBe("\\(-5 + 2\\)");
    expect(minusSigns("the x-coordinate - 2")).toBe("the x-coordinate − 2");
    expect(math(7)).toBe("\\(7\\)");
  });
});
