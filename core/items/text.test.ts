import { describe, expect, it } from "vitest";
import { fractionText, mixedText } from "./text.ts";

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
});
