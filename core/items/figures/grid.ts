import type { Figure } from "../types.ts";
import { ACCENT, circle, FILL, figure, line, text } from "./svg.ts";

/**
 * A coordinate grid from 0 to `size` on both axes, with an optional polygon and labeled points.
 * Grid units are drawn as equal squares so lengths and right angles look true.
 */
export function coordinateGrid(options: {
  size: number;
  polygon?: [number, number][];
  points?: { at: [number, number]; label: string }[];
  axes?: boolean;
  describePolygon?: string;
}): Figure {
  const cell = Math.floor(300 / options.size);
  const left = 30;
  const top = 10;
  const toX = (x: number) => left + x * cell;
  const toY = (y: number) => top + (options.size - y) * cell;
  const parts: string[] = [];
  for (let i = 0; i <= options.size; i++) {
    parts.push(line(toX(i), toY(0), toX(i), toY(options.size), "#d1d5db", 1));
    parts.push(line(toX(0), toY(i), toX(options.size), toY(i), "#d1d5db", 1));
    if (options.axes) {
      parts.push(text(toX(i), toY(0) + 16, String(i), { size: 10 }));
      if (i > 0) parts.push(text(toX(0) - 8, toY(i) + 4, String(i), { size: 10, anchor: "end" }));
    }
  }
  if (options.polygon) {
    const d = options.polygon.map(([x, y], i) => `${i === 0 ? "M" : "L"}${toX(x)} ${toY(y)}`).join(" ") + " Z";
    parts.push(`<path d="${d}" fill="${FILL}" fill-opacity="0.7" stroke="#1f2937" stroke-width="2"/>`);
  }
  for (const p of options.points ?? [])
    parts.push(circle(toX(p.at[0]), toY(p.at[1]), 5, ACCENT), text(toX(p.at[0]) + 10, toY(p.at[1]) - 8, p.label));
  const pieces = [`A square grid ${options.size} units on each side`];
  if (options.polygon)
    pieces.push(
      options.describePolygon ??
        `with a shape whose corners are at ${options.polygon.map(([x, y]) => `(${x}, ${y})`).join(", ")}`,
    );
  for (const p of options.points ?? []) pieces.push(`point ${p.label} at (${p.at[0]}, ${p.at[1]})`);
  return figure(
    left + options.size * cell + 20,
    top + options.size * cell + 30,
    "Grid",
    `${pieces.join(", ")}.`,
    parts,
  );
}
