import { fractionText } from "../text.ts";
import type { Figure, Rational } from "../types.ts";
import { ACCENT, circle, figure, line, text } from "./svg.ts";

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

/**
 * Room one character of a 14-unit label needs on this 520-unit line shown 390 px wide, where it
 * grows to 14 px (18.7 units) and a glyph is about 0.6 em, plus a little space between labels.
 */
const PHONE_LABEL_UNITS = 13;

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
  // Whole-number labels must stay readable on a 390 px phone, where this line's words grow by up
  // to 4/3 (decision 0044): where they would run into each other ("-10 -9 -8" 23 units apart), only
  // every second (or fifth, ...) whole is labeled, always with 0 among them; every tick stays.
  const wholeGap = (right - left) / units;
  const widest = Math.max(String(min).length, String(max).length) * PHONE_LABEL_UNITS;
  const labelEvery = [1, 2, 5, 10].find((k) => k * wholeGap >= widest) ?? 10;
  const parts = [line(left - 10, y, right + 10, y)];
  for (let i = 0; i <= ticks; i++) {
    const value = min + (i / ticksPerUnit) * step;
    const whole = i % ticksPerUnit === 0;
    parts.push(line(xOf(value), y - (whole ? 10 : 6), xOf(value), y + (whole ? 10 : 6)));
    if (whole && Math.round(value / step) % labelEvery === 0) parts.push(text(xOf(value), y + 30, tickLabel(value)));
    else if (options.labels === "all")
      parts.push(text(xOf(value), y + 30, fractionText(i, ticksPerUnit), { size: 11 }));
  }
  // Points close together (−12 and −11 on a line from −20) take their labels on two rows, so the
  // labels neither touch nor keep the line's words from growing on a phone.
  let lastOnRow = [-Infinity, -Infinity];
  for (const point of [...(options.points ?? [])].sort((a, b) => a.value.n / a.value.d - b.value.n / b.value.d)) {
    const x = xOf(point.value.n / point.value.d);
    const room = point.label.length * PHONE_LABEL_UNITS + 8;
    const row = x - (lastOnRow[0] ?? -Infinity) >= room ? 0 : 1;
    lastOnRow = row === 0 ? [x, lastOnRow[1] ?? -Infinity] : [lastOnRow[0] ?? -Infinity, x];
    parts.push(circle(x, y, 6, ACCENT), text(x, y - 18 - row * 20, point.label));
  }
  const marked = (options.points ?? []).map((p) => p.describe ?? `a point labeled ${p.label}`).join(" and ");
  const countBy =
    step !== 1
      ? `with a mark every ${step / ticksPerUnit}`
      : ticksPerUnit > 1
        ? `split into ${ticksPerUnit} equal parts between whole numbers`
        : "counting by 1";
  const description = `A number line from ${min} to ${max}, ${countBy}` + (marked ? `, with ${marked}.` : ".");
  // Every line carries its own stroke; no group stroke, which the labels would inherit (bold text).
  return figure(width, 100, "Number line", description, parts);
}

/** A whole tick's number as a reader sees it in print: negatives with the minus sign ("−3"), not a hyphen. */
function tickLabel(value: number): string {
  return value < 0 ? `\u2212${String(-value)}` : String(value);
}
