import { fractionText } from "../text.ts";
import type { Figure, Rational } from "../types.ts";
import { ACCENT, circle, figure, INK, line, text } from "./svg.ts";

export type NumberLineOptions = {
  min: number;
  max: number;
  /** Equal parts between whole numbers (1 for a whole-number line, 4 for fourths). */
  ticksPerUnit: number;
  /** Numbers the line counts by when it is not 1 (rounding lines count by 10 or 100). */
  step?: number;
  /** Label every tick ("all") or only the whole numbers ("wholes", the default). */
  labels?: "wholes" | "all";
  /** Marked points, each with the label shown above it. */
  points?: { value: Rational; label: string; describe?: string }[];
};

/** A horizontal number line with equal ticks, labels and optional marked points. */
export function numberLine(options: NumberLineOptions): Figure {
  const { min, max, ticksPerUnit } = options;
  const step = options.step ?? 1;
  const width = 520;
  const left = 30;
  const right = width - 30;
  const y = 60;
  const units = (max - min) / step;
  const ticks = Math.round(units * ticksPerUnit);
  const xOf = (value: number) => left + ((value - min) / (max - min)) * (right - left);
  const parts = [line(left - 10, y, right + 10, y)];
  for (let i = 0; i <= ticks; i++) {
    const value = min + (i / ticksPerUnit) * step;
    const whole = i % ticksPerUnit === 0;
    parts.push(line(xOf(value), y - (whole ? 10 : 6), xOf(value), y + (whole ? 10 : 6)));
    if (whole) parts.push(text(xOf(value), y + 30, String(value)));
    else if (options.labels === "all")
      parts.push(text(xOf(value), y + 30, fractionText(i, ticksPerUnit), { size: 11 }));
  }
  for (const point of options.points ?? []) {
    const x = xOf(point.value.n / point.value.d);
    parts.push(circle(x, y, 6, ACCENT), text(x, y - 18, point.label));
  }
  const marked = (options.points ?? []).map((p) => p.describe ?? `a point labeled ${p.label}`).join(" and ");
  const countBy =
    step !== 1
      ? `with a mark every ${step / ticksPerUnit}`
      : ticksPerUnit > 1
        ? `split into ${ticksPerUnit} equal parts between whole numbers`
        : "counting by 1";
  const description = `A number line from ${min} to ${max}, ${countBy}` + (marked ? `, with ${marked}.` : ".");
  return figure(width, 100, "Number line", description, [`<g stroke="${INK}">`, ...parts, "</g>"]);
}
