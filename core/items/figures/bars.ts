import type { Figure } from "../types.ts";
import { FILL, figure, rect, text } from "./svg.ts";

export type FractionBar = { parts: number; shaded: number; label?: string };

/** Fraction bars: equal-length bars cut into equal parts, some shaded, stacked for comparing. */
export function fractionBars(bars: FractionBar[]): Figure {
  const width = 480;
  // Room for the longest label as it grows on a 390 px phone (14-unit words by up to 1.23, about
  // 10.5 units a character; decision 0044), so "3/4 of 1/2" neither leaves the picture nor stops
  // the words from growing.
  const longest = Math.max(0, ...bars.map((bar) => bar.label?.length ?? 0));
  const left = Math.max(70, Math.ceil(16 + 10.5 * longest));
  const barWidth = width - left - 20;
  const parts: string[] = [];
  bars.forEach((bar, row) => {
    const y = 15 + row * 50;
    const partWidth = barWidth / bar.parts;
    for (let i = 0; i < bar.parts; i++)
      parts.push(rect(left + i * partWidth, y, partWidth, 34, i < bar.shaded ? FILL : "#ffffff"));
    if (bar.label) parts.push(text(left - 12, y + 23, bar.label, { anchor: "end" }));
  });
  const description = bars
    .map((b) => `${b.label ? `Bar ${b.label}: ` : "A bar "}cut into ${b.parts} equal parts with ${b.shaded} shaded.`)
    .join(" ");
  return figure(width, 20 + bars.length * 50, bars.length > 1 ? "Fraction bars" : "Fraction bar", description, parts);
}

export type TapeOptions = { parts: number; partLabel: string; totalLabel: string };

const PART_LABEL_SIZE = 15;

/** A tape diagram: a whole split into equal parts, with the size of one part and the total. */
export function tapeDiagram(options: TapeOptions): Figure {
  const width = 480;
  const left = 20;
  const tapeWidth = width - 40;
  const partWidth = tapeWidth / options.parts;
  // 15-unit words on this 480-unit picture render at 12.2 px on a 390 px phone (decision 0044).
  // A label too long for its part ("t + 2.5" in eighths) is said once above the tape instead.
  const inEachPart = options.partLabel.length * PART_LABEL_SIZE * 0.6 + 6 <= partWidth;
  const parts: string[] = [];
  if (!inEachPart) parts.push(text(width / 2, 26, `Each part: ${options.partLabel}`, { size: PART_LABEL_SIZE }));
  for (let i = 0; i < options.parts; i++) {
    parts.push(rect(left + i * partWidth, 40, partWidth, 36, "#ffffff"));
    if (inEachPart) parts.push(text(left + (i + 0.5) * partWidth, 64, options.partLabel, { size: PART_LABEL_SIZE }));
  }
  parts.push(`<path d="M${left} 92 v8 H${left + tapeWidth} v-8" fill="none" stroke="#1f2937"/>`);
  parts.push(text(width / 2, 120, options.totalLabel, { size: PART_LABEL_SIZE }));
  const description = `A tape split into ${options.parts} equal parts, ${inEachPart ? "each labeled" : "with each part"} ${options.partLabel}. The whole tape is ${options.totalLabel}.`;
  return figure(width, 130, "Tape diagram", description, parts);
}
