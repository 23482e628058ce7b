import { describe, expect, it } from "vitest";
import { readableFigureWidth } from "./item-figure.tsx";

const svg = (width: number, ...sizes: number[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 200" role="img"><title>t</title>` +
  sizes.map((size) => `<text x="1" y="2" font-size="${size}">a</text>`).join("") +
  "</svg>";

describe("readableFigureWidth", () => {
  it("is the width at which the smallest text renders at 14 px", () => {
    expect(readableFigureWidth(svg(520, 14))).toBe(520);
    expect(readableFigureWidth(svg(480, 16, 12))).toBe(560);
    expect(readableFigureWidth(svg(300, 28))).toBe(150);
  });

  it("is null for a figure without text or viewBox", () => {
    expect(readableFigureWidth(svg(520))).toBeNull();
    expect(readableFigureWidth('<svg><text font-size="14">a</text></svg>')).toBeNull();
  });
});
