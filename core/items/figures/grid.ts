import type { Figure } from "../types.ts";
import { ACCENT, circle, FILL, figure, line, POINT_LABEL_OFFSETS, text, textClearOf } from "./svg.ts";

/**
 * What a grid's description may say about its marks. `"coordinates"` (the default) reads every
 * point and corner aloud as (x, y). `"labels"` never reads a coordinate: it names the points and
 * says only where each lies compared with the one before ("B is above and to the right of A"),
 * for questions whose answer is a plotted point's coordinates or location.
 */
export type GridReveal = "coordinates" | "labels";

type GridPoint = { at: [number, number]; label: string };

/** "above and to the right of", "directly below", or "at the same place as". */
function relation(from: [number, number], to: [number, number]): string {
  const vertical = to[1] > from[1] ? "above" : to[1] < from[1] ? "below" : "";
  const across = to[0] > from[0] ? "to the right of" : to[0] < from[0] ? "to the left of" : "";
  if (vertical && across) return `${vertical} and ${across}`;
  if (vertical) return `directly ${vertical}`;
  return across || "at the same place as";
}

/** The points named, and placed only relative to each other: no coordinates. */
function describeLabels(points: GridPoint[]): string {
  const names = points.map((p) => p.label);
  if (points.length === 1) return `and point ${names[0] ?? ""} marked on it`;
  const list = `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
  const steps = points.slice(1).map((p, i) => ({ p, rel: relation((points[i] as GridPoint).at, p.at) }));
  const same = steps.every((s) => s.rel === steps[0]?.rel);
  const where =
    same && steps.length > 1
      ? `each point is ${steps[0]?.rel ?? ""} the one before`
      : steps.map((s, i) => `${s.p.label} is ${s.rel} ${names[i] ?? ""}`).join(", ");
  return `and points ${list} marked on it: ${where}`;
}

/**
 * A coordinate grid from 0 to `size` on both axes, with an optional polygon and labeled points.
 * Grid units are drawn as equal squares so lengths and right angles look true.
 *
 * The description reads the points' coordinates unless `reveal: "labels"` (see `GridReveal`);
 * `describePolygon` and `describePoints` replace what it says about the shape and the points.
 */
export function coordinateGrid(options: {
  size: number;
  polygon?: [number, number][];
  points?: GridPoint[];
  axes?: boolean;
  describePolygon?: string;
  describePoints?: string;
  reveal?: GridReveal;
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
  const points = options.points ?? [];
  // A point's name goes beside it where it covers no axis number and no other name.
  for (const p of points)
    parts.push(
      circle(toX(p.at[0]), toY(p.at[1]), 5, ACCENT),
      textClearOf(parts, toX(p.at[0]), toY(p.at[1]), p.label, 14, POINT_LABEL_OFFSETS),
    );
  const labelsOnly = options.reveal === "labels";
  const pieces = [`A square grid ${options.size} units on each side`];
  if (labelsOnly && options.axes) pieces.push("with numbered axes");
  if (options.polygon) {
    const corners = options.polygon.length;
    pieces.push(
      options.describePolygon ??
        (!labelsOnly
          ? `with a shape whose corners are at ${options.polygon.map(([x, y]) => `(${x}, ${y})`).join(", ")}`
          : corners === 2
            ? "with a straight line"
            : `with a shape with ${corners} corners`),
    );
  }
  if (options.describePoints !== undefined) {
    if (options.describePoints) pieces.push(options.describePoints);
  } else if (labelsOnly) {
    if (points.length > 0) pieces.push(describeLabels(points));
  } else {
    // Named points by name; unnamed ones (a relation's dots) together: "points at (1, 2) and (3, 4)".
    const named = points.filter((p) => p.label.trim() !== "");
    const unnamed = points.filter((p) => p.label.trim() === "").map((p) => `(${p.at[0]}, ${p.at[1]})`);
    for (const p of named) pieces.push(`point ${p.label} at (${p.at[0]}, ${p.at[1]})`);
    if (unnamed.length === 1) pieces.push(`a point at ${unnamed[0] ?? ""}`);
    else if (unnamed.length > 1)
      pieces.push(
        `${named.length > 0 ? "and unnamed " : ""}points at ${unnamed.slice(0, -1).join(", ")} and ${unnamed[unnamed.length - 1] ?? ""}`,
      );
  }
  return figure(
    left + options.size * cell + 20,
    top + options.size * cell + 30,
    "Grid",
    `${pieces.join(", ")}.`,
    parts,
  );
}
