import type { Figure } from "../types.ts";
import { FILL, figure, rect, text } from "./svg.ts";

export type FractionBar = { parts: number; shaded: number; label?: string };

/** Fraction bars: equal-length bars cut into equal parts, some shaded, stacked for comparing. */
export function fractionBars(bars: FractionBar[]): Figure {
  const width = 480;
  const left = 70;
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

/** A tape diagram: a whole split into equal parts, with the size of one part and the total. */
export function tapeDiagram(options: TapeOptions): Figure {
  const width = 480;
  const left = 20;
  const tapeWidth = width - 40;
  const partWidth = tapeWidth / options.parts;
  const parts: string[] = [];
  for (let i = 0; i < options.parts; i++) {
    parts.push(rect(left + i * partWidth, 40, partWidth, 36, "#ffffff"));
    parts.push(text(left + (i + 0.5) * partWidth, 64, options.partLabel, { size: 13 }));
  }
  parts.push(`<path d="M${left} 92 v8 H${left + tapeWidth} v-8" fill="none" stroke="#1f2937"/>`);
  parts.push(text(width / 2, 120, options.totalLabel));
  const description = `A tape split into ${options.parts} equal parts, each labeled ${options.partLabel}. The whole tape is ${options.totalLabel}.`;
  return figure(width, 130, "Tape diagram", description, parts);
}
