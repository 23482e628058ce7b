import { describe, expect, it } from "vitest";
import { phoneTextFactor } from "./item-figure.tsx";

const label = (x: number, y: number, text: string, size = 14, anchor = "middle") =>
  `<text x="${x}" y="${y}" font-size="${size}" text-anchor="${anchor}" fill="#1f2937">${text}</text>`;
const svg = (width: number, ...labels: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 200" role="img"><title>t</title>${labels.join("")}</svg>`;

describe("phoneTextFactor", () => {
  it("grows a wide figure's words until they render at 14 px on a 390 px phone", () => {
    // 520 units shown 390 px wide: 14-unit labels need to grow by 4/3.
    expect(phoneTextFactor(svg(520, label(60, 50, "6/8", 14, "end")))).toBeCloseTo(1.33, 1);
  });

  it("grows them only as far as the neighbouring labels and the picture's edges allow", () => {
    // Tick labels 30 units apart: "3 1/4" is 42 units wide at 14, so it cannot grow at all.
    const crowded = svg(520, ...[0, 1, 2, 3].map((i) => label(100 + i * 44, 150, "3 1/4")));
    expect(phoneTextFactor(crowded)).toBeLessThan(1.05);
    expect(phoneTextFactor(svg(520, label(5, 50, "Cats", 14, "start")))).toBeGreaterThan(1.3);
    expect(phoneTextFactor(svg(520, label(10, 50, "Cats")))).toBe(1);
  });

  it("leaves small figures, big words and figures without words alone", () => {
    expect(phoneTextFactor(svg(300, label(150, 50, "12")))).toBe(1);
    expect(phoneTextFactor(svg(520, label(260, 50, "12", 28)))).toBe(1);
    expect(phoneTextFactor(svg(520))).toBe(1);
  });
});
